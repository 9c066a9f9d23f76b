import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEE_TEMPLATES, type TariffDoc } from '@tourtariff/shared';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';
import type { TariffView } from '../api/types';
import { buildView, supplierAccess } from '../test/fixtures';

function openTariff(tariff: TariffView, api: ApiStubs = {}) {
  const user = userEvent.setup();
  stubSession(signedIn(supplierAccess), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    [`GET /api/v1/Tariff/${tariff.key}`]: () => Response.json(tariff),
    ...api,
  });
  renderAt(`/en/tariff/list/${tariff.key}`);
  return user;
}

const bodyOf = (mock: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((mock.mock.calls[0]?.[0] as RequestInit | undefined)?.body)) as TariffDoc;
const saving = () => vi.fn((init?: RequestInit) => Response.json(buildView(JSON.parse(String(init?.body)))));

describe('booking terms in the tariff editor (docs/product-decisions.md §16)', () => {
  it('leaves a tariff without booking terms without them', async () => {
    const put = saving();
    const user = openTariff(buildView(), { 'PUT /api/v1/Tariff/tf_tea': put });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(bodyOf(put)).not.toHaveProperty('booking');
  });

  it('sets a hold, a cut-off and the モデル宿泊約款 template, and names its source', async () => {
    const put = saving();
    const user = openTariff(buildView(), { 'PUT /api/v1/Tariff/tf_tea': put });
    await user.click(await screen.findByRole('button', { name: 'Set booking terms' }));
    expect(screen.getByLabelText('Hold (minutes)')).toHaveValue('30');
    await user.clear(screen.getByLabelText('Hold (minutes)'));
    await user.type(screen.getByLabelText('Hold (minutes)'), '45');
    await user.clear(screen.getByLabelText('Cut-off (hours before the start)'));
    await user.type(screen.getByLabelText('Cut-off (hours before the start)'), '24');
    await user.selectOptions(
      screen.getByLabelText('Cancellation fees'),
      'Model Accommodation Terms, Table 2',
    );
    expect(screen.getByTestId('booking-terms')).toHaveTextContent('Source: モデル宿泊約款 別表第2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(bodyOf(put).booking).toEqual({
      holdMinutes: 45,
      cutoffHours: 24,
      feeSchedule: FEE_TEMPLATES.model_lodging.schedule,
    });
  });

  it('keeps a schedule written through the API when the tariff is saved', async () => {
    const custom = { tiers: [{ daysBefore: 3, percent: 50 }] };
    const put = saving();
    const user = openTariff(buildView({ booking: { holdMinutes: 60, feeSchedule: custom } }), {
      'PUT /api/v1/Tariff/tf_tea': put,
    });
    expect(await screen.findByLabelText('Cancellation fees')).toHaveValue('custom');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(bodyOf(put).booking).toEqual({ holdMinutes: 60, feeSchedule: custom });
  });
});

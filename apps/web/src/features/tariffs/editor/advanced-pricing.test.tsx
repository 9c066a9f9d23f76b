import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TariffDoc } from '@tourtariff/shared';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateSupplier, rolesWith } from '../../../../test/spaces';
import type { TariffView } from '../api/types';
import { buildDoc, buildView, supplierAccess } from '../test/fixtures';

function openTariff(tariff: TariffView, api: ApiStubs = {}, language: 'en' | 'jp' = 'en') {
  const user = userEvent.setup();
  stubSession(signedIn(supplierAccess), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateSupplier] })),
    [`GET /api/v1/Tariff/${tariff.key}`]: () => Response.json(tariff),
    ...api,
  });
  renderAt(`/${language}/tariff/list/${tariff.key}`);
  return user;
}

// Date inputs take the whole value at once in jsdom; other inputs are filled the same way to keep the test quick.
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const bodyOf = (mock: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((mock.mock.calls[0]?.[0] as RequestInit | undefined)?.body)) as TariffDoc;

/** A ryokan sheet (docs/product-decisions.md §12) as stored: a special day, charges, a band, day-typed rates. */
const ryokanSheet = buildDoc({
  category: 'accommodation',
  rates: [
    {
      season: null,
      unit: 'per_person',
      pax_min: 1,
      pax_max: 4,
      adult: 20_000,
      child: null,
      occupancy: 2,
      day_type: 'GW',
      single_supplement: 5_000,
    },
  ],
  special_days: [{ name: { jp: 'GW', en: 'Golden Week' }, from: '2025-04-29', to: '2025-05-05' }],
  marked_days: ['2025-08-16'],
  charges: { service_percent: 15, bath_tax: { per_night: 150, exempt_under_age: 12 }, lodging_tax: 'kyoto' },
  age_bands: [
    {
      key: 'elementary',
      name: { jp: '小学生', en: 'Elementary school' },
      age_min: 6,
      age_max: 12,
      percent: 70,
      fixed: null,
      counts_for_occupancy: true,
    },
  ],
});

describe('advanced pricing in the tariff editor (docs/product-decisions.md §12)', () => {
  it('stays closed on a simple tariff and saves its document without any new field', async () => {
    const put = vi.fn((init?: RequestInit) => Response.json(buildView(JSON.parse(String(init?.body)))));
    const user = openTariff(buildView(), { 'PUT /api/v1/Tariff/tf_tea': put });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const doc = bodyOf(put);
    expect(doc).not.toHaveProperty('charges');
    expect(doc).not.toHaveProperty('special_days');
    expect(doc).not.toHaveProperty('age_bands');
    expect(doc.rates[0]).toEqual({
      season: '繁忙期',
      unit: 'per_person',
      pax_min: 1,
      pax_max: 8,
      adult: 8000,
      child: null,
    });
    expect(screen.queryByLabelText('Occupancy 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open advanced pricing' })).toBeInTheDocument();
  });

  it('adds a special day, a marked day and a day-typed occupancy rate, and sends them', async () => {
    const put = vi.fn((init?: RequestInit) => Response.json(buildView(JSON.parse(String(init?.body)))));
    const user = openTariff(buildView(), { 'PUT /api/v1/Tariff/tf_tea': put });
    await user.click(await screen.findByRole('button', { name: 'Open advanced pricing' }));

    await user.click(screen.getByRole('button', { name: 'Add special day' }));
    fill(screen.getByLabelText('Special day name (Japanese) 1'), '年末年始');
    fill(screen.getByLabelText('Special day name (English) 1'), 'Year end');
    setDate('Special day start 1', '2025-12-29');
    setDate('Special day end 1', '2026-01-03');
    await user.click(screen.getByRole('button', { name: 'Add date' }));
    setDate('Marked date 1', '2025-08-16');
    fill(screen.getByLabelText('Occupancy 1'), '2');
    await user.selectOptions(screen.getByLabelText('Day type 1'), 'Year end');
    fill(screen.getByLabelText('Single supplement 1'), '3,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const doc = bodyOf(put);
    expect(doc.rates[0]).toMatchObject({ occupancy: 2, day_type: '年末年始', single_supplement: 3000 });
    expect(doc.special_days).toEqual([
      { name: { jp: '年末年始', en: 'Year end' }, from: '2025-12-29', to: '2026-01-03' },
    ]);
    expect(doc.marked_days).toEqual(['2025-08-16']);
    expect(doc).not.toHaveProperty('charges');
  });

  it('sets the charges from their usual start and fills in the usual age bands, and sends them', async () => {
    const put = vi.fn((init?: RequestInit) => Response.json(buildView(JSON.parse(String(init?.body)))));
    const user = openTariff(buildView(), { 'PUT /api/v1/Tariff/tf_tea': put });
    await user.click(await screen.findByRole('button', { name: 'Open advanced pricing' }));

    await user.click(screen.getByRole('button', { name: 'Set service charge and taxes' }));
    expect(screen.getByLabelText('Bathing tax (per person per night) (JPY)')).toHaveValue('150');
    fill(screen.getByLabelText('Service charge (%)'), '15');
    await user.selectOptions(screen.getByLabelText('Accommodation tax'), 'Kyoto City');
    await user.click(screen.getByRole('button', { name: /Fill in the usual bands/ }));
    expect(screen.getByLabelText('Band name (Japanese) 1')).toHaveValue('小学生');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const doc = bodyOf(put);
    expect(doc.charges).toEqual({
      service_percent: 15,
      bath_tax: { per_night: 150, exempt_under_age: 12 },
      lodging_tax: 'kyoto',
    });
    expect(doc.age_bands?.map((band) => [band.key, band.percent, band.fixed])).toEqual([
      ['elementary', 70, null],
      ['infant_meal_bed', 50, null],
      ['infant_no_meal', 30, null],
      ['baby', null, 0],
    ]);
  });

  it('opens by itself on a tariff that uses the dimensions, in Japanese, and keeps a rate on its renamed special day', async () => {
    const put = vi.fn((init?: RequestInit) => Response.json(buildView(JSON.parse(String(init?.body)))));
    const user = openTariff(buildView({}, ryokanSheet), { 'PUT /api/v1/Tariff/tf_tea': put }, 'jp');
    expect(await screen.findByRole('heading', { name: '詳細な料金設定' })).toBeInTheDocument();
    expect(screen.getByLabelText('室利用人数 1')).toHaveValue('2');
    expect(screen.getByLabelText('1名利用追加料金 1')).toHaveValue('5000');
    expect(screen.getByLabelText('宿泊税')).toHaveDisplayValue('京都市');
    const dayType = screen.getByLabelText('曜日区分 1');
    expect(
      within(dayType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全日', '平日', '休前日', '休日', 'GW']);
    fill(screen.getByLabelText('特定日名（日本語） 1'), 'ゴールデンウィーク');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(bodyOf(put).rates[0]?.day_type).toBe('ゴールデンウィーク');
  });

  it('shows the server’s band and charge issues beside their inputs', async () => {
    const refusal = {
      error: {
        code: 'request.invalid',
        message: 'Invalid request',
        fields: [
          { field: 'body.age_bands.0.percent', rule: 'one_of', message: 'set exactly one', params: {} },
          {
            field: 'body.charges.bath_tax.per_night',
            rule: 'too_big',
            message: 'Too big',
            params: { maximum: 10 },
          },
        ],
      },
    };
    const put = vi.fn((_init?: RequestInit) => Response.json(refusal, { status: 400 }));
    const user = openTariff(buildView({}, ryokanSheet), { 'PUT /api/v1/Tariff/tf_tea': put });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const amount = screen.getByLabelText('Percent or amount 1');
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription('Set exactly one of percent and amount.');
    expect(screen.getByLabelText('Bathing tax (per person per night) (JPY)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

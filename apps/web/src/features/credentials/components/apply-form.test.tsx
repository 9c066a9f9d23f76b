import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { guideSpace, rolesWith } from '../../../../test/spaces';
import { licensedGuide, ok } from '../test/fixtures';

const guideProfile = {
  space: 'g1',
  name: 'Hanako',
  licence: { type: 'national', number: '', prefecture: '26', region: '' },
  lastTraining: '2025-10-01',
  languages: [
    { code: 'ja', level: 'native' },
    { code: 'en', level: 'fluent' },
  ],
};

function open(api: ApiStubs, path = '/en/profile/g1/wallet?tab=apply') {
  const fetchMock = stubSession(signedIn(['tourtariff:guide']), {
    'GET /api/profile': () => Response.json(rolesWith({ guide: guideSpace })),
    'GET /api/v1/Guide/g1/profile': () => Response.json(guideProfile),
    'POST /core/schema/list': () => ok({ items: [licensedGuide] }),
    'POST /core/wallet/list': () => ok({ items: [] }),
    'POST /core/wallet/proof': () => ok({ items: [] }),
    'POST /core/issue/list': () => ok({ items: [] }),
    ...api,
  });
  renderAt(path);
  return { user: userEvent.setup(), fetchMock };
}

const bodyOf = (call: RequestInit | undefined) => JSON.parse(String(call?.body));

describe('applying for a credential: the form made from the schema', () => {
  it('labels every claim by its display name, starts from the guide profile and checks the schema before sending', async () => {
    const apply = vi.fn((_init?: RequestInit) => ok({ id: 'a1', state: 'pending' }));
    const { user } = open({ 'POST /core/issue/data0': apply });
    const form = await screen.findByTestId('apply-form');
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Hanako');
    expect(within(form).getByLabelText(/^Licence type/)).toHaveValue('全国通訳案内士');
    expect(within(form).getByLabelText(/^Registering prefecture/)).toHaveValue('京都府');
    expect(within(form).getByLabelText(/^Languages/)).toHaveValue('ja, en');
    expect(within(form).getByLabelText(/^Last training/)).toHaveValue('2025-10-01');

    await user.click(within(form).getByRole('button', { name: 'Submit application' }));
    expect(within(form).getByLabelText(/^Licence number/)).toHaveAccessibleDescription('Enter this field.');
    expect(apply).not.toHaveBeenCalled();
  });

  it('sends the claims as the schema types them, the sealed evidence, as the guide space', async () => {
    const save = vi.fn((_init?: RequestInit) =>
      ok({ hash: 'bafkreievidence', type: 'image/png', key: 'k1' }),
    );
    const apply = vi.fn((_init?: RequestInit) => ok({ id: 'a1', state: 'pending' }));
    const { user } = open({ 'POST /core/storage/save': save, 'POST /core/issue/data0': apply });
    const form = await screen.findByTestId('apply-form');
    await user.type(within(form).getByLabelText(/^Licence number/), 'KYO-42');
    await user.clear(within(form).getByLabelText(/^Languages/));
    await user.type(within(form).getByLabelText(/^Languages/), 'en、fr');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText(/^Evidence/), photo);
    await within(form).findByText('card.png');
    expect(bodyOf(save.mock.lastCall?.[0])).toMatchObject({ enc: true });

    await user.click(within(form).getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(apply).toHaveBeenCalledOnce());
    expect(bodyOf(apply.mock.lastCall?.[0])).toEqual({
      vct: licensedGuide.vct,
      claims: {
        name: 'Hanako',
        licence_type: '全国通訳案内士',
        licence_number: 'KYO-42',
        prefecture: '京都府',
        languages: ['en', 'fr'],
        last_training: '2025-10-01',
      },
      evidence: [{ hash: 'bafkreievidence', name: 'card.png', key: 'k1' }],
    });
    expect(new Headers(apply.mock.lastCall?.[0]?.headers).get('X-TourTariff-Space')).toBe('g1');
    expect(await screen.findByTestId('wallet-notice')).toHaveTextContent('Application sent.');
  });

  it('puts a refused claim beside its field, in the reader’s language', async () => {
    const refusal = {
      status: 10,
      message: 'claims invalid',
      data: {
        code: 'credentials.claims_invalid',
        fields: [{ field: 'body.claims.licence_number', rule: 'too_big', message: 'too long', params: {} }],
      },
    };
    const { user } = open(
      { 'POST /core/issue/data0': () => Response.json(refusal) },
      '/jp/profile/g1/wallet?tab=apply',
    );
    const form = await screen.findByTestId('apply-form');
    await user.type(within(form).getByLabelText(/^登録番号/), 'KYO-42');
    await user.click(within(form).getByRole('button', { name: '申請を送信' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^登録番号/)).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});

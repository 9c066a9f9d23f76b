import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../../test/app';
import { guideSpace, rolesWith } from '../../../../test/spaces';
import { licensedGuide, ok } from '../test/fixtures';

const credential = {
  id: 'c1',
  vct: licensedGuide.vct,
  name: { jp: '通訳案内士', en: 'Licensed guide' },
  issuer: { space: 'admin', name: 'TourTariff' },
  holder: { space: 'g1', name: 'Hanako' },
  issuedAt: '2026-11-01T00:00:00Z',
  expiresAt: '2027-11-01T00:00:00Z',
  state: 'valid',
  claims: { licence_type: '全国通訳案内士' },
  display: licensedGuide.display,
};

describe('a credential offered to an external wallet', () => {
  it('makes an OpenID4VCI link for a valid credential and shows its one-time code', async () => {
    const offer = vi.fn((_init?: RequestInit) =>
      ok({
        id: 'o1',
        offer_uri: 'openid-credential-offer://?credential_offer=%7B%7D',
        offer: {},
        tx_code: '123456',
        expiresAt: '2026-11-26T10:15:00Z',
      }),
    );
    stubSession(signedIn(['tourtariff:guide']), {
      'GET /api/profile': () => Response.json(rolesWith({ guide: guideSpace })),
      'GET /api/v1/Guide/g1/profile': () =>
        Response.json({
          space: 'g1',
          name: 'Hanako',
          licence: { type: 'national', number: '', prefecture: '26', region: '' },
          lastTraining: '2025-10-01',
          languages: [{ code: 'en', level: 'fluent' }],
        }),
      'POST /core/schema/list': () => ok({ items: [licensedGuide] }),
      'POST /core/wallet/list': () => ok({ items: [credential] }),
      'POST /core/wallet/get': () => ok({ ...credential, presentations: [] }),
      'POST /core/wallet/proof': () => ok({ items: [] }),
      'POST /core/issue/list': () => ok({ items: [] }),
      'POST /core/wallet/offer': offer,
    });
    renderAt('/en/profile/g1/wallet');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('credential-toggle'));
    await user.click(await screen.findByTestId('external-offer-button'));
    const panel = screen.getByTestId('external-offer');
    expect(await within(panel).findByTestId('external-offer-code')).toHaveTextContent('123456');
    expect(within(panel).getByLabelText('OpenID4VCI link')).toHaveValue(
      'openid-credential-offer://?credential_offer=%7B%7D',
    );
    expect(JSON.parse(String(offer.mock.calls[0]?.[0]?.body))).toEqual({ credential: 'c1' });
  });
});

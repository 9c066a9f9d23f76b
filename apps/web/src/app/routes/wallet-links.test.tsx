import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
import { guideSpace, rolesWith } from '../../../test/spaces';

const ok = (data: unknown) => Response.json({ status: 0, message: 'ok', data });

function open(path: string, verifier: string) {
  stubSession(signedIn(['tourtariff:guide']), {
    'GET /api/profile': () => Response.json(rolesWith({ guide: guideSpace })),
    'POST /core/query/get': () => ok({ id: 'r1', verifier: { space: verifier, name: 'x' } }),
  });
  return renderAt(path);
}

const where = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the links of credential notifications', () => {
  it('/wallet opens the wallet of the space the user works in', async () => {
    const router = open('/en/wallet', 'g1');
    await waitFor(() => expect(where(router)).toBe('/en/profile/g1/wallet'));
  });

  it('a request opens the requests sent for its verifier', async () => {
    const router = open('/en/wallet/requests/r1', 'g1');
    await waitFor(() => expect(where(router)).toBe('/en/profile/g1/wallet?tab=sent'));
  });

  it('and the requests received for its holder', async () => {
    const router = open('/jp/wallet/requests/r1', 'buyer-space');
    await waitFor(() => expect(where(router)).toBe('/jp/profile/g1/wallet?tab=requests'));
  });
});

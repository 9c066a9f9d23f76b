import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
import { corporateBuyer, rolesWith } from '../../../test/spaces';

const ok = (data: unknown) => Response.json({ status: 0, message: 'ok', data });

const guide = (space: string, name: string) => ({
  space,
  name,
  person: { name, furigana: null },
  photo: '',
  licence: 'national',
  languages: [{ code: 'en', level: 'fluent' }],
  regions: ['26'],
  rating: null,
  rates: { fullDay: 32000, halfDay: 24000, overtimeHour: 2000 },
});

const badge = {
  kind: 'guide',
  vct: 'http://localhost:3000/vct/licensed-guide',
  issuer: { space: 'admin', name: 'TourTariff' },
  issuedAt: '2026-11-20T01:00:00.000Z',
  checkedAt: '2026-11-26T01:00:00.000Z',
  verified: ['licence_type', 'languages'],
};

describe('verified badges on the Guides tab', () => {
  it('asks for every card’s badges in one query/wallet-of call and shows the tooltip of what was verified', async () => {
    const walletOf = vi.fn((_init?: RequestInit) => ok({ items: { g1: [badge], g2: [] } }));
    stubSession(signedIn(['tourtariff:buyer']), {
      'GET /api/profile': () => Response.json(rolesWith({ corporate: [corporateBuyer] })),
      'POST /api/v1/Guide/search': () =>
        Response.json({ items: [guide('g1', '山田花子'), guide('g2', '佐藤太郎')], next: null }),
      'POST /api/guide/aggregate': () => Response.json({ items: [] }),
      'POST /core/query/wallet-of': walletOf,
      'POST /core/schema/list': () =>
        ok({
          items: [
            {
              vct: badge.vct,
              display: {
                licence_type: { jp: '資格の種類', en: 'Licence type' },
                languages: { jp: '言語', en: 'Languages' },
              },
            },
          ],
        }),
    });
    renderAt('/en/search?kind=guides');
    const cards = await screen.findAllByTestId('guide-card');
    expect(cards).toHaveLength(2);
    const [verified, other] = cards as [HTMLElement, HTMLElement];
    const shown = await within(verified).findByTestId('verified-badge');
    expect(within(shown).getByRole('button')).toHaveAccessibleName('Licensed');
    await waitFor(() =>
      expect(within(shown).getByRole('tooltip')).toHaveTextContent('Licence type, Languages'),
    );
    expect(within(shown).getByRole('button')).toHaveAccessibleDescription(/Verified by TourTariff/);
    expect(within(other).queryByTestId('verified-badge')).toBeNull();
    expect(walletOf).toHaveBeenCalledOnce();
    expect(JSON.parse(String(walletOf.mock.lastCall?.[0]?.body))).toEqual({ spaces: ['g1', 'g2'] });
  });
});

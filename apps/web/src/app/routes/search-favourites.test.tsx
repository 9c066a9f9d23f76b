import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
import { corporateBuyer, rolesWith } from '../../../test/spaces';
import { hit, page } from '../../features/tariffs/search/test/hits';

const favourites = 'GET /api/doc/favourites?space=c1&limit=100';
const stored = (id: string, tariff: string) => ({
  id,
  collection: 'favourites',
  space: 'c1',
  permission: 'write',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  doc: { tariff },
});

/** A buyer of space c1 on /en/search, whose favourites start as `kept`; the stubs keep them as the server would. */
function open(kept: string[]) {
  window.sessionStorage.setItem('current_profile_key', 'c1');
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'buyer');
  let items = kept.map((tariff, i) => stored(`dc_${i}`, tariff));
  const fetch = stubSession(signedIn(['tourtariff:buyer:owner']), {
    'GET /api/profile': () =>
      Response.json(rolesWith({ corporate: [{ ...corporateBuyer, memberRole: 'owner' }] })),
    'POST /api/v1/Tariff/search': () => Response.json(page([hit('tf_a'), hit('tf_b')])),
    [favourites]: () => Response.json({ items, next: null }),
    'POST /api/doc/favourites?space=c1': (init) => {
      const made = stored('dc_new', JSON.parse(String(init?.body)).tariff);
      items = [...items, made];
      return Response.json(made);
    },
    'DELETE /api/doc/favourites/dc_0': () => {
      items = items.filter((d) => d.id !== 'dc_0');
      return Response.json({ id: 'dc_0', deleted: true });
    },
  });
  renderAt('/en/search?q=tea');
  return { fetch, user: userEvent.setup() };
}

describe('the favourite heart on search cards', () => {
  it('adds a tariff to the space’s favourites and shows it pressed', async () => {
    const { fetch, user } = open([]);
    const [card] = await screen.findAllByTestId('result-card');
    const heart = await within(card as HTMLElement).findByRole('button', {
      name: 'Add “Tea ceremony tf_a” to favourites',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() =>
      expect(
        within(card as HTMLElement).getByRole('button', {
          name: 'Remove “Tea ceremony tf_a” from favourites',
        }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    const posted = fetch.mock.calls.find(
      ([url, init]) => url === '/api/doc/favourites?space=c1' && init?.method === 'POST',
    );
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ tariff: 'tf_a' });
  });

  it('takes a favourite away again', async () => {
    const { user } = open(['tf_b']);
    const cards = await screen.findAllByTestId('result-card');
    const heart = await within(cards[1] as HTMLElement).findByRole('button', {
      name: 'Remove “Tea ceremony tf_b” from favourites',
    });
    await user.click(heart);
    await waitFor(() =>
      expect(
        within(cards[1] as HTMLElement).getByRole('button', {
          name: 'Add “Tea ceremony tf_b” to favourites',
        }),
      ).toHaveAttribute('aria-pressed', 'false'),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { queueItems, tariffView } from './test/fixtures';

const admin = signedIn(['tourtariff:user', 'tourtariff:admin']);
const QUEUE = 'GET /api/tariff/admin/queue?limit=20';

function open(api: ApiStubs, path = '/en/tariff/admin') {
  const fetch = stubSession(admin, api);
  renderAt(path);
  return { fetch, user: userEvent.setup() };
}

describe('/tariff/admin Tariff Correction', () => {
  it('lists the review queue oldest first: title, supplier, new tariff or revision, submitted when', async () => {
    open({ [QUEUE]: () => Response.json({ items: queueItems, next: null }) });
    const rows = await screen.findAllByTestId('queue-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(
      within(first).getByRole('link', { name: 'Kyoto ryokan stay with dinner and breakfast' }),
    ).toHaveAttribute('href', '/en/tariff/admin/tf_ryokan');
    expect(first).toHaveTextContent('京都旅館株式会社');
    expect(first).toHaveTextContent('New tariff');
    expect(first).toHaveTextContent('2 March 2025, 10:30');
    // A revision is found by the title it was submitted with, and says how much it changes.
    expect(within(second).getByRole('link', { name: 'Kyoto ryokan stay, two meals' })).toHaveAttribute(
      'href',
      '/en/tariff/admin/tf_tea',
    );
    expect(second).toHaveTextContent('Revision v2');
    expect(second).toHaveTextContent('Changed fields: 1');
    expect(second).toHaveTextContent('p9');
  });

  it('says so when nothing waits for review', async () => {
    open({ [QUEUE]: () => Response.json({ items: [], next: null }) });
    expect(await screen.findByText('No tariffs are waiting for review.')).toBeInTheDocument();
    expect(screen.queryByTestId('queue-row')).not.toBeInTheDocument();
  });

  it('pages through the queue by cursor', async () => {
    const { user } = open({
      [QUEUE]: () => Response.json({ items: [queueItems[0]], next: 'c2' }),
      [`${QUEUE}&cursor=c2`]: () => Response.json({ items: [queueItems[1]], next: null }),
    });
    await screen.findByRole('link', { name: 'Kyoto ryokan stay with dinner and breakfast' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Kyoto ryokan stay, two meals' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(
      await screen.findByRole('link', { name: 'Kyoto ryokan stay with dinner and breakfast' }),
    ).toBeInTheDocument();
  });

  it('shows the server refusal with a retry when the queue cannot be read', async () => {
    open({
      [QUEUE]: () =>
        Response.json(
          { error: { code: 'access.forbidden', message: 'Administrators only' } },
          { status: 403 },
        ),
    });
    // The query client retries once (after a second) before it gives up.
    expect(
      await screen.findByText('You are not allowed to do this.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("lists suspended tariffs of every space on their tab, each with its space's name", async () => {
    const suspended = {
      ...tariffView({ state: 'suspended', actions: ['reinstate'] }),
      spaceName: '京都旅館株式会社',
    };
    const { user } = open({
      [QUEUE]: () => Response.json({ items: [], next: null }),
      'GET /api/v1/Tariff?state=suspended&limit=20': () => Response.json({ items: [suspended], next: null }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Suspended' }));
    const row = await screen.findByTestId('state-row');
    expect(
      within(row).getByRole('link', { name: 'Kyoto ryokan stay with dinner and breakfast' }),
    ).toHaveAttribute('href', '/en/tariff/admin/tf_ryokan');
    expect(row).toHaveTextContent('京都旅館株式会社');
    expect(row).not.toHaveTextContent('c1');
  });

  it('is in Japanese under /jp', async () => {
    open({ [QUEUE]: () => Response.json({ items: queueItems, next: null }) }, '/jp/tariff/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'タリフ修正' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: '京都の老舗旅館 一泊二食付き' })).toHaveLength(2);
    expect(screen.getByRole('tab', { name: '審査待ち' })).toBeInTheDocument();
  });
});

describe('Tariff Correction access (docs/product.md §6)', () => {
  it.each(['/en/tariff/admin', '/en/tariff/admin/tf_ryokan'])(
    'shows Permission Denied to a non-admin at %s',
    async (path) => {
      const fetch = stubSession(signedIn(['tourtariff:user', 'tourtariff:buyer:owner']));
      renderAt(path);
      expect(await screen.findByTestId('permission-denied')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Permission Denied' })).toBeInTheDocument();
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      const urls = fetch.mock.calls.map(([url]) => String(url));
      expect(urls.some((url) => url.startsWith('/api/tariff'))).toBe(false);
    },
  );
});

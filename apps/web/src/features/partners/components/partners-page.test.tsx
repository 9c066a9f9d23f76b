import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, rolesWith } from '../../../../test/spaces';
import { formatDate } from '../../../lib/locale';
import { partnership } from '../test/fixtures';

const list = (tab: string, q?: string) =>
  `GET /api/v1/Partner?space=c1&tab=${tab}&limit=20${q ? `&q=${encodeURIComponent(q)}` : ''}`;
const page =
  (items: unknown[], next: string | null = null) =>
  () =>
    Response.json({ items, next });

/** /en/partners as the owner (or another member role) of the buyer space さくらトラベル (c1). */
function open(api: ApiStubs = {}, memberRole: 'owner' | 'admin' | 'member' = 'owner', path = '/en/partners') {
  window.sessionStorage.setItem('current_profile_key', 'c1');
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'buyer');
  const user = userEvent.setup();
  const fetch = stubSession(signedIn([`tourtariff:buyer:${memberRole}`]), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [{ ...corporateBuyer, memberRole }] })),
    [list('active')]: page([partnership()]),
    ...api,
  });
  renderAt(path);
  return { user, fetch };
}

const bodyOf = (mock: ReturnType<typeof vi.fn>) => JSON.parse(String(mock.mock.calls[0]?.[0]?.body));

// The dates of the fixtures as the one date helper writes them (its style may change; these tests are about where).
const april1 = formatDate('2026-04-01T01:00:00.000Z', 'en');

describe('/partners', () => {
  it('shows each active partner with role, since-date, agreement and the tariffs the buyer sees', async () => {
    open();
    const card = await screen.findByTestId('partner-card');
    expect(within(card).getByRole('link', { name: 'Open 京都旅館株式会社' })).toHaveAttribute(
      'href',
      '/en/partners/pt_1',
    );
    expect(within(card).getByTestId('role-badge')).toHaveTextContent('Supplier');
    expect(card).toHaveTextContent(`Partners since ${april1}`);
    expect(within(card).getByTestId('partner-agreement')).toHaveTextContent('Agreement in force: 10 % off');
    expect(within(card).getByTestId('partner-tariffs')).toHaveTextContent('4 tariffs visible to you');
    expect(screen.getByRole('link', { name: 'Find new partners' })).toHaveAttribute(
      'href',
      '/en/partners/directory',
    );
  });

  it('accepts a received request at once and says so in a message dialog', async () => {
    const request = partnership({
      key: 'pt_2',
      state: 'requested',
      since: null,
      agreement: null,
      direction: 'received',
      message: 'Shall we work together?',
      actions: ['active', 'declined'],
    });
    const patch = vi.fn(() => Response.json({ ...request, state: 'active' }));
    const { user } = open({
      [list('received')]: page([request]),
      'PATCH /api/v1/Partner/pt_2/active': patch,
    });
    await user.click(await screen.findByRole('tab', { name: 'Requests received' }));
    const card = await screen.findByTestId('partner-card');
    expect(card).toHaveTextContent('Shall we work together?');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    const done = await screen.findByTestId('partner-done');
    expect(done).toHaveTextContent('京都旅館株式会社 is now your trading partner.');
    expect(patch).toHaveBeenCalledTimes(1);
    expect(bodyOf(patch)).toEqual({});
  });

  it('ends a partnership only after confirming, sending the optional reason', async () => {
    const patch = vi.fn(() => Response.json(partnership({ state: 'ended' })));
    const { user } = open({ 'PATCH /api/v1/Partner/pt_1/ended': patch });
    await user.click(await screen.findByRole('button', { name: 'End partnership' }));

    const dialog = await screen.findByTestId('partner-end-dialog');
    expect(dialog).toHaveTextContent('End the partnership with 京都旅館株式会社?');
    expect(patch).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Season over');
    await user.click(within(dialog).getByRole('button', { name: 'End partnership' }));

    expect(await screen.findByTestId('partner-done')).toHaveTextContent(
      'The partnership with 京都旅館株式会社 has ended.',
    );
    expect(bodyOf(patch)).toEqual({ reason: 'Season over' });
  });

  it('shows the server refusal in the reader’s words when an end is refused', async () => {
    const { user } = open({
      'PATCH /api/v1/Partner/pt_1/ended': () =>
        Response.json(
          { error: { code: 'partner.state_conflict', message: 'x', params: { from: 'ended', to: 'ended' } } },
          { status: 409 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'End partnership' }));
    const dialog = await screen.findByTestId('partner-end-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'End partnership' }));
    expect(await screen.findByTestId('partner-action-error')).toHaveTextContent(
      'This partnership cannot move from “ended” to “ended” now.',
    );
  });

  it('shows members the same cards without actions, and says why', async () => {
    open({}, 'member');
    const card = await screen.findByTestId('partner-card');
    // No partnership moves; writing to the partner (the route's Message button) is for members too.
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Message']);
    expect(screen.getByTestId('partners-read-only')).toBeInTheDocument();
  });

  it('says when a tab is empty, and when loading failed offers a retry', async () => {
    let fail = true;
    const { user } = open({
      [list('sent')]: page([]),
      [list('past')]: () =>
        fail ? new Response('boom', { status: 500 }) : Response.json({ items: [], next: null }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Requests sent' }));
    expect(await screen.findByTestId('partners-empty')).toHaveTextContent('You have no pending requests.');

    await user.click(screen.getByRole('tab', { name: 'Past partners' }));
    const error = await screen.findByTestId('partners-error', {}, { timeout: 5000 });
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('partners-empty')).toHaveTextContent('No past partners.');
  });

  it('searches by name and pages with the cursor', async () => {
    const other = partnership({
      key: 'pt_9',
      partner: { ...partnership().partner, key: 'sp_x', name: '奈良観光' },
    });
    const { user } = open({
      [list('active', '京都')]: page([partnership()], 'c2'),
      'GET /api/v1/Partner?space=c1&tab=active&limit=20&q=%E4%BA%AC%E9%83%BD&cursor=c2': page([other]),
    });
    await screen.findByTestId('partner-card');
    await user.type(screen.getByLabelText('Search by name'), '京都');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('奈良観光')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });

  it('opens the tab the address names', async () => {
    open(
      { [list('past')]: page([partnership({ state: 'ended', actions: [], reason: 'Closed' })]) },
      'owner',
      '/en/partners?tab=past',
    );
    const card = await screen.findByTestId('partner-card');
    expect(within(card).getByTestId('partner-state')).toHaveTextContent('Ended');
    expect(card).toHaveTextContent('Reason: Closed');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Past partners' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('exports every page of the tab as a CSV file, in the reader’s language', async () => {
    const files: Blob[] = [];
    // jsdom has no object URLs: this one keeps the file the page hands to the browser.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => {
      Object.assign(URL, saved);
    });
    URL.createObjectURL = (blob: Blob) => {
      files.push(blob);
      return 'blob:partners';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const second = partnership({
      key: 'pt_2',
      partner: { ...partnership().partner, key: 'sp_y', name: 'Nara, "old" town' },
    });
    const { user } = open({
      'GET /api/v1/Partner?space=c1&tab=active&limit=100': page([partnership()], 'n2'),
      'GET /api/v1/Partner?space=c1&tab=active&limit=100&cursor=n2': page([second]),
    });
    await screen.findByTestId('partner-card');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // Blob.text() decodes UTF-8 and drops the byte-order mark (csv.test.ts checks it is written).
    const text = await (files[0] as Blob).text();
    expect(text.split('\r\n')).toEqual([
      'Name,Key,Role,State,Since,Agreement,Discount (%),Tariffs visible',
      `京都旅館株式会社,sp_kyoto,Supplier,Active,${april1},Agreement in force: 10 % off,10,4`,
      `"Nara, ""old"" town",sp_y,Supplier,Active,${april1},Agreement in force: 10 % off,10,4`,
      '',
    ]);
  });

  it('speaks Japanese on /jp/partners, dates included', async () => {
    open({}, 'owner', '/jp/partners');
    expect(await screen.findByRole('heading', { level: 1, name: '取引先' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '取引中',
      '受信した申請',
      '送信した申請',
      '過去の取引先',
    ]);
    const card = await screen.findByTestId('partner-card');
    expect(card).toHaveTextContent(`${formatDate('2026-04-01T01:00:00.000Z', 'jp')}から取引中`);
    expect(within(card).getByRole('button', { name: '取引を終了する' })).toBeInTheDocument();
  });

  it('shows Permission Denied to a user who cannot have partners (a guide)', async () => {
    stubSession(signedIn(['tourtariff:guide']), { 'GET /api/profile': () => Response.json(rolesWith()) });
    renderAt('/en/partners');
    expect(await screen.findByTestId('permission-denied')).toBeInTheDocument();
  });
});

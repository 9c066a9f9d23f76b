import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, rolesWith } from '../../../../test/spaces';
import { pricedProposal, storedProposal } from '../test/fixtures';

const tariff = (key: string, en: string) => () =>
  Response.json({ key, title: { jp: en, en }, summary: { jp: '', en: '' } });

/** /en/proposals as the owner of the buyer space さくらトラベル (c1), with one proposal. */
function open(api: ApiStubs = {}) {
  window.sessionStorage.setItem('current_profile_key', 'c1');
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'buyer');
  const user = userEvent.setup();
  const fetch = stubSession(signedIn(['tourtariff:buyer:owner']), {
    'GET /api/profile': () =>
      Response.json(rolesWith({ corporate: [{ ...corporateBuyer, memberRole: 'owner' }] })),
    'GET /api/doc/proposals?space=c1&limit=100': () => Response.json({ items: [storedProposal], next: null }),
    'GET /api/doc/proposals/dc_1/prices': () =>
      Response.json({ ...pricedProposal, markup: 15, publicTotals: [60000, 66000] }),
    'GET /api/v1/Tariff/tf_tea': tariff('tf_tea', 'Tea ceremony'),
    'GET /api/v1/Tariff/tf_kimono': tariff('tf_kimono', 'Kimono walk'),
    'GET /api/acl/dc_1': () => Response.json({ id: 'dc_1', owner: 'c1', entries: [] }),
    ...api,
  });
  renderAt('/en/proposals');
  return { user, fetch };
}

const bodyOf = (fetch: ReturnType<typeof stubSession>, call: string) => {
  const [method, url] = call.split(' ');
  const found = fetch.mock.calls.find(([u, init]) => u === url && init?.method === method);
  return found ? JSON.parse(String(found[1]?.body)) : undefined;
};

describe('/proposals', () => {
  it('shows the tariffs in order with the marked-up prices beside the public totals, and the client link', async () => {
    open();
    const editor = await screen.findByTestId('proposal-editor');
    await waitFor(() =>
      expect(
        within(editor)
          .getAllByTestId('proposal-item')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('Tea ceremony'), expect.stringContaining('Kimono walk')]),
    );
    const prices = await within(editor).findByTestId('proposal-prices');
    expect(prices).toHaveTextContent('Adult ¥8625 × 8');
    expect(prices).toHaveTextContent('¥60,000');
    expect(within(editor).getByTestId('client-link-url')).toHaveAttribute(
      'href',
      `${window.location.origin}/p/AbCdEfGhIj`,
    );
  });

  it('moves a tariff down by saving the proposal with the two swapped', async () => {
    const { user, fetch } = open({
      'PUT /api/doc/proposals/dc_1': (init) =>
        Response.json({ ...storedProposal, doc: JSON.parse(String(init?.body)) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Move “Tea ceremony” down' }));
    await waitFor(() => expect(bodyOf(fetch, 'PUT /api/doc/proposals/dc_1')).toBeDefined());
    expect(bodyOf(fetch, 'PUT /api/doc/proposals/dc_1')).toMatchObject({
      items: [{ tariff: 'tf_kimono' }, { tariff: 'tf_tea' }],
      markup: 15,
      group: { adults: 8, children: 0 },
    });
  });

  it('creates a client link that lasts to the end of the chosen day', async () => {
    const { user, fetch } = open({
      'POST /api/doc/proposals/dc_1/link': () =>
        Response.json({ id: 'ZyXwVuTsRq', path: '/p/ZyXwVuTsRq', exp: '2027-01-31T14:59:59.000Z' }),
    });
    const until = await screen.findByLabelText('Valid until (this day)');
    await user.clear(until);
    await user.type(until, '2027-01-31');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(bodyOf(fetch, 'POST /api/doc/proposals/dc_1/link')).toBeDefined());
    expect(bodyOf(fetch, 'POST /api/doc/proposals/dc_1/link')).toEqual({
      exp: new Date('2027-01-31T23:59:59').toISOString(),
    });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerDirectoryEntry } from '@tourtariff/shared';
import { describe, expect, it, vi } from 'vitest';
import { type ApiStubs, renderAt, signedIn, stubSession } from '../../../../test/app';
import { corporateBuyer, rolesWith } from '../../../../test/spaces';

const hanako: PartnerDirectoryEntry = {
  key: 'sp_hanako',
  name: '京都 花子',
  avatar: null,
  logo: null,
  kind: 'personal',
  role: 'supplier',
  prefectures: ['26'],
  categories: ['activity', 'meal'],
  tariffs: 2,
  relation: null,
};
const ryokan: PartnerDirectoryEntry = {
  ...hanako,
  key: 'sp_kyoto',
  name: '京都旅館株式会社',
  kind: 'corporate',
  relation: { key: 'pt_1', state: 'active', direction: 'sent' },
};

const directory = (query = '') => `GET /api/v1/Partner/directory?space=c1&limit=20${query}`;

function open(api: ApiStubs = {}, memberRole: 'owner' | 'member' = 'owner') {
  window.sessionStorage.setItem('current_profile_key', 'c1');
  window.sessionStorage.setItem('current_profile_type', 'corporate');
  window.sessionStorage.setItem('current_profile_role', 'buyer');
  stubSession(signedIn([`tourtariff:buyer:${memberRole}`]), {
    'GET /api/profile': () => Response.json(rolesWith({ corporate: [{ ...corporateBuyer, memberRole }] })),
    [directory()]: () => Response.json({ items: [hanako, ryokan], next: null }),
    ...api,
  });
  renderAt('/en/partners/directory');
  return userEvent.setup();
}

describe('the partner directory', () => {
  it('lists supplier spaces with where and what they sell; partners are marked, not offered a request', async () => {
    open();
    const [first, second] = await screen.findAllByTestId('directory-card');
    expect(first).toHaveTextContent('京都 花子');
    expect(first).toHaveTextContent('Kyoto');
    expect(first).toHaveTextContent('Activity・Meal');
    expect(within(first as HTMLElement).getByRole('button', { name: 'Request partnership' })).toBeEnabled();
    expect(within(second as HTMLElement).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('Already a partner');
  });

  it('sends a request with a message and confirms it', async () => {
    const post = vi.fn((_init?: RequestInit) => Response.json({}));
    const user = open({ 'POST /api/v1/Partner': post });
    const [first] = await screen.findAllByTestId('directory-card');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Request partnership' }));
    const dialog = await screen.findByTestId('request-dialog');
    expect(dialog).toHaveTextContent('Request a partnership with 京都 花子');
    await user.type(within(dialog).getByLabelText('Message'), '  Hello from Sakura  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByTestId('request-sent')).toHaveTextContent(
      'Your request was sent to 京都 花子.',
    );
    expect(JSON.parse(String(post.mock.calls[0]?.[0]?.body))).toEqual({
      space: 'c1',
      partner: 'sp_hanako',
      message: 'Hello from Sakura',
    });
  });

  it('shows a refused request in the dialog, in the reader’s words', async () => {
    const user = open({
      'POST /api/v1/Partner': () =>
        Response.json({ error: { code: 'partner.duplicate', message: 'dup' } }, { status: 409 }),
    });
    const [first] = await screen.findAllByTestId('directory-card');
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Request partnership' }));
    const dialog = await screen.findByTestId('request-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByTestId('request-error')).toHaveTextContent(
      'A request is already pending, or you are already partners.',
    );
  });

  it('searches by name, prefecture and category', async () => {
    const user = open({
      [directory('&q=%E8%8A%B1%E5%AD%90&prefecture=26&category=meal')]: () =>
        Response.json({ items: [hanako], next: null }),
    });
    await screen.findAllByTestId('directory-card');
    await user.type(screen.getByLabelText('Name'), '花子');
    await user.selectOptions(screen.getByLabelText('Prefecture'), '26');
    await user.selectOptions(screen.getByLabelText('Category'), 'meal');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => screen.getAllByTestId('directory-card').length).toBe(1);
  });

  it('offers members no request button', async () => {
    open({}, 'member');
    const [first] = await screen.findAllByTestId('directory-card');
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
  });
});

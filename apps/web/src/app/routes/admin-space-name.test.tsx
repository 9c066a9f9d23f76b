import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signedIn, stubSession } from '../../../test/app';
import { rolesWith } from '../../../test/spaces';

/** The admin space as GET /api/profile names it: in English, whatever the page's language. */
const adminSpace = {
  key: 'admin',
  name: 'Administration',
  avatar: null,
  role: 'admin',
  category: 'admin',
  industry: 'admin',
} as const;

function asAdmin(path: string) {
  window.sessionStorage.setItem('current_profile_key', 'admin');
  window.sessionStorage.setItem('current_profile_type', 'admin');
  window.sessionStorage.setItem('current_profile_role', 'admin');
  stubSession(signedIn(['tourtariff:user', 'tourtariff:admin']), {
    'GET /api/profile': () => Response.json(rolesWith({ admin: adminSpace })),
  });
  renderAt(path);
}

describe('the admin space on jp pages', () => {
  it.each(['/jp/tariff/events/list', '/jp/tariff/events/new'])(
    'is 管理者 on %s, never "Administration"',
    async (path) => {
      asAdmin(path);
      await screen.findByRole('heading', { level: 1 });
      // The page header names the space it works in, under the title.
      expect(await screen.findByText('管理者')).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent('Administration');
    },
  );

  it('reads 管理者 once in the sidebar: no role badge repeats the name', async () => {
    asAdmin('/jp/search');
    const name = await screen.findByTestId('space-switcher-name');
    await waitFor(() => expect(name).toHaveTextContent('管理者'));
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).queryByTestId('role-badge')).toBeNull();
    expect(sidebar.textContent?.match(/管理者/g)).toHaveLength(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { I18nProvider } from '../../lib/i18n/use-translation';
import type { MenuGroup } from './menu';
import { MenuSection } from './sidebar-menu';

function renderSection(group: MenuGroup) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <MenuSection group={group} activeKey={undefined} /> },
      { path: '/profile', element: <h1>profile page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nProvider i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

const items = [{ key: 'profile', labelKey: 'nav.profile', path: '/profile', rules: ['user'] }] as const;

describe('sidebar groups (docs/product.md §2)', () => {
  it('a group with a link target navigates there on select', async () => {
    const router = renderSection({ key: 'account', labelKey: 'nav.groups.account', path: '/profile', items });
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('a group without a target only opens and closes its links', async () => {
    const router = renderSection({ key: 'account', labelKey: 'nav.groups.account', items });
    const toggle = screen.getByRole('button', { name: 'Account' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/');
  });
});

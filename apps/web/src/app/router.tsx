import { useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { paths, relativePath } from '../config/paths';
import { EDIT_PARAM } from '../features/events/lib/edit-target';
import { locales } from '../lib/config';
import { LocaleRoot } from './locale-root';
import type { PageKey, RouteHandle } from './route-handle';
import { ComingSoonPage } from './routes/coming-soon';
import { EventPage } from './routes/event';
import { EventListPage } from './routes/event-list';
import { EventNewPage } from './routes/event-new';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { ProfilePage } from './routes/profile';
import { ProfileSettingPage } from './routes/profile-setting';
import { RegisterPage } from './routes/register';
import { RegisterRolePage } from './routes/register-role';
import { SearchPage } from './routes/search';
import { TariffAdminPage } from './routes/tariff-admin';
import { TariffDetailPage } from './routes/tariff-detail';
import { TariffEditorPage } from './routes/tariff-editor';
import { TariffListPage } from './routes/tariff-list';
import { TariffReviewPage } from './routes/tariff-review';
import { BareShell } from './shells/bare-shell';
import { FullShell } from './shells/full-shell';
import { tariffEditors } from './shells/menu';

type Guard = Omit<RouteHandle, 'page'>;

function page(
  key: PageKey,
  path: string,
  guard: Guard = {},
  element = <ComingSoonPage page={key} />,
): RouteObject {
  const handle: RouteHandle = { page: key, ...guard };
  return { path: relativePath(path), element, handle };
}

/** One tree of screens, mounted unprefixed and under each locale (SPEC §2: the first segment names the locale). */
function screens(): RouteObject[] {
  return [
    {
      element: <FullShell />,
      children: [
        { index: true, element: <HomePage /> },
        page('search', paths.search.path, {}, <SearchPage />),
        page('tariffDetail', paths.tariffDetail.path, {}, <TariffDetailPage />),
        page('tariffList', paths.tariffList.path, {}, <TariffListPage />),
        // A buyer sees Permission Denied rather than a form whose every save the server refuses.
        page('tariffNew', paths.tariffNew.path, { access: tariffEditors }, <TariffEditorPage />),
        page('tariffEdit', paths.tariffEdit.path, { access: tariffEditors }, <TariffEditorPage />),
        page('tariffAdmin', paths.tariffAdmin.path, { access: ['admin'] }, <TariffAdminPage />),
        page('tariffReview', paths.tariffReview.path, { access: ['admin'] }, <TariffReviewPage />),
        page('profile', paths.profile.path, {}, <ProfilePage />),
        page('profileSetting', paths.profileSetting.path, {}, <ProfileSettingPage />),
        page('profile', paths.profileSpace.path, {}, <ProfilePage />),
        page('partners', paths.partners.path),
        page('notFound', '*', {}, <NotFoundPage />),
      ],
    },
    {
      element: <BareShell />,
      children: [
        page(
          'tariffEventNew',
          paths.tariffEventNew.path,
          { withParam: { param: EDIT_PARAM, page: 'tariffEventEdit' } },
          <EventNewPage />,
        ),
        page('tariffEventList', paths.tariffEventList.path, {}, <EventListPage />),
        // The event page is meant to be shared with people who have no account (DESIGN §6).
        page('tariffEvent', paths.tariffEvent.path, { public: true }, <EventPage />),
        page('register', paths.register.path, {}, <RegisterPage />),
        page('registerRole', paths.registerRole.path, {}, <RegisterRolePage />),
      ],
    },
  ];
}

/** Shared by the browser router and by tests (createMemoryRouter), so tests exercise the real route table. */
export const routes: RouteObject[] = [
  {
    element: <LocaleRoot />,
    children: [
      ...locales.map((locale) => ({ path: `/${locale}`, children: screens() })),
      { path: '/', children: screens() },
    ],
  },
];

export function AppRouter() {
  // Created once per mount, not at import, so importing the route table never touches window.history.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}

import { type Attributes, type ComponentType, isValidElement, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { BlockSpinner } from '../components/ui/block-spinner';
import { paths, relativePath } from '../config/paths';
import { EDIT_PARAM } from '../features/events/lib/edit-target';
import { locales } from '../lib/config';
import { LocaleRoot } from './locale-root';
import type { PageKey, RouteHandle } from './route-handle';
import { BareShell } from './shells/bare-shell';
import { FullShell } from './shells/full-shell';
import { bookingEntries, jobEntries, partnerEntries, statementEntries, tariffEditors } from './shells/menu';

/**
 * Every screen is its own chunk, loaded when its route is first shown: the first page downloads
 * the shell and that one screen. While a chunk loads, the shell stays and the content area shows a spinner; on
 * later navigations React keeps the previous screen until the next one is ready (router updates are transitions).
 */
type Preloadable = { preload?: () => Promise<unknown> };

function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & Preloadable {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  function LazyPage(props: P): ReactNode {
    return (
      <Suspense fallback={<BlockSpinner />}>
        <Page {...(props as P & Attributes)} />
      </Suspense>
    );
  }
  // The module system fetches a chunk once, so an early `preload` is the very load `lazy` awaits later.
  return Object.assign(LazyPage, { preload: load });
}

const BookingsPage = lazyPage(() => import('./routes/bookings').then((module) => module.BookingsPage));
const BookingPage = lazyPage(() => import('./routes/bookings').then((module) => module.BookingPage));
const StatementsPage = lazyPage(() => import('./routes/statements').then((module) => module.StatementsPage));
const StatementPage = lazyPage(() => import('./routes/statements').then((module) => module.StatementPage));
const BookingCalendarPage = lazyPage(() =>
  import('./routes/bookings').then((module) => module.BookingCalendarPage),
);
const BookingVoucherPage = lazyPage(() =>
  import('./routes/booking-voucher').then((module) => module.BookingVoucherPage),
);
const ComingSoonPage = lazyPage(() => import('./routes/coming-soon').then((module) => module.ComingSoonPage));
const EventPage = lazyPage(() => import('./routes/event').then((module) => module.EventPage));
const EventListPage = lazyPage(() => import('./routes/event-list').then((module) => module.EventListPage));
const EventNewPage = lazyPage(() => import('./routes/event-new').then((module) => module.EventNewPage));
const HomePage = lazyPage(() => import('./routes/home').then((module) => module.HomePage));
const JobsPage = lazyPage(() => import('./routes/jobs').then((module) => module.JobsPage));
const JobDetailPage = lazyPage(() => import('./routes/jobs').then((module) => module.JobDetailPage));
const MessagesPage = lazyPage(() => import('./routes/messages').then((module) => module.MessagesPage));
const InquiryConfirmationPage = lazyPage(() =>
  import('./routes/inquiry-confirmation').then((module) => module.InquiryConfirmationPage),
);
const NotFoundPage = lazyPage(() => import('./routes/not-found').then((module) => module.NotFoundPage));
const PartnersPage = lazyPage(() => import('./routes/partners').then((module) => module.PartnersPage));
const PartnerDirectoryPage = lazyPage(() =>
  import('./routes/partner-directory').then((module) => module.PartnerDirectoryPage),
);
const PartnerDetailPage = lazyPage(() =>
  import('./routes/partner-detail').then((module) => module.PartnerDetailPage),
);
const ProposalsPage = lazyPage(() => import('./routes/proposals').then((module) => module.ProposalsPage));
const ProposalClientPage = lazyPage(() =>
  import('./routes/proposal-client').then((module) => module.ProposalClientPage),
);
const ProfilePage = lazyPage(() => import('./routes/profile').then((module) => module.ProfilePage));
const ProfileSettingPage = lazyPage(() =>
  import('./routes/profile-setting').then((module) => module.ProfileSettingPage),
);
const RegisterPage = lazyPage(() => import('./routes/register').then((module) => module.RegisterPage));
const RegisterRolePage = lazyPage(() =>
  import('./routes/register-role').then((module) => module.RegisterRolePage),
);
const SearchPage = lazyPage(() => import('./routes/search').then((module) => module.SearchPage));
const TariffAdminPage = lazyPage(() =>
  import('./routes/tariff-admin').then((module) => module.TariffAdminPage),
);
const TariffDetailPage = lazyPage(() =>
  import('./routes/tariff-detail').then((module) => module.TariffDetailPage),
);
const TariffEditorPage = lazyPage(() =>
  import('./routes/tariff-editor').then((module) => module.TariffEditorPage),
);
const TariffListPage = lazyPage(() => import('./routes/tariff-list').then((module) => module.TariffListPage));
const TariffReviewPage = lazyPage(() =>
  import('./routes/tariff-review').then((module) => module.TariffReviewPage),
);

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

/** One tree of screens, mounted unprefixed and under each locale (docs/product.md §2: the first segment names the locale). */
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
        page('wallet', paths.profileWallet.path, {}, <ProfilePage view="wallet" />),
        // The wallet is reached through the profile's chunk, which loads it: the first route's download
        // names no chunk of its own. The core's notifications link to `/wallet` and `/wallet/requests/{id}`.
        page('wallet', paths.walletLinks.path, {}, <ProfilePage view="wallet" />),
        // Only spaces that can have partners: others get Permission Denied, not an empty list.
        page('partners', paths.partners.path, { access: partnerEntries }, <PartnersPage />),
        page(
          'partnerDirectory',
          paths.partnerDirectory.path,
          { access: partnerEntries },
          <PartnerDirectoryPage />,
        ),
        page('partnerDetail', paths.partnerDetail.path, { access: partnerEntries }, <PartnerDetailPage />),
        page('messages', paths.messages.path, {}, <MessagesPage />),
        page('messages', paths.messageThread.path, {}, <MessagesPage />),
        page('proposals', paths.proposals.path, {}, <ProposalsPage />),
        // Guides take jobs and buyers post them; anyone else gets Permission Denied.
        page('jobs', paths.jobs.path, { access: jobEntries }, <JobsPage />),
        page('jobDetail', paths.jobDetail.path, { access: jobEntries }, <JobDetailPage />),
        // Buyer and supplier spaces book; anyone else gets Permission Denied.
        page('bookings', paths.bookings.path, { access: bookingEntries }, <BookingsPage />),
        page(
          'bookingCalendar',
          paths.bookingCalendar.path,
          { access: bookingEntries },
          <BookingCalendarPage />,
        ),
        page('bookingDetail', paths.bookingDetail.path, { access: bookingEntries }, <BookingPage />),
        page('statements', paths.statements.path, { access: statementEntries }, <StatementsPage />),
        page('statementDetail', paths.statementDetail.path, { access: statementEntries }, <StatementPage />),
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
        // The event page is meant to be shared with people who have no account (docs/product-decisions.md §6).
        page('tariffEvent', paths.tariffEvent.path, { public: true }, <EventPage />),
        page('inquiryConfirmation', paths.inquiryConfirmation.path, {}, <InquiryConfirmationPage />),
        page('bookingVoucher', paths.bookingVoucher.path, { access: bookingEntries }, <BookingVoucherPage />),
        // A proposal's client link is opened by someone without an account.
        page('proposalClient', paths.proposalClient.path, { public: true }, <ProposalClientPage />),
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

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The app's browser router, made by main.tsx before the session is read and the shell renders: its matches of
 * the address say which screen's chunk to start fetching at once (otherwise the first screen's chunk waits for
 * the session answer, one round trip more on a slow link). Matching the route table is a phone's longest piece of
 * start-up script, so the router's own first match serves both; a second `matchRoutes` cost a tenth of a second
 * at Lighthouse's mobile CPU (docs/performance.md "Web: what each route loads").
 */
export function createAppRouter(): AppRouterInstance {
  const router = createBrowserRouter(routes);
  const element = router.state.matches.at(-1)?.route.element;
  if (isValidElement(element)) void (element.type as Preloadable).preload?.().catch(() => {});
  return router;
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}

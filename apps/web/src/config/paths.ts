/**
 * Every app URL, without locale prefix (the router mounts each one at /, /en and /jp; docs/product.md §2). `path` is the
 * route pattern, `getHref` builds a link; build links here, never by string concatenation in components.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  search: { path: '/search', getHref: () => '/search' },
  // Detail pages sit under the list they are opened from, so the sidebar keeps that entry active.
  tariffDetail: { path: '/search/:key', getHref: (key: string) => `/search/${encodeURIComponent(key)}` },
  tariffList: { path: '/tariff/list', getHref: () => '/tariff/list' },
  tariffNew: { path: '/tariff/list/new', getHref: () => '/tariff/list/new' },
  tariffEdit: {
    path: '/tariff/list/:key',
    getHref: (key: string) => `/tariff/list/${encodeURIComponent(key)}`,
  },
  tariffAdmin: { path: '/tariff/admin', getHref: () => '/tariff/admin' },
  tariffReview: {
    path: '/tariff/admin/:key',
    getHref: (key: string) => `/tariff/admin/${encodeURIComponent(key)}`,
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  profileSetting: { path: '/profile/setting', getHref: () => '/profile/setting' },
  profileSpace: { path: '/profile/:key', getHref: (key: string) => `/profile/${encodeURIComponent(key)}` },
  // Where the core's credential notifications link: sent on to the wallet below, never linked to.
  walletLinks: { path: '/wallet/*' },
  // A space's credential wallet, under the space's profile.
  profileWallet: {
    path: '/profile/:key/wallet',
    getHref: (key: string) => `/profile/${encodeURIComponent(key)}/wallet`,
  },
  // Deliberate deviation (docs/product-decisions.md §6): the spec's Trading Partner entry has no link; ours opens this page.
  partners: { path: '/partners', getHref: () => '/partners' },
  partnerDirectory: { path: '/partners/directory', getHref: () => '/partners/directory' },
  partnerDetail: {
    path: '/partners/:key',
    getHref: (key: string) => `/partners/${encodeURIComponent(key)}`,
  },
  // The messenger: the list alone, or with one conversation open beside it.
  messages: { path: '/messages', getHref: () => '/messages' },
  messageThread: {
    path: '/messages/:key',
    getHref: (key: string) => `/messages/${encodeURIComponent(key)}`,
  },
  // Bare shell, to print: an accepted inquiry's confirmation.
  inquiryConfirmation: {
    path: '/messages/confirmation/:key',
    getHref: (key: string) => `/messages/confirmation/${encodeURIComponent(key)}`,
  },
  proposals: { path: '/proposals', getHref: () => '/proposals' },
  // Bookings (the 予約 / Bookings menu entry): each side's list, the supplier's calendar and one booking.
  bookings: { path: '/bookings', getHref: () => '/bookings' },
  statements: { path: '/statements', getHref: () => '/statements' },
  statementDetail: {
    path: '/statements/:key',
    getHref: (key: string) => `/statements/${encodeURIComponent(key)}`,
  },
  bookingCalendar: { path: '/bookings/calendar', getHref: () => '/bookings/calendar' },
  bookingDetail: {
    path: '/bookings/:key',
    getHref: (key: string) => `/bookings/${encodeURIComponent(key)}`,
  },
  // Bare shell, to print: a booking's bilingual voucher.
  bookingVoucher: {
    path: '/bookings/:key/voucher',
    getHref: (key: string) => `/bookings/${encodeURIComponent(key)}/voucher`,
  },
  // Guide jobs (docs/product-decisions.md §6 deviation: the 仕事 / Jobs menu entry). A guide's public page is /profile/{key}.
  jobs: { path: '/jobs', getHref: () => '/jobs' },
  jobDetail: { path: '/jobs/:key', getHref: (key: string) => `/jobs/${encodeURIComponent(key)}` },
  // A proposal's client link: public, in the bare shell, made by core shorturi.
  proposalClient: { path: '/p/:id', getHref: (id: string) => `/p/${encodeURIComponent(id)}` },
  tariffEventNew: { path: '/tariff/events/new', getHref: () => '/tariff/events/new' },
  tariffEventList: { path: '/tariff/events/list', getHref: () => '/tariff/events/list' },
  tariffEvent: {
    path: '/tariff/events/event/*',
    getHref: (key: string[]) => `/tariff/events/event/${key.map(encodeURIComponent).join('/')}`,
  },
  register: { path: '/register', getHref: () => '/register' },
  registerRole: { path: '/register/role', getHref: () => '/register/role' },
} as const;

/** Route patterns are nested under a locale parent, so the router needs them without the leading slash. */
export function relativePath(path: string): string {
  return path.replace(/^\//, '');
}

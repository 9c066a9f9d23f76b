import { accessEntries, linkVisible, type SpaceRole } from '@tourtariff/shared';
import { paths } from '../../config/paths';

/**
 * Every access entry of docs/product.md §6 (relative to the product key) may search. The menu only hides what a user cannot
 * use; the server enforces access (docs/product-decisions.md §4).
 */
const everyEntry = accessEntries;
const supplierMembers = ['supplier:personal', 'supplier:owner', 'supplier:admin', 'supplier:member'] as const;
const buyerEntries = ['buyer', 'buyer:owner', 'buyer:admin', 'buyer:member'] as const;
/** Who may have trading partners (docs/product.md §6 Trading Partner): the menu link and the partners pages' guard. */
export const partnerEntries = [...supplierMembers, ...buyerEntries] as const;
/** Who books (docs/product-decisions.md §15): buyer spaces book, supplier spaces sell; the 予約 / Bookings entry. */
export const bookingEntries = partnerEntries;
/** Who bills and pays monthly statements: the 請求 / Statements entry (docs/statements.md). */
export const statementEntries = partnerEntries;
/** Who has jobs (a deliberate addition to docs/product.md §6): guides take them, buyers post them. */
export const jobEntries = ['guide', 'guide:personal', ...buyerEntries] as const;
/** Who works on a supplier space's tariffs: the Tariff and Events links, and the tariff editor's guard. */
export const tariffEditors = ['creator', 'supplier', ...supplierMembers] as const;
// Plain `supplier` is left out on purpose: docs/product.md §6 lists it for Search and Tariff only.
const profileEntries = [
  'admin',
  'user',
  'agency',
  'arranger',
  'creator',
  'guide',
  'guide:personal',
  ...supplierMembers,
  ...buyerEntries,
] as const;

export type NavLabelKey =
  | 'search'
  | 'tariff'
  | 'events'
  | 'tariffCorrection'
  | 'profile'
  | 'partners'
  | 'jobs'
  | 'bookings'
  | 'statements'
  | 'setting';

export interface MenuItem {
  key: string;
  labelKey: `nav.${NavLabelKey}`;
  path: string;
  /** Shown when the user holds any of these (and the current role, if any, is among them). */
  rules: readonly string[];
}

export interface MenuGroup {
  key: string;
  labelKey: `nav.groups.${'marketplace' | 'account'}`;
  /** docs/product.md §2: a group with a link target navigates there when selected (besides opening its links). */
  path?: string;
  items: readonly MenuItem[];
}

export const menu: readonly MenuGroup[] = [
  {
    key: 'marketplace',
    labelKey: 'nav.groups.marketplace',
    items: [
      { key: 'search', labelKey: 'nav.search', path: paths.search.getHref(), rules: everyEntry },
      {
        key: 'tariff',
        labelKey: 'nav.tariff',
        path: paths.tariffList.getHref(),
        rules: tariffEditors,
      },
      // Events live in the bare shell (docs/product.md §2), so this link is their only way in from the menu.
      { key: 'events', labelKey: 'nav.events', path: paths.tariffEventList.getHref(), rules: tariffEditors },
      { key: 'bookings', labelKey: 'nav.bookings', path: paths.bookings.getHref(), rules: bookingEntries },
      // Owners and admins act on statements; members see them and are offered no moves (docs/statements.md §3).
      {
        key: 'statements',
        labelKey: 'nav.statements',
        path: paths.statements.getHref(),
        rules: statementEntries,
      },
      { key: 'jobs', labelKey: 'nav.jobs', path: paths.jobs.getHref(), rules: jobEntries },
      {
        key: 'tariffCorrection',
        labelKey: 'nav.tariffCorrection',
        path: paths.tariffAdmin.getHref(),
        rules: ['admin'],
      },
    ],
  },
  {
    key: 'account',
    labelKey: 'nav.groups.account',
    items: [
      { key: 'profile', labelKey: 'nav.profile', path: paths.profile.getHref(), rules: profileEntries },
      {
        key: 'partners',
        labelKey: 'nav.partners',
        path: paths.partners.getHref(),
        rules: partnerEntries,
      },
      {
        key: 'setting',
        labelKey: 'nav.setting',
        path: paths.profileSetting.getHref(),
        rules: profileEntries,
      },
    ],
  },
];

/** The item to highlight: the longest path equal to, or a parent of, the current unprefixed path. */
export function activeItemKey(pathname: string, groups: readonly MenuGroup[] = menu): string | undefined {
  const candidates = groups
    .flatMap((group) => group.items)
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
  return candidates.sort((a, b) => b.path.length - a.path.length)[0]?.key;
}

/**
 * The menu this user sees (docs/product.md §2): a link shows when the user holds one of its rules and, when a current role
 * is set, that role is among them; a group left without links is not shown. `currentRole` is null while the
 * current space is not known yet, so only access filters until then.
 */
export function visibleMenu(
  access: readonly string[],
  currentRole: SpaceRole | null,
  productKey: string,
  groups: readonly MenuGroup[] = menu,
): MenuGroup[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => linkVisible(access, item.rules, currentRole, productKey)),
    }))
    .filter((group) => group.items.length > 0);
}

import { parseAccessRule } from './access.ts';

/** docs/product.md §3/§4 spaces: a kind (session-storage "type") and the role the user acts in. */
export type SpaceType = 'guide' | 'personal' | 'corporate' | 'admin';
export type SpaceRole = 'guide' | 'supplier' | 'buyer' | 'admin' | 'user';
export type Industry = 'guide' | 'creator' | 'arranger' | 'admin';

export type SpaceEntry = {
  key: string;
  name: string;
  avatar?: string | null;
  picture?: string | null;
  logo?: string | null;
  role: SpaceRole;
  industry?: Industry | null;
  /** The member's role inside a corporate space. */
  memberRole?: 'owner' | 'admin' | 'member';
};

/** The roles object of GET /api/profile (docs/product.md §3). `acl`/`acls` may ride along and are ignored when listing. */
export type RolesObject = {
  guide: SpaceEntry | null;
  personal: SpaceEntry[];
  corporate: SpaceEntry[];
  admin: SpaceEntry | null;
  baseprofile: unknown;
  acl?: unknown;
  acls?: unknown;
};

export type SpaceSelection = { key: string | null; type: SpaceType | null; role: SpaceRole };

/** The only role/type pairs docs/product.md §4 keeps; anything else falls back to role user. */
const validPairs: ReadonlyArray<readonly [SpaceRole, SpaceType]> = [
  ['guide', 'guide'],
  ['supplier', 'personal'],
  ['buyer', 'corporate'],
  ['supplier', 'corporate'],
  ['admin', 'admin'],
];

export function normalizeSelection(selection: Partial<SpaceSelection>): SpaceSelection {
  const { key = null, type = null, role } = selection;
  const valid = validPairs.some(([r, t]) => r === role && t === type);
  return valid && key && role ? { key, type, role } : { key: null, type: null, role: 'user' };
}

/**
 * docs/product.md §4 default when nothing is stored: the guide space; else the first personal space (supplier); else the
 * first corporate space with the space's own role — deliberate deviation: the spec says buyer, which would give a
 * corporate supplier a buyer's menu; else the admin space; else role user.
 */
export function defaultSpace(roles: RolesObject | null | undefined): SpaceSelection {
  if (!roles) return { key: null, type: null, role: 'user' };
  if (roles.guide) return { key: roles.guide.key, type: 'guide', role: 'guide' };
  const personal = roles.personal[0];
  if (personal) return { key: personal.key, type: 'personal', role: 'supplier' };
  const corporate = roles.corporate[0];
  if (corporate) return normalizeSelection({ key: corporate.key, type: 'corporate', role: corporate.role });
  if (roles.admin) return { key: roles.admin.key, type: 'admin', role: 'admin' };
  return { key: null, type: null, role: 'user' };
}

/** Every space of the roles object with its type; only entries with an industry are listed (docs/product.md §3). */
export function listSpaces(roles: RolesObject | null | undefined): (SpaceEntry & { type: SpaceType })[] {
  if (!roles) return [];
  const all: (SpaceEntry & { type: SpaceType })[] = [
    ...(roles.guide ? [{ ...roles.guide, type: 'guide' as const }] : []),
    ...roles.personal.map((space) => ({ ...space, type: 'personal' as const })),
    ...roles.corporate.map((space) => ({ ...space, type: 'corporate' as const })),
    ...(roles.admin ? [{ ...roles.admin, type: 'admin' as const }] : []),
  ];
  return all.filter((space) => Boolean(space.industry));
}

/**
 * docs/product.md §2 sidebar rule: a link shows when the user holds at least one of its rules and, if a current role is set,
 * that role is the role segment of one of the link's rules (so `supplier` matches `supplier:owner`).
 */
export function linkVisible(
  access: readonly string[],
  rules: readonly string[],
  currentRole: SpaceRole | null | undefined,
  productKey: string,
): boolean {
  const qualified = rules.map((rule) => (rule.startsWith(`${productKey}:`) ? rule : `${productKey}:${rule}`));
  const held = new Set(access);
  if (!qualified.some((rule) => held.has(rule))) return false;
  if (!currentRole) return true;
  return qualified.some((rule) => parseAccessRule(rule)?.role === currentRole);
}

export type BadgeVariant = 'warning' | 'primary' | 'success' | 'secondary' | 'light';

/** docs/product.md §6 badges: guide amber, supplier blue, buyer green, admin grey, anything else the user fallback. */
export function badgeFor(
  role: string | null | undefined,
  industry?: string | null,
): { variant: BadgeVariant; label: string } {
  const variants: Record<string, BadgeVariant> = {
    guide: 'warning',
    supplier: 'primary',
    buyer: 'success',
    admin: 'secondary',
  };
  const known = role && role in variants ? role : 'user';
  // The label is a translation key suffix: the role name, or the guide label when the industry is guide.
  const label = industry === 'guide' ? 'guide' : known;
  return { variant: variants[known] ?? 'light', label };
}

/**
 * docs/product-decisions.md §4: the access entries a membership gives (relative to the product key). Recomputed on every request,
 * so a new space or membership shows in the menu at once.
 */
export function entriesForMembership(
  kind: 'guide' | 'personal' | 'corporate',
  role: 'guide' | 'supplier' | 'buyer',
  memberRole: 'owner' | 'admin' | 'member',
): string[] {
  if (kind === 'guide') return ['guide', 'guide:personal'];
  if (kind === 'personal') return ['creator', 'supplier:personal'];
  if (role === 'supplier') return ['creator', `supplier:${memberRole}`];
  return ['arranger', 'buyer', `buyer:${memberRole}`];
}

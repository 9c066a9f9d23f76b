/**
 * Access rules and entries (docs/product.md §3, §6). Both are colon-separated strings such as `tourtariff:supplier:owner`;
 * only the first three segments count and the second names the role. Rules written in code leave the product
 * key out (`supplier:owner`) and are qualified with the configured key, so `PRODUCT_KEY` can change.
 */

/** The access entries a user can hold (docs/product.md §6), relative to the product key. */
export const accessEntries = [
  'admin',
  'user',
  'creator',
  'guide',
  'guide:personal',
  'agency',
  'arranger',
  'supplier',
  'supplier:personal',
  'supplier:owner',
  'supplier:admin',
  'supplier:member',
  'buyer',
  'buyer:owner',
  'buyer:admin',
  'buyer:member',
] as const;

export type AccessEntry = (typeof accessEntries)[number];

export type ParsedRule = { product: string; role: string; scope: string | undefined };

/** Splits a rule into its first three segments; anything after the third is ignored, empty rules are null. */
export function parseAccessRule(rule: string): ParsedRule | null {
  const [product, role, scope] = rule.trim().split(':');
  if (!product || !role) return null;
  return { product, role, scope: scope || undefined };
}

/** The comparable form of a rule: its first three segments joined again. */
export function normalizeRule(rule: string): string | null {
  const parsed = parseAccessRule(rule);
  if (!parsed) return null;
  return [parsed.product, parsed.role, parsed.scope].filter(Boolean).join(':');
}

/** `supplier:owner` → `tourtariff:supplier:owner`; an already qualified rule is kept. */
export function qualifyRule(productKey: string, rule: string): string {
  return rule.startsWith(`${productKey}:`) ? rule : `${productKey}:${rule}`;
}

// The normalized rules of an access list, per list: a caller's list is one array for as long as its identity is
// cached, and each request asks about it more than once (the caller's admin flag, the route's guard). Lists are
// never changed in place: a grant or a revocation reads a new one.
const heldOf = new WeakMap<readonly string[], Set<string>>();
function heldRules(entries: readonly string[]): Set<string> {
  let held = heldOf.get(entries);
  if (!held) {
    held = new Set(entries.map(normalizeRule).filter((entry): entry is string => entry !== null));
    heldOf.set(entries, held);
  }
  return held;
}

// A route's guard asks about the same few rules on every request: each is qualified and normalized once. Rules
// may also come from stored lists, so the memo is emptied when it grows past what code declares.
const wantedOf = new Map<string, string | null>();
function wantedRule(rule: string, productKey: string | undefined): string | null {
  const key = `${productKey ?? ''}\u0000${rule}`;
  let wanted = wantedOf.get(key);
  if (wanted === undefined) {
    if (wantedOf.size >= 1_000) wantedOf.clear();
    wanted = normalizeRule(productKey ? qualifyRule(productKey, rule) : rule);
    wantedOf.set(key, wanted);
  }
  return wanted;
}

/**
 * True when the user holds at least one of the rules, compared on the first three segments. A `*` segment in a
 * rule matches any value in that position (`supplier:*` covers every supplier membership role).
 */
export function holdsAny(entries: readonly string[], rules: readonly string[], productKey?: string): boolean {
  const held = heldRules(entries);
  return rules.some((rule) => {
    const wanted = wantedRule(rule, productKey);
    if (!wanted) return false;
    if (!wanted.includes('*')) return held.has(wanted);
    const pattern = wanted.split(':');
    return [...held].some((entry) => {
      const segments = entry.split(':');
      return segments.length === pattern.length && pattern.every((p, i) => p === '*' || p === segments[i]);
    });
  });
}

/** Keeps only entries of this product (docs/product-decisions.md §4: a provider claim may carry other applications' roles). */
export function productEntries(entries: readonly unknown[], productKey: string): string[] {
  return entries
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => normalizeRule(entry))
    .filter((entry): entry is string => entry !== null && parseAccessRule(entry)?.product === productKey);
}

/** The role segment of an entry (`tourtariff:supplier:owner` → `supplier`). */
export function roleOf(entry: string): string | undefined {
  return parseAccessRule(entry)?.role;
}

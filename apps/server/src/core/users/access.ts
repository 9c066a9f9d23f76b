import { entriesForMembership, productEntries, qualifyRule } from '@tourtariff/shared';
import type { Membership } from '../../actor.ts';
import type { Config } from '../../config.ts';

export type AccessSubject = {
  sub: string;
  email: string;
  emailVerified: boolean;
  providerAccess: readonly string[];
};

/**
 * A user's access entries (docs/product-decisions.md §4): the provider's claim (this product's entries only), entries granted in
 * the app, `admin` for bootstrap administrators, `user` for everyone signed in, and the entries derived from the
 * user's space memberships. Pure: the caller query (or its cache) supplies the grants and memberships.
 */
export function accessEntries(
  config: Config,
  subject: AccessSubject,
  granted: readonly string[],
  memberships: readonly Membership[],
): string[] {
  const derived = memberships.flatMap((m) => entriesForMembership(m.kind, m.role, m.memberRole));
  const entries = new Set<string>([
    qualifyRule(config.productKey, 'user'),
    ...productEntries(subject.providerAccess, config.productKey),
    ...productEntries(granted, config.productKey),
    ...derived.map((entry) => qualifyRule(config.productKey, entry)),
  ]);
  // An unverified address is only a claim: anyone can sign up as the administrator's address.
  if (subject.emailVerified && config.adminEmails.includes(subject.email.toLowerCase()))
    entries.add(qualifyRule(config.productKey, 'admin'));
  return [...entries].sort();
}

/** Reads the claim at a dot path (`resource_access.tourtariff.roles`); a single string counts as a list of one. */
export function readAccessClaim(claims: Record<string, unknown>, path: string | undefined): string[] {
  if (!path) return [];
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return [];
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

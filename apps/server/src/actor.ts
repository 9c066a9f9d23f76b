import type { Identity } from '@tourtariff/shared';

/**
 * Who is calling, resolved once per request by the auth plugin (`request.actor()`) and used by every route and
 * core call. Types only: this file sits at the bottom of the layers so that plugins, core and
 * modules can all name the caller without importing each other.
 */

/**
 * The signed-in person as every API sees them (docs/product.md §3 Session.user, without tokens): the shared
 * contract, which the answers of `/api/auth/me`, `/api/auth/session` and `users/get` are checked against.
 */
export type { Identity };

export type SpaceKind = 'guide' | 'personal' | 'corporate';
export type SpaceRoleName = 'guide' | 'supplier' | 'buyer';
export type MemberRole = 'owner' | 'admin' | 'member';

/** One space the caller belongs to, as what. */
export type Membership = { space: string; kind: SpaceKind; role: SpaceRoleName; memberRole: MemberRole };

/** An integration calling with an API key of a space: that space's rights and nothing more. */
export type ApiClient = { id: string; space: string; scope: 'read' | 'write' };

export type Actor = {
  /** `user`: a person (session cookie or bearer token); `api_key`: another system with a space's key. */
  kind: 'user' | 'api_key';
  identity: Identity;
  isAdmin: boolean;
  memberships: Membership[];
  /**
   * The space the caller acts as: an API key's own space, or the space a person names in the
   * `X-TourTariff-Space` header when they belong to it; null when neither.
   */
  space: Membership | null;
  /** What `X-TourTariff-Space` said, verbatim (the admin space is no membership); null when absent. */
  spaceHeader: string | null;
  /** The space a call answered for, noted by `impliedSpace` (acting.ts) and echoed in the response header. */
  answeredFor?: string;
  apiKey: ApiClient | null;
  /**
   * Spaces the person belongs to that require a second factor this sign-in lacks (docs/identity.md "Second
   * factor"): left out of `memberships`, so nothing grants through them, and named here so a call naming one
   * answers `mfa.required` rather than a bare refusal. Empty or absent for everyone else.
   */
  withheld?: Membership[];
  /** This sign-in used a second factor (its `amr`), or enrolled one; absent for API keys. */
  secondFactor?: boolean;
};

/** The caller's membership of a space, or undefined. */
export const membershipOf = (actor: Actor, space: string): Membership | undefined =>
  actor.memberships.find((membership) => membership.space === space);

/** The name the audit trails keep for the caller, as they were called at the time. */
export const actorName = (actor: Actor): string =>
  actor.identity.email || actor.identity.nickname || actor.identity.sub;

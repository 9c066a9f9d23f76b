import { z } from 'zod';

/**
 * The signed-in person as every API sees them (docs/product.md §3 Session.user, without tokens): the answer of
 * `/api/auth/me`, `users/get` and `users/set`, the session's `user`, and the server's `Actor.identity`.
 */
export const identity = z.object({
  sub: z.string(),
  nickname: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  picture: z.string().nullable(),
  /** Only a verified address may grant anything by itself (ADMIN_EMAILS, invitations): docs/product-decisions.md §4. */
  email_verified: z.boolean(),
  /** Qualified access entries (docs/product-decisions.md §4), memberships' derived entries included. */
  access: z.array(z.string()).describe('Qualified access entries, memberships included'),
});
export type Identity = z.infer<typeof identity>;

/** docs/product.md §3 Session, without tokens (the docs/product-decisions.md §4 deviation): `/api/auth/session`. */
export const session = z.object({
  user: identity.nullable(),
  ready: z.boolean(),
  valid: z.boolean(),
  status: z.enum(['authenticated', 'unauthenticated']),
});
export type Session = z.infer<typeof session>;

import { identity, session } from '@tourtariff/shared';
import { z } from 'zod';
import { errorBodySchema, withErrors } from '../../plugins/contract.ts';

/** The signed-in person and the session (docs/product.md §3, without tokens): the shared contracts. */
const identitySchema = identity;
export const sessionSchema = session;

export const signInQuery = z.object({
  callbackUrl: z.string().max(2000).optional(),
  locale: z.string().max(5).optional(),
});

const redirect = z.null().describe('A redirect: see the Location header');
const failurePage = z.string().describe('text/plain: why sign-in failed, for the person in the browser');

export const responses = {
  me: withErrors({ 200: identitySchema }),
  signIn: { 302: redirect, 400: errorBodySchema, 429: errorBodySchema },
  callback: { 302: redirect, 400: failurePage, 429: errorBodySchema },
  session: { 200: sessionSchema, 429: errorBodySchema },
  signOut: {
    200: z.object({
      url: z.string().describe("Where the browser goes next: the provider's end-session page or /"),
    }),
    403: errorBodySchema,
    429: errorBodySchema,
  },
  signOutByGet: { 405: errorBodySchema, 429: errorBodySchema },
};

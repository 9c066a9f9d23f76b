import { passkeyRequestOptionsResponse, stepUpCodeBody, stepUpPasskeyBody } from '@tourtariff/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type Auth, requireAccess } from '../../plugins/auth.ts';
import { withErrors } from '../../plugins/contract.ts';
import { stepUpPasskeyOptions, stepUpWithCode, stepUpWithPasskey } from './step-up.ts';

const tags = ['auth'];
// The way into a space that requires a factor: naming that space does not refuse these.
const own = { onRequest: requireAccess(), config: { beforeSecondFactor: true } };

async function authOf(request: FastifyRequest): Promise<Auth> {
  const auth = await request.auth();
  if (!auth) throw new AppError('auth.required', 'Sign-in required');
  return auth;
}

/** The owner's language for a mail about their passkey: the page's, as the web sends it. */
const langOf = (request: FastifyRequest): 'jp' | 'en' =>
  /^en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'jp';

/**
 * Step-up of a browser session to a second factor the app holds (docs/identity.md "Step-up"), for sign-ins whose
 * `amr` named none: an external provider's password-only sign-in above all.
 */
export const stepUpRoutes: FastifyPluginAsync<{ notices: Mailer }> = async (plain, { notices }) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/step-up',
    {
      ...own,
      schema: {
        tags,
        summary: 'Proves a second factor in this session with an authenticator or recovery code',
        body: stepUpCodeBody,
        response: withErrors({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await stepUpWithCode(request.ctx, await authOf(request), request.body.code, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/step-up/passkey/options',
    {
      ...own,
      schema: {
        tags,
        summary: "Request options naming the caller's passkeys, with a single-use challenge (5 minutes)",
        response: withErrors({ 200: passkeyRequestOptionsResponse }),
      },
    },
    async (request) => stepUpPasskeyOptions(request.ctx, await authOf(request)),
  );

  app.post(
    '/api/auth/step-up/passkey',
    {
      ...own,
      schema: {
        tags,
        summary: "Proves a second factor in this session with the browser's passkey assertion",
        body: stepUpPasskeyBody,
        response: withErrors({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await stepUpWithPasskey(request.ctx, await authOf(request), request.body.response as never, {
        ip: request.ip,
        lang: langOf(request),
        notices,
      });
      return reply.code(204).send(null);
    },
  );
};

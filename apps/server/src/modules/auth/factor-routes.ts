import {
  factorResetParams,
  factorStatusResponse,
  recoveryCodesBody,
  recoveryCodesResponse,
  totpConfirmBody,
  totpRemoveBody,
  totpStartResponse,
} from '@tourtariff/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { type Auth, requireAccess } from '../../plugins/auth.ts';
import { withErrors } from '../../plugins/contract.ts';
import { confirm, regenerate, remove, reset, start, statusOf } from './factors.ts';

const tags = ['auth'];
// Reachable by a person who still has to enrol: naming a space that requires a factor does not refuse these.
const own = { onRequest: requireAccess(), config: { beforeSecondFactor: true } };

async function authOf(request: FastifyRequest): Promise<Auth> {
  const auth = await request.auth();
  if (!auth) throw new AppError('auth.required', 'Sign-in required');
  return auth;
}

/**
 * Second factors of the embedded sign-in (docs/identity.md "Second factor"), mounted only when the embedded
 * provider is: an external provider manages its own.
 */
export const factorRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/account/factors',
    {
      ...own,
      schema: {
        tags,
        summary: "The caller's second factors: the authenticator app, recovery codes left, changes",
        response: withErrors({ 200: factorStatusResponse }),
      },
    },
    async (request) => statusOf(request.ctx, await request.actor()),
  );

  app.post(
    '/api/account/factors/totp',
    {
      ...own,
      schema: {
        tags,
        summary: 'Starts setting up an authenticator app: a new secret and its otpauth:// address',
        response: withErrors({ 200: totpStartResponse }),
      },
    },
    async (request) => start(request.ctx, await request.actor()),
  );

  app.post(
    '/api/account/factors/totp/confirm',
    {
      ...own,
      schema: {
        tags,
        summary: 'Finishes the setup with a code from the app; answers ten recovery codes, shown once',
        body: totpConfirmBody,
        response: withErrors({ 200: recoveryCodesResponse }),
      },
    },
    async (request) => confirm(request.ctx, await authOf(request), request.body.code, request.ip),
  );

  app.post(
    '/api/account/factors/totp/remove',
    {
      ...own,
      schema: {
        tags,
        summary: 'Removes the authenticator app and the recovery codes (password or a current code)',
        body: totpRemoveBody,
        response: withErrors({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await remove(request.ctx, await request.actor(), request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/account/factors/recovery-codes',
    {
      ...own,
      schema: {
        tags,
        summary: 'Ten new recovery codes replace the old ones (a current code proves the factor)',
        body: recoveryCodesBody,
        response: withErrors({ 200: recoveryCodesResponse }),
      },
    },
    async (request) => regenerate(request.ctx, await request.actor(), request.body.code, request.ip),
  );

  app.delete(
    '/api/admin/users/:sub/factors',
    {
      onRequest: requireAccess('admin'),
      schema: {
        tags,
        summary: "An administrator resets a person's second factors (recorded with who did it)",
        params: factorResetParams,
        response: withErrors({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await reset(request.ctx, await request.actor(), request.params.sub);
      return reply.code(204).send(null);
    },
  );
};

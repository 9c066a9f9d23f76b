import {
  factorResetParams,
  factorStatusResponse,
  passkeyIdParams,
  passkeyListResponse,
  passkeyOptionsResponse,
  passkeyRegisterBody,
  passkeyView,
  recoveryCodesBody,
  recoveryCodesResponse,
  signInHistoryResponse,
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
import {
  addPasskey,
  confirm,
  deletePasskey,
  passkeyOptions,
  passkeysOf,
  regenerate,
  remove,
  reset,
  signInsOf,
  start,
  statusOf,
} from './factors.ts';

const tags = ['auth'];
// Reachable by a person who still has to enrol: naming a space that requires a factor does not refuse these.
const own = { onRequest: requireAccess(), config: { beforeSecondFactor: true } };

async function authOf(request: FastifyRequest): Promise<Auth> {
  const auth = await request.auth();
  if (!auth) throw new AppError('auth.required', 'Sign-in required');
  return auth;
}

/**
 * Second factors the app holds (docs/identity.md "Second factor"): the embedded provider's accounts, and people
 * an external provider signs in, who step up with them ("Step-up"). The sign-in history is the embedded
 * provider's own, so it is mounted with it only.
 */
export const factorRoutes: FastifyPluginAsync<{ embedded: boolean }> = async (plain, { embedded }) => {
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

  app.get(
    '/api/account/passkeys',
    {
      ...own,
      schema: {
        tags,
        summary: "The caller's passkeys: name, created, last used, backup state",
        response: withErrors({ 200: passkeyListResponse }),
      },
    },
    async (request) => passkeysOf(request.ctx, await request.actor()),
  );

  app.post(
    '/api/account/passkeys/options',
    {
      ...own,
      schema: {
        tags,
        summary: 'Starts registering a passkey: creation options with a single-use challenge (5 minutes)',
        response: withErrors({ 200: passkeyOptionsResponse }),
      },
    },
    async (request) => passkeyOptions(request.ctx, await request.actor()),
  );

  app.post(
    '/api/account/passkeys',
    {
      ...own,
      schema: {
        tags,
        summary: "Registers a passkey from the browser's answer to the creation options",
        body: passkeyRegisterBody,
        response: withErrors({ 201: passkeyView }),
      },
    },
    async (request, reply) => {
      const created = await addPasskey(request.ctx, await request.actor(), request.body as never);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/account/passkeys/:id',
    {
      ...own,
      schema: {
        tags,
        summary: "Removes one of the caller's passkeys",
        params: passkeyIdParams,
        response: withErrors({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await deletePasskey(request.ctx, await request.actor(), request.params.id);
      return reply.code(204).send(null);
    },
  );

  if (embedded)
    app.get(
      '/api/account/sign-ins',
      {
        ...own,
        schema: {
          tags,
          summary: "The caller's last 20 sign-ins and refused attempts: time, address, browser",
          response: withErrors({ 200: signInHistoryResponse }),
        },
      },
      async (request) => signInsOf(request.ctx, await request.actor()),
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

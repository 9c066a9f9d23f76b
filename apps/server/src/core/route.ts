import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Actor, Identity } from '../actor.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { requireAccess } from '../plugins/auth.ts';
import { envelopeOf } from '../plugins/contract.ts';
import { coreStatus, type Envelope } from './status.ts';

/** What a core handler knows about its call: who is calling, whether they administer, and the shared services. */
export type CoreContext = {
  actor: Actor;
  identity: Identity;
  isAdmin: boolean;
  db: Db;
  config: Config;
  app: FastifyInstance;
  log: FastifyBaseLogger;
};

export type CoreCallSpec<S extends z.ZodType, R> = {
  group: string;
  call: string;
  summary: string;
  body: S;
  /** The schema of the call's `data` on success (issue 12 item 3: every call declares it). */
  response?: z.ZodType<R>;
  /** Bytes the JSON body may have; the server-wide default (1 MiB) otherwise. Storage raises it. */
  bodyLimit?: number;
  /** Access rules the caller needs (relative, e.g. `admin`); none means any signed-in caller. */
  access?: string[];
  handler: (ctx: CoreContext, body: z.infer<S>) => Promise<R>;
};

/**
 * Registers one core call as `POST /core/{group}/{call}` (DESIGN §11): zod validates the body, the access guard
 * runs first, and the result is wrapped in the success envelope. Failures become envelopes in plugins/errors.ts.
 */
export function coreCall<S extends z.ZodType, R>(app: FastifyInstance, spec: CoreCallSpec<S, R>) {
  app.post(
    `/core/${spec.group}/${spec.call}`,
    {
      schema: {
        body: spec.body,
        tags: [`core: ${spec.group}`],
        summary: spec.summary,
        ...(spec.response ? { response: { 200: envelopeOf(spec.response), 401: envelopeOf(z.null()) } } : {}),
      },
      onRequest: requireAccess(...(spec.access ?? [])),
      ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    },
    async (request): Promise<Envelope<R>> => {
      const actor = await request.actor();
      const ctx: CoreContext = {
        actor,
        identity: actor.identity,
        isAdmin: actor.isAdmin,
        db: app.database.db,
        config: app.config,
        app,
        log: request.log,
      };
      const data = await spec.handler(ctx, request.body as z.infer<S>);
      return { status: coreStatus.OK, message: 'ok', data };
    },
  );
}

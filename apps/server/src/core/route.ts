import { holdsAny } from '@tourtariff/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Identity } from '../modules/auth/identity.ts';
import { requireAccess } from '../plugins/auth.ts';
import { coreStatus, type Envelope } from './status.ts';

/** What a core handler knows about its call: who is calling, whether they administer, and the shared services. */
export type CoreContext = {
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
      schema: { body: spec.body, tags: [`core: ${spec.group}`], summary: spec.summary },
      onRequest: requireAccess(...(spec.access ?? [])),
      ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    },
    async (request): Promise<Envelope<R>> => {
      const auth = await request.auth();
      if (!auth) throw new Error('guard let an anonymous call through');
      const ctx: CoreContext = {
        identity: auth.identity,
        isAdmin: holdsAny(auth.identity.access, ['admin'], app.config.productKey),
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

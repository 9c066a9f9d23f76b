import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../actor.ts';
import type { RequestContext } from '../context.ts';
import { requireAccess } from '../plugins/auth.ts';
import { coreRefusalData, envelopeOf } from '../plugins/contract.ts';
import { coreStatus, type Envelope } from './status.ts';

export type CoreCallSpec<S extends z.ZodType, R> = {
  group: string;
  call: string;
  summary: string;
  body: S;
  /**
   * The schema of the call's `data` on success: coreCall wraps it in the envelope, the
   * serializer checks every answer against it, and the OpenAPI document shows it.
   */
  response: z.ZodType<R>;
  /** Bytes the JSON body may have; the server-wide default (1 MiB) otherwise. Storage raises it. */
  bodyLimit?: number;
  /** The size the call documents (a stored file's bytes), named in its 413 instead of `bodyLimit`. */
  uploadLimit?: number;
  /** Access rules the caller needs (relative, e.g. `admin`); none means any signed-in caller. */
  access?: string[];
  /**
   * The request context (docs/ARCHITECTURE.md "Request context") and the caller, resolved once per request: who
   * the caller is and whether they administer are read from `actor` alone.
   */
  handler: (ctx: RequestContext, actor: Actor, body: z.output<S>) => Promise<R>;
};

/** The envelope of a refusal: a status, a message and the code with its fields (plugins/errors.ts). */
const refusal = envelopeOf(coreRefusalData);

/**
 * Registers one core call as `POST /core/{group}/{call}` (docs/product-decisions.md §11): zod validates the body, the access guard
 * runs first, and the result is wrapped in the success envelope, which the serializer checks against
 * `response`. Failures become envelopes in plugins/errors.ts.
 */
export function coreCall<S extends z.ZodType, R>(app: FastifyInstance, spec: CoreCallSpec<S, R>) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/core/${spec.group}/${spec.call}`,
    {
      schema: {
        body: spec.body,
        tags: [`core: ${spec.group}`],
        summary: spec.summary,
        response: { 200: envelopeOf(spec.response), 401: refusal },
      },
      onRequest: requireAccess(...(spec.access ?? [])),
      ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
      ...(spec.uploadLimit ? { config: { uploadLimit: spec.uploadLimit } } : {}),
    },
    async (request): Promise<Envelope<R>> => {
      const actor = await request.actor();
      // The validator compiler has parsed the body with `spec.body`; the type provider cannot follow a generic
      // schema through its conditional types, so this one registrar names the parsed type itself.
      const body = request.body as z.output<S>;
      const data = await spec.handler(request.ctx, actor, body);
      return { status: coreStatus.OK, message: 'ok', data };
    },
  );
}

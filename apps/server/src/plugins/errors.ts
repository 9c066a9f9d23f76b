import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from '../errors.ts';
import { isApiPath } from '../paths.ts';

/** SPEC §8: the web client turns an app-API 404 into the text 'invalid record', so the body is exactly that. */
export const NOT_FOUND_BODY = 'invalid record';

/**
 * One place maps every failure to a response: validation → 400 naming field and rule, AppError → its status,
 * anything else → 500 with the request id only, so internals never leak.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldIssue[] = error.validation.map((issue) => {
        const where = error.validationContext ?? 'body';
        const field = [where, ...issue.instancePath.split('/').filter(Boolean)].join('.');
        return { field, rule: issue.keyword, message: issue.message ?? issue.keyword };
      });
      const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
      return reply
        .status(400)
        .send({ error: { code: 'VALIDATION_FAILED', message: `Invalid request: ${summary}`, fields } });
    }
    if (error instanceof AppError) {
      if (error.code === 'NOT_FOUND' && isApiPath(request.url)) {
        return reply.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND_BODY);
      }
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, wrong content type) are the caller's mistake.
      return reply
        .status(status)
        .send({ error: { code: error.code ?? 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      error: { code: 'INTERNAL', message: 'Internal server error', requestId: request.id },
    });
  });
});

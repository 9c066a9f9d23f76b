import { coreStatus, errorCatalogue } from '@tourtariff/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/unavailable.ts';
import { AppError, type ErrorCode, type ErrorParams, type FieldIssue } from '../errors.ts';
import { isApiPath, isCorePath } from '../paths.ts';
import { frameworkFailure } from './framework-errors.ts';

/**
 * Every app-API 404, a missing record and one the caller may not read alike: the error shape with the message
 * `invalid record` (the web client shows that text). It was the bare text once; one shape for every refusal lets a
 * client read `error.code` whatever the status (docs/api.md, Errors).
 */
export const NOT_FOUND_BODY = {
  error: { code: 'record.not_found', message: 'invalid record', params: {} },
} as const;

/** Sends the app API's 404 (`NOT_FOUND_BODY`). */
export function sendNotFound(reply: FastifyReply) {
  return reply.status(404).type('application/json; charset=utf-8').send(NOT_FOUND_BODY);
}

type Failure = {
  http: number;
  code: ErrorCode | 'internal';
  message: string;
  params?: ErrorParams;
  fields?: FieldIssue[];
};

function classify(error: FastifyError | AppError, request: FastifyRequest): Failure {
  if (error instanceof AppError) {
    return {
      http: error.status,
      code: error.code,
      message: error.message,
      ...(error.params ? { params: error.params } : {}),
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
  const framework = frameworkFailure(error);
  if (framework) return framework;
  // An outage is not a bug of this request: the client may retry, and logging a stack per request helps nobody.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ reason: error.message }, 'database unavailable');
    return { http: 503, code: 'service.unavailable', message: UNAVAILABLE_MESSAGE };
  }
  const status = error.statusCode ?? 500;
  // Fastify's own 4xx (malformed JSON, body too large, wrong content type) are the caller's mistake.
  if (status === 413) return { http: 413, code: 'request.too_large', message: error.message };
  if (status < 500) return { http: status, code: 'request.bad', message: error.message };
  request.log.error({ err: error }, 'request failed');
  return { http: 500, code: 'internal', message: `Internal server error (request ${request.id})` };
}

/**
 * One place maps every failure to a response. App API: validation → 400 naming field and rule, AppError → its
 * status, 404 → `NOT_FOUND_BODY`, every body with `params`. Core API: the envelope with its status code, HTTP 200 except 401 for
 * a caller with no credentials at all. Anything unexpected → 500 with the request id only, so internals never leak.
 * An unreachable database → 503 with Retry-After on both APIs (core: status 19), so clients and load balancers
 * back off and retry instead of treating it as a bug.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const failure = classify(error, request);
    if (failure.http === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (isCorePath(request.url)) {
      const status =
        failure.code === 'internal' ? coreStatus.INTERNAL : coreStatus[errorCatalogue[failure.code].core];
      // 401 and 503 keep their HTTP status: the caller must sign in or back off, whatever it makes of the body.
      // Everything else, a body refused for its size included, is the envelope with HTTP 200 (docs/core-api.md).
      const kept = failure.code === 'auth.required' || failure.http === 503;
      return reply
        .status(kept ? failure.http : failure.http >= 500 ? 500 : 200)
        .send({ status, message: failure.message, data: refusalData(failure) });
    }
    if (failure.http === 404 && isApiPath(request.url)) return sendNotFound(reply);
    return reply.status(failure.http).send({
      error: {
        code: failure.code,
        message: failure.message,
        // Always present (`{}` when the rule has none), so a client reads it without checking.
        params: failure.params ?? {},
        ...(failure.fields ? { fields: failure.fields } : {}),
        ...(failure.http >= 500 ? { requestId: request.id } : {}),
      },
    });
  });
});

/** A core refusal's data: the stable code (shown in the reader's language), its parameters and fields. */
function refusalData(failure: Failure) {
  return {
    code: failure.code,
    ...(failure.params ? { params: failure.params } : {}),
    ...(failure.fields ? { fields: failure.fields } : {}),
  };
}

/** The answer for a server path that has no route; false when the path belongs to the single-page app. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): boolean {
  if (isCorePath(request.url)) {
    void reply.status(404).send({
      status: coreStatus.NOT_FOUND,
      message: 'unknown core call',
      data: { code: 'record.not_found' },
    });
    return true;
  }
  if (isApiPath(request.url)) {
    void sendNotFound(reply);
    return true;
  }
  return false;
}

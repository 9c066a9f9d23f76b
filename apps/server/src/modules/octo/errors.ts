import type { OctoErrorCode } from '@tourtariff/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import { AppError, type FieldIssue } from '../../errors.ts';
import { frameworkFailure } from '../../plugins/framework-errors.ts';

/*
 * OCTO's error bodies (docs/octo.md "Errors"): `{error, errorMessage}` plus the member its code names
 * (`productId`, `optionId`, `unitId`, `availabilityId`, `uuid`). What OCTO has no member for travels in
 * `tourtariff:` extensions: the app's own error code, the fields and rules refused, a cancellation's fee tier.
 */

const STATUS: Record<OctoErrorCode, number> = {
  INVALID_PRODUCT_ID: 400,
  INVALID_OPTION_ID: 400,
  INVALID_UNIT_ID: 400,
  INVALID_AVAILABILITY_ID: 400,
  INVALID_BOOKING_UUID: 400,
  BAD_REQUEST: 400,
  UNPROCESSABLE_ENTITY: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INTERNAL_SERVER_ERROR: 500,
};

export class OctoError extends Error {
  override name = 'OctoError';
  readonly code: OctoErrorCode;
  readonly extra: Record<string, unknown>;
  readonly status: number;
  constructor(
    code: OctoErrorCode,
    message: string,
    extra: Record<string, unknown> = {},
    status = STATUS[code],
  ) {
    super(message);
    this.code = code;
    this.extra = extra;
    this.status = status;
  }
}

export const invalidProduct = (productId: string) =>
  new OctoError('INVALID_PRODUCT_ID', `No product ${productId} for this supplier`, { productId });
export const invalidOption = (optionId: string) =>
  new OctoError('INVALID_OPTION_ID', `No option ${optionId} of this product`, { optionId });
export const invalidUnit = (unitId: string) =>
  new OctoError('INVALID_UNIT_ID', `No unit ${unitId} of this option`, { unitId });
export const invalidAvailability = (availabilityId: string) =>
  new OctoError('INVALID_AVAILABILITY_ID', `No availability ${availabilityId} of this option`, {
    availabilityId,
  });
export const invalidBooking = (uuid: string) =>
  new OctoError('INVALID_BOOKING_UUID', `No booking ${uuid}`, { uuid });

/** App codes a caller's system reads as "not allowed" rather than "wrong input". */
const FORBIDDEN_CODES = new Set(['booking.wrong_side', 'apikey.read_only', 'access.forbidden']);

function fieldsExtension(fields: FieldIssue[] | undefined) {
  return fields?.length ? { 'tourtariff:fields': fields } : {};
}

/** Any failure of an OCTO route as an OCTO error; the caller's mistakes are 4xx, never a 500. */
export function octoFailure(error: unknown, request: FastifyRequest): OctoError {
  if (error instanceof OctoError) return error;
  if (error instanceof AppError) {
    const extra = {
      'tourtariff:code': error.code,
      ...(error.params ? { 'tourtariff:params': error.params } : {}),
      ...fieldsExtension(error.fields),
    };
    if (error.code === 'auth.required' || error.code === 'apikey.invalid')
      return new OctoError('UNAUTHORIZED', error.message, extra);
    if (FORBIDDEN_CODES.has(error.code)) return new OctoError('FORBIDDEN', error.message, extra);
    if (error.status >= 500)
      return new OctoError('INTERNAL_SERVER_ERROR', error.message, extra, error.status);
    return new OctoError('BAD_REQUEST', error.message, extra);
  }
  const fastify = error as FastifyError;
  const framework = frameworkFailure(fastify);
  if (framework)
    return new OctoError(
      'BAD_REQUEST',
      framework.message,
      { 'tourtariff:code': framework.code, ...fieldsExtension(framework.fields) },
      framework.http,
    );
  if (isDatabaseUnavailable(fastify))
    return new OctoError('INTERNAL_SERVER_ERROR', 'The service is briefly unavailable; retry', {}, 503);
  const status = fastify.statusCode ?? 500;
  if (status < 500) return new OctoError('BAD_REQUEST', fastify.message, {}, status);
  request.log.error({ err: error }, 'OCTO request failed');
  return new OctoError('INTERNAL_SERVER_ERROR', `Internal server error (request ${request.id})`);
}

export function sendOctoError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const failure = octoFailure(error, request);
  if (failure.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply
    .status(failure.status)
    .send({ error: failure.code, errorMessage: failure.message, ...failure.extra });
}

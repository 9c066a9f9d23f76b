import type { FastifyError } from 'fastify';
import type { ErrorCode, FieldIssue } from '../errors.ts';

type Mapped = { http: number; field: string; rule: string; message: string };

/**
 * Fastify's and its plugins' own refusals (raised before a route's schema runs) as the field and rule the caller
 * got wrong, keeping the HTTP status Fastify chose: each is the caller's mistake, never a server failure.
 */
const known: Record<string, Mapped> = {
  FST_ERR_BAD_URL: {
    http: 400,
    field: 'url',
    rule: 'url_encoding',
    message: 'is not validly percent-encoded',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    http: 414,
    field: 'params',
    rule: 'max_length',
    message: 'a path segment is longer than this server accepts',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    http: 415,
    field: 'headers.content-type',
    rule: 'media_type',
    message: 'is not accepted here; send application/json (uploads: multipart/form-data or the file type)',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { http: 413, field: 'body', rule: 'max_bytes', message: 'is too large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    http: 400,
    field: 'headers.content-length',
    rule: 'content_length',
    message: 'does not match the size of the body',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    http: 400,
    field: 'body',
    rule: 'required',
    message: 'is empty; send a JSON value or no Content-Type',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    http: 400,
    field: 'body',
    rule: 'json_syntax',
    message: 'is not valid JSON',
  },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    http: 415,
    field: 'headers.content-encoding',
    rule: 'content_encoding',
    message: 'is not supported; send gzip, deflate or br, or none',
  },
  FST_CP_ERR_INVALID_CONTENT: {
    http: 400,
    field: 'body',
    rule: 'content_encoding',
    message: 'could not be decompressed with its Content-Encoding',
  },
};

export type FrameworkFailure = { http: number; code: ErrorCode; message: string; fields: FieldIssue[] };

/**
 * The failure for a refusal Fastify or one of its plugins raised; null for anything else, which the shared
 * handler classifies as before. An unlisted Fastify 400 still names a rule derived from its code.
 */
export function frameworkFailure(error: FastifyError): FrameworkFailure | null {
  const code = typeof error.code === 'string' ? error.code : '';
  const listed = known[code];
  const mapped: Mapped | undefined =
    listed ??
    (code.startsWith('FST_') && error.statusCode === 400
      ? {
          http: 400,
          field: 'request',
          rule: code.replace(/^FST_(ERR_)?/, '').toLowerCase(),
          message: error.message,
        }
      : undefined);
  if (!mapped) return null;
  const { http, field, rule, message } = mapped;
  return {
    http,
    code: http === 413 ? 'request.too_large' : 'request.invalid',
    message: `Invalid request: ${field}: ${message}`,
    fields: [{ field, rule, message }],
  };
}

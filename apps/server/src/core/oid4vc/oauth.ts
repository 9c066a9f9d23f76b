import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';

/**
 * A refusal of the OAuth-style endpoints (RFC 6749 §5.2, OID4VCI §8.3.1, OID4VP §8.5): `{error,
 * error_description}` with the HTTP status the specs give, which is what wallets read — not the core envelope.
 */
export class OAuthError extends Error {
  override name = 'OAuthError';
  readonly error: string;
  readonly statusCode: number;

  constructor(error: string, description: string, statusCode = 400) {
    super(description);
    this.error = error;
    this.statusCode = statusCode;
  }
}

const FORM = 'application/x-www-form-urlencoded';
const FORM_LIMIT = 64 * 1024;

/**
 * Scoped to the OAuth endpoints' plugin: form bodies (token requests and direct_post responses are forms) and
 * refusals in the OAuth shape. Anything that is not a refusal goes on to the app's handler, which hides 5xx
 * details behind the request id.
 */
export function oauthScope(app: FastifyInstance) {
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) => {
    // One value per name: a repeated parameter is ambiguous (RFC 6749 §3.1), so the zod schema sees an array.
    const fields: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(String(body))) {
      const seen = fields[key];
      fields[key] = seen === undefined ? value : [seen, value].flat();
    }
    done(null, fields);
  });

  app.setErrorHandler((error: FastifyError | OAuthError | AppError, _request, reply) => {
    if (error instanceof OAuthError) {
      if (error.statusCode === 401) reply.header('www-authenticate', `Bearer error="${error.error}"`);
      return reply
        .code(error.statusCode)
        .header('cache-control', 'no-store')
        .send({ error: error.error, error_description: error.message });
    }
    const status = error instanceof AppError ? error.status : (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).header('cache-control', 'no-store').send({
        error: 'invalid_request',
        error_description: error.message,
      });
    }
    throw error;
  });
}

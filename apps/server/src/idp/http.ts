import type { FastifyInstance, FastifyReply } from 'fastify';
import { CSP } from './views.ts';

export type Form = Record<string, string | undefined>;

const FORM_LIMIT = 16 * 1024;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The provider's pages accept form posts only. Scoped to the calling plugin: the rest of the app keeps its
 * parsers. A field given twice keeps its last value, as a browser never sends it twice anyway.
 */
export function acceptFormsOnly(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** Every page of the provider: its own strict CSP, never cached, and no link address leaks as a referrer. */
export function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** A new password must be 8 characters at least (counted as people count them) and not absurdly long. */
export function passwordProblem(password: string): 'short' | 'long' | null {
  if ([...password].length < 8) return 'short';
  if (password.length > 200) return 'long';
  return null;
}

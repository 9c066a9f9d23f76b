import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import { InputError } from '../plugins/input-rules.ts';
import { pickLang, texts } from './texts.ts';
import { CSP, messagePage } from './views.ts';

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

/**
 * The page for a failure of the provider's own pages: input the shared rules refuse (plugins/input.ts) says so, a database outage is a 503 to retry, and anything else is logged as the server's fault.
 */
export function sendFailure(
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
  productName: string,
) {
  const asked = (part: unknown) => (part as { lang?: string } | undefined)?.lang;
  const lang = pickLang(asked(request.body) ?? asked(request.query), undefined);
  const t = texts[lang];
  if (error instanceof InputError) {
    return sendHtml(reply, 400, messagePage(lang, productName, t.errorTitle, t.badInput));
  }
  if (error.statusCode && error.statusCode < 500) {
    return sendHtml(reply, error.statusCode, messagePage(lang, productName, t.errorTitle, t.failed));
  }
  if (isDatabaseUnavailable(error)) {
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendHtml(reply, 503, messagePage(lang, productName, t.errorTitle, t.failed));
  }
  request.log.error({ err: error }, 'sign-in page failed');
  return sendHtml(reply, 500, messagePage(lang, productName, t.errorTitle, t.failed));
}

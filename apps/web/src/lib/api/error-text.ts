import type { I18n } from '../i18n/use-translation';
import { asLocale, formatDate } from '../locale';
import type { ApiError, ApiFieldIssue } from './api-error';

/**
 * a refusal in the reader's language. The server sends a stable code of the shared catalogue
 * (`record.conflict`) with params, and per field a rule (`too_small`, `overlap`) with params; the texts live in
 * the `errors` namespace (locales/{jp,en}/errors.json). The server's English `message` is shown only when this
 * build has no text for the code or rule (a newer server), so a Japanese page never shows English otherwise.
 *
 * Keys, inside the `errors` namespace:
 * - a code: its dotted path (`record.conflict` → `errors:record.conflict`), params interpolated; `internal` and
 *   `unknown` (no message either) are top-level texts.
 * - a field's rule, first found wins: `<domain>.rules.<rule>` for the code's domain (`tariff` of
 *   `tariff.season_overlap`) and then each domain the form names (`tariff` for the tariff editor), then
 *   `rules.<rule>`. Each is tried with a variant first, `<key>_<variant>`, where the variant is the rule's
 *   `origin`, `expected` or `format` param (zod: `too_small_string` says "characters", `too_small_array` "items").
 */

/** What the renderer needs of the translator (lib/i18n): lookups, the language chain and interpolation. */
export type ErrorTranslator = Pick<I18n, 't' | 'languages' | 'language' | 'getResource'>;

export type IssueContext = {
  /** The refusal's code; its domain (`tariff` of `tariff.season_overlap`) is searched for the rule first. */
  code?: string | undefined;
  /** Further domains whose rules the form shows (`['tariff']` in the tariff editor, `['csv', 'tariff']` …). */
  domains?: readonly string[] | undefined;
};

type Params = Record<string, string | number>;
type Loose = (key: string, options?: Record<string, unknown>) => string;

const NS = 'errors';

/** Whether the reader's language (or the fallback language) has a text (not a section) at `key`. */
export function hasErrorText(i18n: ErrorTranslator, key: string): boolean {
  const chain = i18n.languages?.length ? i18n.languages : [i18n.language];
  return chain.some((language) => typeof i18n.getResource(language, NS, key) === 'string');
}

/** Calendar dates among the params ("outside 2026-04-01 – 2026-09-30") read as the rest of the page writes them. */
function readableParams(i18n: ErrorTranslator, params: Params | undefined): Params | undefined {
  if (!params) return params;
  const locale = asLocale(i18n.language);
  const entries = Object.entries(params).map(([name, value]) => [
    name,
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, locale) : value,
  ]);
  return Object.fromEntries(entries);
}

function render(i18n: ErrorTranslator, key: string, params?: Params): string {
  // Keys are data here (a code from the server), not literals the typed `t` could check.
  return (i18n.t as unknown as Loose)(`${NS}:${key}`, readableParams(i18n, params));
}

/** The code's domain (`tariff` of `tariff.season_overlap`), or null for a top-level code. */
export function domainOf(code: string | undefined): string | null {
  const dot = code?.indexOf('.') ?? -1;
  return code && dot > 0 ? code.slice(0, dot) : null;
}

/** The variant a rule's params pick (`string` for zod's `{origin: 'string'}`), or null. */
function variantOf(params: Params | undefined): string | null {
  const value = params?.origin ?? params?.expected ?? params?.format;
  return typeof value === 'string' && /^[a-z0-9_]+$/i.test(value) ? value : null;
}

/** The keys tried for a field's rule, most specific first (exported so tests and docs can show the order). */
export function ruleKeys(
  issue: Pick<ApiFieldIssue, 'rule' | 'params'>,
  context: IssueContext = {},
): string[] {
  const domains = [domainOf(context.code), ...(context.domains ?? [])].filter(
    (domain, i, all): domain is string => Boolean(domain) && all.indexOf(domain) === i,
  );
  const bases = [...domains.map((domain) => `${domain}.rules.${issue.rule}`), `rules.${issue.rule}`];
  const variant = variantOf(issue.params);
  return bases.flatMap((base) => (variant ? [`${base}_${variant}`, base] : [base]));
}

/** A field issue's rule in the reader's language; the server's English words only for a rule we do not know. */
export function issueText(
  i18n: ErrorTranslator,
  issue: Pick<ApiFieldIssue, 'rule' | 'message' | 'params'>,
  context: IssueContext = {},
): string {
  const key = ruleKeys(issue, context).find((candidate) => hasErrorText(i18n, candidate));
  if (key) return render(i18n, key, issue.params);
  return issue.message || render(i18n, 'request.invalid');
}

/** A refusal's code in the reader's language; the server's English message only for a code we do not know. */
export function errorText(
  i18n: ErrorTranslator,
  error: Pick<ApiError, 'code' | 'message' | 'params'>,
): string {
  if (error.code && hasErrorText(i18n, error.code)) return render(i18n, error.code, error.params);
  return error.message || render(i18n, 'unknown', { code: error.code });
}

/** A field path as a reader sees it: without the request part (`body.seasons.1.from` → `seasons.1.from`). */
export function fieldPath(field: string, strip: RegExp = /^(?:body|querystring|params)\.?/): string {
  return field.replace(strip, '') || field;
}

/**
 * Every field of a refusal as "field: text", for an alert that cannot place them beside inputs. Paths are the
 * server's (`seasons.1.from`); the text beside them is in the reader's language.
 */
export function issueLines(
  i18n: ErrorTranslator,
  error: Pick<ApiError, 'code' | 'fields'>,
  domains?: readonly string[],
): string[] {
  return (error.fields ?? []).map(
    (issue) => `${fieldPath(issue.field)}: ${issueText(i18n, issue, { code: error.code, domains })}`,
  );
}

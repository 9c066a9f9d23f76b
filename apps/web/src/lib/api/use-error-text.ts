import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { type ApiError, type ApiFieldIssue, ApiRequestError, apiErrorOf } from './api-error';
import { errorText, fieldPath, issueText } from './error-text';
import { placeIssues } from './field-errors';

/** A refusal placed on a form, in the reader's language: texts beside inputs, the rest for the alert above. */
export type FormRefusal<K extends string> = {
  fields: Partial<Record<K, string>>;
  /** Issues no input shows ("field: text"); the refusal's own text when it named no field at all. */
  alert: string[];
  /** The server's body, for status-specific handling; null when no refusal came (network, no session). */
  error: ApiError | null;
};

/**
 * The renderer of `error-text.ts` bound to the page's language (re-rendering when it changes). `domains` names
 * the rule vocabularies a form's fields belong to (`['tariff']`), searched before the generic `rules`.
 */
export function useErrorText(domains?: readonly string[]) {
  // Without suspending: the texts are needed once a refusal arrives, not for the form's first paint, so the
  // namespace is fetched meanwhile and the hook re-renders when it is in.
  const { i18n } = useTranslation('errors', { useSuspense: false });
  const language = i18n.language;
  const domainKey = domains?.join(',') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: texts change with the language; domains by value
  return useMemo(() => {
    const scope = domainKey ? domainKey.split(',') : [];
    const issue = (problem: Pick<ApiFieldIssue, 'rule' | 'message' | 'params'>, code?: string) =>
      issueText(i18n, problem, { code, domains: scope });
    const line = (problem: ApiFieldIssue, code?: string, strip?: RegExp) =>
      `${fieldPath(problem.field, strip)}: ${issue(problem, code)}`;
    return {
      /** A refusal's code as text. */
      text: (error: ApiError) => errorText(i18n, error),
      /** One field's rule as text. */
      issue,
      /** One field as "path: text", for a list of what no input shows. */
      line,
      /**
       * A caught error for an alert: the refusal's text followed by the fields it names; `fallback` (the page's
       * own words) when no refusal came, e.g. a network failure or a 404 answered as text — by default that no
       * answer came (`service.unavailable`) or that the server failed (`internal`).
       */
      describe: (caught: unknown, fallback?: string): string => {
        const body = apiErrorOf(caught);
        if (!body) {
          if (fallback !== undefined) return fallback;
          const unanswered = !(caught instanceof ApiRequestError) || caught.status === null;
          return errorText(i18n, { code: unanswered ? 'service.unavailable' : 'internal', message: '' });
        }
        return [errorText(i18n, body), ...(body.fields ?? []).map((f) => line(f, body.code))].join(' ');
      },
      /** A caught error onto a form through `fieldOf` (see `placeIssues`). */
      place: <K extends string>(
        caught: unknown,
        fieldOf: (path: string) => K | null,
        strip?: RegExp,
      ): FormRefusal<K> => {
        const body = apiErrorOf(caught);
        const { byField, other } = placeIssues(body, fieldOf, strip);
        const fields: Partial<Record<K, string>> = {};
        for (const [key, problem] of Object.entries(byField) as [K, ApiFieldIssue][])
          fields[key] = issue(problem, body?.code);
        const alert = other.map((problem) => line(problem, body?.code, strip));
        if (body && alert.length === 0 && Object.keys(fields).length === 0) alert.push(errorText(i18n, body));
        return { fields, alert, error: body };
      },
    };
  }, [i18n, language, domainKey]);
}

export type ErrorTexts = ReturnType<typeof useErrorText>;

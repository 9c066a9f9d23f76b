import type { ApiError, ApiFieldIssue } from './api-error';
import { fieldPath } from './error-text';

/** A refusal's field issues split by where a form shows them: beside an input (by the form's key), or above. */
export type PlacedIssues<K extends string> = {
  byField: Partial<Record<K, ApiFieldIssue>>;
  other: ApiFieldIssue[];
};

/**
 * The one mapping of a refusal's fields onto a form. `fieldOf` turns the field's path inside
 * the request (`body.contact.phone` → `contact.phone`, or what `strip` leaves) into the form's key, or null when
 * no input shows it; the first issue per input wins, as the server lists the most basic one first.
 */
export function placeIssues<K extends string>(
  error: Pick<ApiError, 'fields'> | null | undefined,
  fieldOf: (path: string) => K | null,
  strip?: RegExp,
): PlacedIssues<K> {
  const byField: Partial<Record<K, ApiFieldIssue>> = {};
  const other: ApiFieldIssue[] = [];
  for (const issue of error?.fields ?? []) {
    const key = fieldOf(strip ? issue.field.replace(strip, '') : fieldPath(issue.field));
    if (key === null) other.push(issue);
    else byField[key] ??= issue;
  }
  return { byField, other };
}

import type { ApiError } from '../../../../lib/api/api-error';

/** Paths the form shows beside a control; anything else the server names goes in the alert above the form. */
const inlinePath =
  /^(?:(?:title|summary|description|area)(?:\.(?:jp|en))?|category|prefecture|tax\.rate|validity\.(?:from|to)|rates\.\d+\.(?:adult|child)|note)$/;

/**
 * The field errors of a refused correction, keyed by the document path (`body.changes.rates.0.adult` →
 * `rates.0.adult`), split into those the form can put beside a control and the rest as "path: message".
 */
export function serverErrors(error: ApiError | null): { inline: Record<string, string>; other: string[] } {
  const inline: Record<string, string> = {};
  const other: string[] = [];
  for (const issue of error?.fields ?? []) {
    const path = issue.field.replace(/^body\.?/, '').replace(/^changes\.?/, '');
    if (inlinePath.test(path)) inline[path] ??= issue.message;
    else other.push(`${path || issue.field}: ${issue.message}`);
  }
  return { inline, other };
}

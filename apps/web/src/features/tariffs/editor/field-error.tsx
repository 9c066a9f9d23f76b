import { useErrorText } from '../../../lib/api/use-error-text';
import { useEditor } from './editor-context';
import type { FieldError as Problem } from './form-errors';

const errorId = (prefix: string, key: string) => `${prefix}-error-${key.replace(/\./g, '-')}`;

/** The tariff editor's rules read `errors:tariff.rules.*` before the generic `errors:rules.*`. */
export const TARIFF_RULES = ['tariff'] as const;

/** A problem in the reader's language (lib/api/error-text.ts); the server's words only for an unknown rule. */
export function useRuleMessage() {
  const texts = useErrorText(TARIFF_RULES);
  return (problem: Problem) => texts.issue(problem, problem.code);
}

/**
 * What an input needs to show its problem: invalid styling, aria-invalid (the focus-first-invalid hook looks
 * for it) and the message as its description.
 */
export function useFieldState(key: string) {
  const { errors, readOnly, id } = useEditor();
  const problem = errors[key];
  return {
    isInvalid: Boolean(problem),
    'aria-invalid': Boolean(problem),
    disabled: readOnly,
    ...(problem ? { 'aria-describedby': errorId(id, key) } : {}),
  };
}

/** The message under an input; always displayed (Bootstrap's sibling rule fails inside table cells). */
export function FieldError({ field }: { field: string }) {
  const { errors, id } = useEditor();
  const message = useRuleMessage();
  const problem = errors[field];
  if (!problem) return null;
  return (
    <div id={errorId(id, field)} className="invalid-feedback d-block">
      {message(problem)}
    </div>
  );
}

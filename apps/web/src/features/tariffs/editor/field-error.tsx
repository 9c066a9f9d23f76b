import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context';
import type { FieldError as Problem } from './form-errors';

const errorId = (prefix: string, key: string) => `${prefix}-error-${key.replace(/\./g, '-')}`;

/** Our words for the rules we know (the server's are English); anything else keeps the server's message. */
export function useRuleMessage() {
  const { t, i18n } = useTranslation(['catalogue', 'tariffs']);
  return (problem: Problem) => {
    const key = `catalogue:editor.rule.${problem.rule}`;
    if (i18n.exists(key)) return t(key as 'editor.rule.required');
    return problem.message || t('editor.rule.required');
  };
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

import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

type Props = {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Why the reason was refused (left empty where one is owed, or refused by the server); marks the field. */
  error?: string | undefined;
  /** Who will read the reason, under the field. */
  hint?: ReactNode;
  required?: boolean;
  rows?: number;
  maxLength: number;
  testId?: string;
};

/**
 * The reason a dialog asks for before a refusal, a return, a cancellation or an ending: the other side reads it,
 * so one field everywhere, its refusal and hint tied to it for screen readers.
 */
export function ReasonField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  rows = 3,
  maxLength,
  testId,
}: Props) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={rows}
        maxLength={maxLength}
        required={required}
        value={value}
        isInvalid={Boolean(error)}
        {...(error ? { 'aria-invalid': true } : {})}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        onChange={(event) => onChange(event.target.value)}
        {...(testId ? { 'data-testid': testId } : {})}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
      {hint && <Form.Text id={`${id}-hint`}>{hint}</Form.Text>}
    </Form.Group>
  );
}

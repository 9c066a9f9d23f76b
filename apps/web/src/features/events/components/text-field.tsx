import { Col, Form } from 'react-bootstrap';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  help?: string;
  maxLength: number;
  /** The language the text is written in, so spell-checkers and screen readers read it right. */
  lang?: 'ja' | 'en';
  rows?: number;
  required?: boolean;
  disabled?: boolean;
};

/** A labelled text input (a textarea with `rows`) in a half-width column, with its help or its error below. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  help,
  rows,
  required,
  ...input
}: TextFieldProps) {
  const describedBy = error ? `${id}-error` : help ? `${id}-help` : undefined;
  return (
    <Form.Group as={Col} md={6} className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...input}
        {...(rows ? { as: 'textarea' as const, rows } : {})}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      />
      {help && !error && <Form.Text id={`${id}-help`}>{help}</Form.Text>}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

type Props = {
  id: string;
  label: ReactNode;
  error: string | undefined;
  /** The control; it gets `id`, `aria-invalid` and `aria-describedby` through `controlProps`. */
  children: (controlProps: ControlProps) => ReactNode;
  className?: string;
};

export type ControlProps = {
  id: string;
  isInvalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

/** A labelled control with its error underneath, announced with the control when it has focus. */
export function Field({ id, label, error, children, className }: Props) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className={className ?? 'mb-3'}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      {children({
        id,
        isInvalid: Boolean(error),
        'aria-invalid': Boolean(error),
        ...(error ? { 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId} className="d-block">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

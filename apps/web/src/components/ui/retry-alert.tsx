import type { ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';

type Props = { children: ReactNode; retryLabel: string; onRetry: () => void; testId?: string };

/** A load that failed, said plainly, with a button that tries again. */
export function RetryAlert({ children, retryLabel, onRetry, testId }: Props) {
  return (
    <Alert variant="danger" className="d-flex align-items-center gap-3" data-testid={testId}>
      <span className="me-auto">{children}</span>
      <Button size="sm" variant="outline-danger" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

type Props = { children: ReactNode; retryLabel: string; onRetry: () => void; testId?: string };

/** A load that failed, said plainly, with a button that tries again. */
export function RetryAlert({ children, retryLabel, onRetry, testId }: Props) {
  return (
    // Bootstrap's alert markup rather than react-bootstrap's Alert, whose fade transition and close button the
    // first route would download for nothing.
    <div role="alert" className="alert alert-danger d-flex align-items-center gap-3" data-testid={testId}>
      <span className="me-auto">{children}</span>
      <Button size="sm" variant="outline-danger" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

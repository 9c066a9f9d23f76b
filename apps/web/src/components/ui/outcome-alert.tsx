import { useEffect, useRef } from 'react';
import { Alert, type AlertProps } from 'react-bootstrap';

type Props = AlertProps & {
  /** Focus moves to the message when it appears and whenever this changes (a second save says so again). */
  focusKey?: unknown;
};

/**
 * What an action did (saved, submitted, published): a live region that also takes focus, so after a save the
 * keyboard and screen-reader user is on the outcome, not thrown to the top of the page when the button they
 * pressed is disabled or replaced (WCAG 2.4.3, 4.1.3).
 */
export function OutcomeAlert({ focusKey, children, ...props }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger, not a value read here.
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <Alert ref={ref} role="status" tabIndex={-1} {...props}>
      {children}
    </Alert>
  );
}

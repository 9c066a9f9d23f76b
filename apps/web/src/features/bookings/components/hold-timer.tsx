import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { clockOf, secondsLeft } from '../lib/hold';

/** The time left on a hold, ticking each second; says so once the hold has run out. */
export function HoldTimer({ expiresAt, onExpired }: { expiresAt: string | null; onExpired?: () => void }) {
  const { t } = useTranslation('bookings');
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(expiresAt, now);
  useEffect(() => {
    if (left <= 0) {
      onExpired?.();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onExpired]);
  return (
    <span data-testid="hold-timer" role="timer" aria-live="off">
      {left > 0 ? t('hold.left', { time: clockOf(left) }) : t('hold.expired')}
    </span>
  );
}

import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useUnreadCount } from '../api/conversations';
import { useLiveMessenger } from '../api/use-live-messenger';

/** Without a stream the count is refreshed this often. */
export const ENVELOPE_POLL_MS = 60_000;

type Props = { space: string | null; href: string };

/**
 * The top bar's envelope beside the bell (docs/product-decisions.md §6): unread messages across the current space's conversations,
 * opening /messages. It holds the messenger's live subscription, so every page keeps the count current.
 */
export function Envelope({ space, href }: Props) {
  const { t } = useTranslation();
  const { live } = useLiveMessenger(Boolean(space));
  const unread = useUnreadCount(space, { pollMs: live ? false : ENVELOPE_POLL_MS });
  const total = unread.data?.total ?? 0;
  if (!space) return null;
  return (
    <Link
      to={href}
      className="btn btn-sm btn-outline-secondary position-relative tt-envelope"
      aria-label={total > 0 ? t('messages.envelopeUnread', { n: total }) : t('messages.envelope')}
      data-testid="message-envelope"
      // The loaded count, for tests that must tell "none yet" from "not loaded yet".
      data-unread={unread.isSuccess ? total : undefined}
    >
      <EnvelopeIcon />
      {total > 0 && (
        <span
          className="badge rounded-pill text-bg-danger tt-bell-count"
          data-testid="message-count"
          aria-hidden="true"
        >
          {total > 99 ? '99+' : total}
        </span>
      )}
    </Link>
  );
}

/** An envelope drawn inline like the bell (no icon font); hidden from screen readers, the link is named. */
function EnvelopeIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

import { Link } from 'react-router';
import { config } from '../../lib/config';

/** Inline mark so the logo needs no network and no extra request. */
export function Logo({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="tt-logo d-flex align-items-center gap-2 text-decoration-none" aria-label={label}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0d6efd" />
        <path d="M8 9h16v4h-6v12h-4V13H8z" fill="#fff" />
      </svg>
      <span className="fs-5 fw-semibold text-body">{config.productName}</span>
    </Link>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  title: string;
  /** The space the page works in, so a user with several supplier spaces knows which one this is. */
  spaceName?: string | undefined;
  /** Bare shell (docs/product.md §2): no sidebar, so the page itself offers the way back. */
  back: { href: string; label: string };
  actions?: ReactNode;
};

export function EventsPageHeader({ title, spaceName, back, actions }: Props) {
  return (
    <header className="mb-4">
      <Link to={back.href} className="small d-inline-block mb-2">
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2">
        <div>
          <h1 className="h3 mb-0">{title}</h1>
          {spaceName && <div className="text-body-secondary">{spaceName}</div>}
        </div>
        {actions}
      </div>
    </header>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { usePageKey } from '../route-handle';
import { LanguageSwitch } from './language-switch';

// The bell and the user menu are dropdowns (with popper positioning, and the notification dialog) that the first
// paint does not need: they load once it is painted, after the first screen's code instead of before or beside
// it (issue 13 item 1, lib/use-after-first-paint.ts).
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const MessagesEnvelope = lazy(() =>
  import('./messages-envelope').then((module) => ({ default: module.MessagesEnvelope })),
);
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

export function Topbar() {
  const { t } = useTranslation();
  const page = usePageKey();
  const painted = useAfterFirstPaint();

  return (
    <header
      className="tt-topbar border-bottom bg-body d-flex align-items-center justify-content-between gap-3 px-4"
      data-testid="topbar"
    >
      {/* Not a heading: the page's own h1 is the heading, this repeats it as orientation. */}
      <span className="fs-5 fw-semibold text-truncate" data-testid="topbar-title">
        {page ? t(`pages.${page}.title`) : t('topbar.defaultTitle')}
      </span>
      <div className="tt-topbar-actions d-flex align-items-center gap-2">
        <LanguageSwitch />
        {painted && (
          <Suspense fallback={null}>
            <MessagesEnvelope />
            <NotificationBell />
            <UserMenu />
          </Suspense>
        )}
      </div>
    </header>
  );
}

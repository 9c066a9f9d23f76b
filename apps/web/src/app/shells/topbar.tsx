import { Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLoadedAfterFirstPaint } from '../../lib/use-after-first-paint';
import { usePageKey } from '../route-handle';
import { LanguageSwitch } from './language-switch';

// The bell and the user menu are dropdowns (with popper positioning, and the notification dialog) that the first
// paint does not need: each loads once it is painted and shows as it arrives (
// lib/use-after-first-paint.ts).
const loadBell = () =>
  import('../../features/notifications/components/notification-bell').then(
    (module) => module.NotificationBell,
  );
const loadEnvelope = () => import('./messages-envelope').then((module) => module.MessagesEnvelope);
const loadUserMenu = () => import('./user-menu').then((module) => module.UserMenu);

export function Topbar() {
  const { t } = useTranslation();
  const page = usePageKey();
  const MessagesEnvelope = useLoadedAfterFirstPaint(loadEnvelope);
  const NotificationBell = useLoadedAfterFirstPaint(loadBell);
  const UserMenu = useLoadedAfterFirstPaint(loadUserMenu);

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
        {/* Each in a boundary of its own: a text namespace one of them waits for holds back none of the others. */}
        <Suspense fallback={null}>{MessagesEnvelope && <MessagesEnvelope />}</Suspense>
        <Suspense fallback={null}>{NotificationBell && <NotificationBell />}</Suspense>
        <Suspense fallback={null}>{UserMenu && <UserMenu />}</Suspense>
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { usePageKey } from '../route-handle';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

export function Topbar() {
  const { t } = useTranslation();
  const page = usePageKey();

  return (
    <header
      className="tt-topbar border-bottom bg-body d-flex align-items-center justify-content-between gap-3 px-4"
      data-testid="topbar"
    >
      {/* Not a heading: the page's own h1 is the heading, this repeats it as orientation. */}
      <span className="fs-5 fw-semibold text-truncate" data-testid="topbar-title">
        {page ? t(`pages.${page}.title`) : t('topbar.defaultTitle')}
      </span>
      <div className="d-flex align-items-center gap-2">
        <LanguageSwitch />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}

import { Outlet } from 'react-router';
import { AccountSettingsProvider } from '../../features/settings/account-settings-context';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SecondFactorGate } from '../second-factor-gate';
import { AccessGate } from '../session-gate';
import { Sidebar } from './sidebar';
import { Topbar } from './topbar';
import './shells.css';

export function FullShell() {
  const { t } = useTranslation();

  return (
    <AccountSettingsProvider>
      <div className="tt-full-shell" data-testid="full-shell">
        <a
          className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body z-3"
          href="#main-content"
        >
          {t('app.skipToContent')}
        </a>
        <SecondFactorGate />
        <Sidebar />
        <div className="tt-main-column">
          <Topbar />
          <main id="main-content" className="tt-content p-4" tabIndex={-1}>
            <AccessGate>
              <Outlet />
            </AccessGate>
          </main>
        </div>
      </div>
    </AccountSettingsProvider>
  );
}

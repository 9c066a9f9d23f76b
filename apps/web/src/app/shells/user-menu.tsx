import { personName } from '@tourtariff/shared';
import { lazy, Suspense } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useLocation } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { useAccountSettings } from '../../features/settings/account-settings-context';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRoles } from '../../lib/roles';
import { signOut, useSession } from '../../lib/session';
import { useOpenedOnce } from './use-opened-once';
import { UserMenuIdentity } from './user-menu-identity';
import './user-menu.css';

// The settings form (and the contracts it validates with) loads when the dialog is first opened.
const AccountSettingsModal = lazy(() =>
  import('../../features/settings/components/account-settings-modal').then((module) => ({
    default: module.AccountSettingsModal,
  })),
);

/**
 * The top bar's user dropdown (docs/product.md §2): avatar (48px, docs/product.md §9), who is signed in, the account id, the access
 * entries, account settings and sign-out. The account settings modal lives here, once per full shell.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const { user } = useSession();
  const { data: roles } = useRoles();
  const settings = useAccountSettings();
  const settingsOpened = useOpenedOnce(settings.show);
  if (!user) return null;
  const name = user.nickname || user.email || user.sub;
  // The avatar chosen in account settings wins over the identity provider's picture.
  const avatar = roles?.baseprofile.avatar || user.picture;

  return (
    <>
      <Dropdown align="end" data-testid="user-menu">
        <Dropdown.Toggle
          variant="light"
          className="d-flex align-items-center gap-2 py-0 ps-0 bg-transparent border-0"
        >
          <Avatar src={avatar} alt="" size={48} />
          <span className="text-truncate d-inline-block align-bottom tt-user-name">{name}</span>
        </Dropdown.Toggle>
        <Dropdown.Menu className="shadow tt-user-menu">
          <UserMenuIdentity
            user={user}
            person={roles ? personName(roles.baseprofile.name, roles.baseprofile.furigana) : null}
          />
          <Dropdown.Divider />
          <Dropdown.Item as="button" data-testid="user-menu-account-settings" onClick={settings.open}>
            {t('userMenu.accountSettings')}
          </Dropdown.Item>
          <Dropdown.Item as="button" data-testid="user-menu-sign-out" onClick={() => void signOut(location)}>
            {t('userMenu.signOut')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      {settingsOpened && (
        <Suspense fallback={null}>
          <AccountSettingsModal />
        </Suspense>
      )}
    </>
  );
}

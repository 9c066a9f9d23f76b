import { personName } from '@tourtariff/shared';
import { lazy, Suspense, useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useLocation } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { PersonName } from '../../components/ui/person-name';
import { useAccountSettings } from '../../features/settings/account-settings-context';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRoles } from '../../lib/roles';
import { signOut, useSession } from '../../lib/session';
import { CurrentSpaceLabel } from './space-switcher-face';
import { SpaceSwitcherSpaces } from './space-switcher-spaces';
import { useOpenedOnce } from './use-opened-once';
import './space-switcher.css';

// The space-creation steps (and the contracts they validate with) load when the dialog is first opened.
const CreateSpaceModal = lazy(() =>
  import('../../features/spaces/components/create-space-modal').then((module) => ({
    default: module.CreateSpaceModal,
  })),
);

/**
 * docs/product.md §2 space switcher at the foot of the sidebar: the current space, and a menu with the user, account
 * settings, the spaces, 'create new space' and sign-out.
 */
export function SpaceSwitcher() {
  const { t } = useTranslation('business');
  const location = useLocation();
  const { user } = useSession();
  const current = useCurrentSpace();
  const { data: roles } = useRoles();
  const settings = useAccountSettings();
  const [creating, setCreating] = useState(false);
  const createOpened = useOpenedOnce(creating);
  if (!user) return null;

  const userName = user.nickname || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.sub;
  const person = roles ? personName(roles.baseprofile.name, roles.baseprofile.furigana) : null;

  return (
    <div className="border-top p-2" data-testid="space-switcher">
      <Dropdown drop="up">
        <Dropdown.Toggle
          variant="light"
          className="tt-space-switcher-toggle w-100 d-flex align-items-center gap-2 text-start"
          data-testid="space-switcher-toggle"
          title={t('switcher.label')}
        >
          <CurrentSpaceLabel />
        </Dropdown.Toggle>
        <Dropdown.Menu className="tt-space-switcher-menu shadow">
          {/* Who is signed in, not a heading: a plain block styled as the menu's header. */}
          <div className="dropdown-header d-flex align-items-center gap-2" data-testid="space-switcher-user">
            <Avatar src={user.picture} alt="" size={28} />
            <span className="tt-shrink">
              <span className="d-block fw-semibold text-body text-truncate">
                <PersonName person={person} fallback={userName} />
              </span>
              <span className="d-block text-truncate">{user.email || t('switcher.noEmail')}</span>
            </span>
          </div>
          <Dropdown.Item as="button" onClick={settings.open}>
            {t('switcher.accountSettings')}
          </Dropdown.Item>
          <Dropdown.Divider />
          <SpaceSwitcherSpaces currentKey={current.key} />
          <Dropdown.Item as="button" data-testid="create-space" onClick={() => setCreating(true)}>
            <span aria-hidden="true">＋ </span>
            {t('switcher.create')}
          </Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item as="button" onClick={() => void signOut(location)}>
            {t('switcher.signOut')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      {createOpened && (
        <Suspense fallback={null}>
          <CreateSpaceModal show={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}

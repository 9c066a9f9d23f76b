import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { signOut, useSession } from '../../lib/session';

/** The top bar's user dropdown (SPEC §2), kept minimal for now: who is signed in, and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const { user } = useSession();
  if (!user) return null;
  const name = user.nickname || user.email || user.sub;

  return (
    <Dropdown align="end" data-testid="user-menu">
      <Dropdown.Toggle variant="outline-secondary" size="sm">
        <span className="text-truncate d-inline-block align-bottom tt-user-name">{name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header data-testid="user-menu-identity">
          <div className="fw-semibold text-body">{user.nickname}</div>
          <div>{user.email || t('userMenu.noEmail')}</div>
        </Dropdown.Header>
        <Dropdown.Divider />
        <Dropdown.Item as="button" data-testid="user-menu-sign-out" onClick={() => signOut(location)}>
          {t('userMenu.signOut')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

import type { PersonName as Person } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import { PersonName } from '../../components/ui/person-name';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { SessionUser } from '../../lib/session';

type CopyState = 'idle' | 'copied' | 'failed';

/** The account sub id as a button: clicking copies it and says so in a live region (docs/product.md §2). */
function SubId({ sub }: { sub: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const statusId = useId();

  async function copy() {
    try {
      // Missing outside secure contexts (plain http on another host): reported as a failure, not thrown away.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(sub);
      setState('copied');
    } catch (error) {
      console.error('user menu: could not copy the account id', error);
      setState('failed');
    }
  }

  return (
    <div className="px-3 py-1">
      <div className="small text-body-secondary">{t('userMenu.accountId')}</div>
      <button
        type="button"
        className="btn btn-link p-0 text-break text-start font-monospace small"
        title={t('userMenu.copyId')}
        aria-describedby={statusId}
        data-testid="user-menu-sub"
        onClick={() => void copy()}
      >
        {sub}
      </button>
      <div id={statusId} className="small text-success" aria-live="polite">
        {state === 'copied' && t('userMenu.copied')}
        {state === 'failed' && <span className="text-danger">{t('userMenu.copyFailed')}</span>}
      </div>
    </div>
  );
}

/**
 * Who is signed in (docs/product.md §2): nickname, first and last name, email, the sub id and the access entries; and the
 * name written in account settings, with its reading on Japanese pages, when there is one.
 */
export function UserMenuIdentity({ user, person = null }: { user: SessionUser; person?: Person }) {
  const { t } = useTranslation();
  const fullName = [user.first_name, user.last_name].some(Boolean)
    ? t('userMenu.fullName', { first: user.first_name, last: user.last_name }).trim()
    : '';

  return (
    <>
      {/* Who is signed in, not a heading: a plain block styled as the menu's header. */}
      <div data-testid="user-menu-identity" className="dropdown-header text-wrap">
        <div className="fw-semibold text-body">{user.nickname}</div>
        {person && (
          <div className="text-body" data-testid="user-menu-person">
            <PersonName person={person} fallback={fullName} />
          </div>
        )}
        {fullName && fullName !== person?.name && <div className="text-body">{fullName}</div>}
        <div>{user.email || t('userMenu.noEmail')}</div>
      </div>
      <SubId sub={user.sub} />
      <Dropdown.Divider />
      <Dropdown.Header aria-level={2}>{t('userMenu.access')}</Dropdown.Header>
      {user.access.length > 0 ? (
        <ul
          className="list-unstyled px-3 mb-1 small font-monospace tt-user-access"
          data-testid="user-menu-access"
        >
          {user.access.map((entry) => (
            <li key={entry} className="text-break">
              {entry}
            </li>
          ))}
        </ul>
      ) : (
        <Dropdown.ItemText className="small text-body-secondary">{t('userMenu.noAccess')}</Dropdown.ItemText>
      )}
    </>
  );
}

import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { config } from '../../lib/config';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { stripLocale } from '../../lib/locale-path';
import { useSession } from '../../lib/session';
import { activeItemKey, type MenuGroup, type MenuItem, visibleMenu } from './menu';

function MenuLink({ item, active }: { item: MenuItem; active: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const className = `nav-link tt-menu-link${active ? ' active' : ''}`;
  // docs/product.md §2: a menu target outside the app opens in a new tab.
  if (item.path.includes('http')) {
    return (
      <a className={className} href={item.path} target="_blank" rel="noopener noreferrer">
        {t(item.labelKey)}
      </a>
    );
  }
  return (
    <Link className={className} to={localize(item.path)} aria-current={active ? 'page' : undefined}>
      {t(item.labelKey)}
    </Link>
  );
}

export function MenuSection({ group, activeKey }: { group: MenuGroup; activeKey: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const listId = useId();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const select = () => {
    if (group.path) {
      setOpen(true);
      navigate(localize(group.path));
    } else {
      setOpen((value) => !value);
    }
  };

  return (
    <li className="mb-2">
      <button
        type="button"
        className="tt-menu-group btn btn-link w-100 text-start text-uppercase small fw-semibold px-3"
        aria-expanded={open}
        aria-controls={listId}
        onClick={select}
      >
        {t(group.labelKey)}
      </button>
      <ul id={listId} className="nav flex-column" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.key} className="nav-item">
            <MenuLink item={item} active={item.key === activeKey} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SidebarMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const current = useCurrentSpace();
  const groups = visibleMenu(user?.access ?? [], current.known ? current.role : null, config.productKey);
  const activeKey = activeItemKey(stripLocale(useLocation().pathname), groups);

  return (
    <nav aria-label={t('nav.label')}>
      <ul className="list-unstyled mb-0">
        {groups.map((group) => (
          <MenuSection key={group.key} group={group} activeKey={activeKey} />
        ))}
      </ul>
    </nav>
  );
}

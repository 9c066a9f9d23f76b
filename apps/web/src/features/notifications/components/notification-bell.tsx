import { useRef, useState } from 'react';
import { Badge, Dropdown } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useNotifications } from '../api/list-notifications';
import { useLiveNotifications } from '../api/use-live-notifications';
import { useOpenNotification } from '../api/use-open-notification';
import { textIn, useReaderLocale } from '../lib/text';
import { BellIcon } from './bell-icon';
import { type ModalState, NotificationModal } from './notification-modal';
import './notification-bell.css';

/**
 * The top bar's bell (docs/product.md §2): notifications by subject, unread ones in bold, with an unread count, or
 * 'No notification'. Choosing one opens its details and marks it read. Kept current by the core's event
 * stream when the core supports it, by polling otherwise.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useSession();
  const locale = useReaderLocale();
  const { live } = useLiveNotifications(user?.sub);
  const list = useNotifications(user?.sub, { poll: !live });
  const open = useOpenNotification();
  const [showModal, setShowModal] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  if (!user) return null;

  const items = list.data?.items ?? [];
  const unread = list.data?.unread ?? 0;
  const state: ModalState = open.isPending
    ? { status: 'loading' }
    : open.data
      ? { status: 'ok', details: open.data }
      : { status: 'error' };

  return (
    <>
      <Dropdown align="end" data-testid="notification-menu">
        <Dropdown.Toggle
          ref={toggle}
          variant="outline-secondary"
          size="sm"
          className="tt-bell-toggle position-relative"
          data-testid="notification-bell"
          aria-label={unread > 0 ? t('notifications.bellUnread', { n: unread }) : t('notifications.bell')}
        >
          <BellIcon />
          {unread > 0 && (
            <Badge
              pill
              bg="danger"
              className="tt-bell-count"
              data-testid="notification-count"
              aria-hidden="true"
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </Dropdown.Toggle>
        <Dropdown.Menu className="tt-notification-menu">
          {items.length === 0 && (
            <Dropdown.ItemText className="text-body-secondary" data-testid="notification-empty">
              {list.isError ? t('notifications.loadFailed') : t('notifications.empty')}
            </Dropdown.ItemText>
          )}
          {items.map((item) => (
            <Dropdown.Item
              key={item.key}
              as="button"
              className={item.read ? undefined : 'fw-bold'}
              data-testid="notification-item"
              onClick={() => {
                setShowModal(true);
                open.mutate(item.key);
              }}
            >
              {textIn(item.subject, locale)}
              {!item.read && <span className="visually-hidden"> ({t('notifications.unreadMark')})</span>}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
      <NotificationModal
        show={showModal}
        state={state}
        onHide={() => setShowModal(false)}
        onExited={() => toggle.current?.focus()}
      />
    </>
  );
}

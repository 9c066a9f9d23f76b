import type { Conversation } from '@tourtariff/shared';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatTime, japanDayOf, useLocale } from '../../../lib/locale';

type Props = { conversation: Conversation; href: string; current: boolean };

/** One row of the list: the other side, the subject, the last message and its time, the unread count. */
export function ConversationItem({ conversation, href, current }: Props) {
  const { t } = useTranslation('messenger');
  const locale = useLocale();
  const last = conversation.last;
  const at = last?.at ?? conversation.updatedAt;
  // Today's messages show their time, older ones their day.
  const when = japanDayOf(at) === japanDayOf(new Date()) ? formatTime(at, locale) : formatDate(at, locale);
  const preview = last
    ? last.inquiry
      ? t('list.inquiryPreview')
      : last.text || t('list.filesPreview', { count: last.attachments.length })
    : t('list.noMessages');
  const unread = conversation.unread;

  return (
    <li>
      <Link
        to={href}
        className={`tt-conversation d-flex gap-2 p-2 rounded text-decoration-none ${current ? 'active' : ''}`}
        aria-current={current ? 'page' : undefined}
        data-testid="conversation-item"
      >
        <Avatar src={conversation.other.logo} alt="" size={40} className="flex-shrink-0" />
        <span className="flex-grow-1 min-w-0">
          <span className="d-flex justify-content-between gap-2">
            <span className={`text-truncate ${unread > 0 ? 'fw-bold' : ''}`} data-testid="conversation-name">
              {conversation.other.name}
            </span>
            <span className="small text-nowrap tt-conversation-time">{when}</span>
          </span>
          {conversation.subject && (
            <span className="d-block small text-truncate">{conversation.subject}</span>
          )}
          <span className="d-flex justify-content-between gap-2">
            <span className="small text-truncate tt-conversation-preview" data-testid="conversation-preview">
              {preview}
            </span>
            {unread > 0 && (
              <span className="badge rounded-pill text-bg-danger" data-testid="conversation-unread">
                {unread}
                <span className="visually-hidden"> {t('list.unread')}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

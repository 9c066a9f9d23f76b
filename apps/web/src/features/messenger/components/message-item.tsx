import type { Message, MessengerSpace } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { PersonName } from '../../../components/ui/person-name';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, formatTime, useLocale } from '../../../lib/locale';
import { AttachmentList } from './attachment-list';

type Props = {
  message: Message;
  /** The sending space as the conversation lists it (its logo is the avatar). */
  space: MessengerSpace | undefined;
  /** The inquiry card, for a message that carries one. */
  inquiry?: ReactNode;
};

/** One message: who sent it (avatar, name, company), when, the text or the inquiry card, files, read mark. */
export function MessageItem({ message, space, inquiry }: Props) {
  const { t } = useTranslation('messenger');
  const locale = useLocale();
  return (
    <li
      className={`tt-message d-flex gap-2 mb-3 ${message.mine ? 'tt-message-mine flex-row-reverse' : ''}`}
      data-testid="message"
    >
      <Avatar src={space?.logo} alt="" size={32} className="flex-shrink-0" />
      <div className="tt-message-body">
        <p className="small mb-1 text-body-secondary">
          {/* By name; the address only comes to the sender's own space (a colleague may need to write to them). */}
          <span className="fw-semibold text-body" data-testid="message-sender">
            <PersonName person={message.sender.person} fallback={message.sender.name ?? space?.name ?? ''} />
          </span>
          {message.sender.email && (
            <span className="ms-1" data-testid="message-sender-email">
              {message.sender.email}
            </span>
          )}
          {space && <span className="ms-1">({space.name})</span>}
          <time className="ms-2" dateTime={message.at} title={formatDateTime(message.at, locale)}>
            {formatTime(message.at, locale)}
          </time>
        </p>
        {inquiry}
        {message.text && (
          <div className="tt-message-text rounded px-3 py-2" data-testid="message-text">
            {message.text}
          </div>
        )}
        <AttachmentList attachments={message.attachments} />
        {message.mine && (
          <p className="small text-body-secondary mb-0 text-end" data-testid="message-read">
            {message.readBy > 0 ? t('thread.read') : t('thread.sent')}
          </p>
        )}
      </div>
    </li>
  );
}

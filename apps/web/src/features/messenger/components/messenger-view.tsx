import { Nav } from 'react-bootstrap';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { MessengerLinks } from '../lib/links';
import { ConversationList } from './conversation-list';
import { InquiryList } from './inquiry-list';
import { Thread } from './thread';
import './messenger.css';

export type MessengerPane = 'inbox' | 'archived' | 'inquiries';

type Props = {
  space: string;
  /** The open conversation, from the URL. */
  conversation: string | undefined;
  pane: MessengerPane;
  paneHref: (pane: MessengerPane) => string;
  links: MessengerLinks;
};

/**
 * /messages: the list on the left, the open thread on the right. On a narrow screen they stack, and only the
 * one in use shows: the list until a conversation is open, then the thread with a link back.
 */
export function MessengerView({ space, conversation, pane, paneHref, links }: Props) {
  const { t } = useTranslation('messenger');
  const panes: MessengerPane[] = ['inbox', 'archived', 'inquiries'];

  return (
    <div className={`tt-messenger ${conversation ? 'tt-messenger-open' : ''}`} data-testid="messenger">
      <div className="tt-messenger-list">
        <nav aria-label={t('panes.label')}>
          <Nav variant="pills" className="small mb-2 flex-nowrap">
            {panes.map((value) => (
              <Nav.Item key={value}>
                <Nav.Link
                  as={Link}
                  to={paneHref(value)}
                  active={pane === value}
                  aria-current={pane === value ? 'page' : undefined}
                  data-testid={`pane-${value}`}
                >
                  {t(`panes.${value}`)}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
        </nav>
        {pane === 'inquiries' ? (
          <InquiryList space={space} links={links} />
        ) : (
          <ConversationList
            key={pane}
            space={space}
            archived={pane === 'archived'}
            current={conversation}
            links={links}
          />
        )}
      </div>
      <section className="tt-messenger-thread" aria-label={t('thread.label')}>
        {conversation ? (
          <>
            <Link to={paneHref(pane)} className="tt-messenger-back mb-2">
              {t('thread.back')}
            </Link>
            <Thread key={conversation} conversation={conversation} space={space} links={links} />
          </>
        ) : (
          <p className="text-body-secondary py-5 text-center" data-testid="thread-none">
            {t('thread.none')}
          </p>
        )}
      </section>
    </div>
  );
}

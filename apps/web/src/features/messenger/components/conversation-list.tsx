import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDebounced } from '../../../lib/use-debounced';
import { useConversations } from '../api/conversations';
import type { MessengerLinks } from '../lib/links';
import { ConversationItem } from './conversation-item';

type Props = { space: string; archived: boolean; current: string | undefined; links: MessengerLinks };

/** The space's conversations: search by name or subject, only unread, page by page. */
export function ConversationList({ space, archived, current, links }: Props) {
  const { t } = useTranslation('messenger');
  const texts = useErrorText();
  const id = useId();
  const [q, setQ] = useState('');
  const [unread, setUnread] = useState(false);
  const query = useDebounced(q, 300);
  const list = useConversations({ space, q: query, unread, archived });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div data-testid="conversation-list">
      <Form role="search" onSubmit={(event) => event.preventDefault()} className="mb-2">
        <Form.Label htmlFor={`${id}-q`} className="visually-hidden">
          {t('list.search')}
        </Form.Label>
        <Form.Control
          id={`${id}-q`}
          type="search"
          size="sm"
          value={q}
          placeholder={t('list.search')}
          onChange={(event) => setQ(event.target.value)}
          data-testid="conversation-search"
        />
        {!archived && (
          <Form.Check
            id={`${id}-unread`}
            className="mt-1 small"
            label={t('list.onlyUnread')}
            checked={unread}
            onChange={(event) => setUnread(event.target.checked)}
          />
        )}
      </Form>
      {list.isPending ? (
        <BlockSpinner />
      ) : list.isError ? (
        <RetryAlert retryLabel={t('retry')} onRetry={() => void list.refetch()} testId="conversations-error">
          {texts.describe(list.error, t('list.loadFailed'))}
        </RetryAlert>
      ) : items.length === 0 ? (
        <p className="text-body-secondary small py-3" data-testid="conversations-empty">
          {query.trim()
            ? t('list.emptySearch', { q: query.trim() })
            : t(archived ? 'list.emptyArchived' : 'list.empty')}
        </p>
      ) : (
        <ul className="list-unstyled mb-0" aria-busy={list.isFetching} aria-label={t('list.label')}>
          {items.map((conversation) => (
            <ConversationItem
              key={conversation.key}
              conversation={conversation}
              href={links.conversation(conversation.key)}
              current={conversation.key === current}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          size="sm"
          variant="outline-secondary"
          className="w-100 mt-2"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {t('list.more')}
        </Button>
      )}
    </div>
  );
}

import type { Message } from '@tourtariff/shared';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { apiStatusOf } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useThread } from '../api/thread';
import { useMarkRead, useSendMessage } from '../api/write-conversation';
import { usePageVisible } from '../hooks/use-page-visible';
import { groupByDay } from '../lib/day-groups';
import type { MessengerLinks } from '../lib/links';
import { Composer } from './composer';
import { DaySeparator } from './day-separator';
import { InquiryCard } from './inquiry-card';
import { MessageItem } from './message-item';
import { ThreadHeader } from './thread-header';

type Props = { conversation: string; space: string; links: MessengerLinks };

/** One conversation: its header, the messages by day (oldest at the top), and the composer. */
export function Thread({ conversation, space, links }: Props) {
  const { t } = useTranslation('messenger');
  const texts = useErrorText(['message']);
  const thread = useThread(conversation);
  const send = useSendMessage(conversation, space);
  const markRead = useMarkRead(conversation);
  const end = useRef<HTMLLIElement>(null);

  const pages = thread.data?.pages ?? [];
  const first = pages[0];
  // Pages come newest first, each newest first: reversed, the thread reads top to bottom.
  const messages = useMemo(() => pages.flatMap((page) => page.items).reverse(), [pages]);
  const newest: Message | undefined = messages.at(-1);
  const readUpTo = first?.readUpTo ?? null;

  // What arrives is read once it is shown (not while the tab is in the background); the list and the envelope
  // then drop its count.
  const visible = usePageVisible();
  const { mutate: markReadUpTo } = markRead;
  // Marked once per message: the thread's own `readUpTo` only catches up when the thread is fetched again.
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!visible || !newest || newest.mine || newest.key === readUpTo || newest.key === marked.current)
      return;
    marked.current = newest.key;
    markReadUpTo(newest.key);
  }, [visible, newest, readUpTo, markReadUpTo]);

  useEffect(() => {
    if (newest) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  if (thread.isPending) return <BlockSpinner />;
  if (thread.isError) {
    if (apiStatusOf(thread.error) === 404) {
      return (
        <p className="text-body-secondary" data-testid="thread-missing">
          {t('thread.missing')}
        </p>
      );
    }
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void thread.refetch()} testId="thread-error">
        {texts.describe(thread.error, t('thread.loadFailed'))}
      </RetryAlert>
    );
  }
  const info = first?.conversation;
  const spaceOf = (key: string) => info?.participants.find((participant) => participant.key === key);

  return (
    <div className="tt-thread d-flex flex-column h-100" data-testid="thread">
      {info && <ThreadHeader conversation={info} space={space} links={links} />}
      <div className="tt-thread-scroll flex-grow-1 overflow-auto px-1">
        {thread.hasNextPage && (
          <div className="text-center my-2">
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => void thread.fetchNextPage()}
              disabled={thread.isFetchingNextPage}
            >
              {t('thread.older')}
            </Button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className="text-body-secondary text-center my-4" data-testid="thread-empty">
            {t('thread.empty')}
          </p>
        ) : (
          // A log: screen readers announce messages that arrive while the thread is open. The list inside keeps
          // its own role (a role on the <ol> itself would orphan its items).
          <div role="log" aria-label={t('thread.messages')}>
            <ol className="list-unstyled mb-0">
              {groupByDay(messages, (message) => message.at).map((group) => [
                <DaySeparator key={`day-${group.day}`} day={group.day} />,
                ...group.items.map((message) => (
                  <MessageItem
                    key={message.key}
                    message={message}
                    space={spaceOf(message.space)}
                    inquiry={
                      message.inquiry ? <InquiryCard inquiryKey={message.inquiry} links={links} /> : undefined
                    }
                  />
                )),
              ])}
              <li ref={end} aria-hidden="true" />
            </ol>
          </div>
        )}
      </div>
      {info && !info.archived && (
        <Composer
          busy={send.isPending}
          error={send.isError ? texts.describe(send.error) : null}
          onSend={async (message) => {
            try {
              await send.mutateAsync(message);
              return true;
            } catch {
              return false;
            }
          }}
        />
      )}
    </div>
  );
}

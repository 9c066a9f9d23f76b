import type { QueueTask } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Button, Table } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';
import { useQueueOverview, useRetryTask } from '../api/queue';

const COUNTS = ['waiting', 'scheduled', 'running', 'failed', 'doneRecently'] as const;

/**
 * The Background work tab of the administrators' page (docs/operations.md "Background work"): each queue with
 * its counts, the failed runs with their error, and a retry behind a confirmation.
 */
export function TaskQueue() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const texts = useErrorText();
  const overview = useQueueOverview();
  const retry = useRetryTask();
  const [asked, setAsked] = useState<QueueTask | null>(null);
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);

  if (overview.isPending) return <BlockSpinner />;
  if (overview.isError) return <Alert variant="warning">{texts.describe(overview.error)}</Alert>;
  const { queues, failed } = overview.data;

  const confirm = () => {
    if (!asked) return;
    retry.mutate(asked.id, {
      onSuccess: (task) => {
        setAsked(null);
        setNotice({ text: t('tasks.retried', { queue: task.queue }), at: Date.now() });
      },
    });
  };

  return (
    <div data-testid="task-queue">
      {notice && (
        <OutcomeAlert variant="success" focusKey={notice.at} dismissible onClose={() => setNotice(null)}>
          {notice.text}
        </OutcomeAlert>
      )}
      <h2 className="h5">{t('tasks.heading')}</h2>
      {queues.length === 0 ? (
        <p className="text-body-secondary">{t('tasks.empty')}</p>
      ) : (
        <Table size="sm" responsive>
          <thead>
            <tr>
              <th scope="col">{t('tasks.queue')}</th>
              {COUNTS.map((count) => (
                <th scope="col" key={count} className="text-end">
                  {t(`tasks.counts.${count}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {queues.map((queue) => (
              <tr key={queue.queue} data-testid="queue-counts">
                <th scope="row">
                  <code>{queue.queue}</code>
                </th>
                {COUNTS.map((count) => (
                  <td
                    key={count}
                    className={count === 'failed' && queue.failed ? 'text-end text-danger' : 'text-end'}
                  >
                    {queue[count]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <h2 className="h5 mt-4">{t('tasks.failedHeading')}</h2>
      {failed.length === 0 ? (
        <p className="text-body-secondary">{t('tasks.noFailed')}</p>
      ) : (
        <Table size="sm" responsive>
          <thead>
            <tr>
              <th scope="col">{t('tasks.queue')}</th>
              <th scope="col">{t('tasks.attempts')}</th>
              <th scope="col">{t('tasks.failedAt')}</th>
              <th scope="col">{t('tasks.error')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('tasks.retry')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {failed.map((task) => (
              <tr key={task.id} data-testid="failed-task">
                <td>
                  <code>{task.queue}</code>
                  <div className="small text-body-secondary">{task.key}</div>
                </td>
                <td>{t('tasks.attemptsOf', { attempts: task.attempts, max: task.maxAttempts })}</td>
                <td>
                  {task.finishedAt && (
                    <time dateTime={task.finishedAt}>{formatDateTime(task.finishedAt, locale)}</time>
                  )}
                </td>
                <td className="text-break">{task.error}</td>
                <td className="text-end">
                  <Button size="sm" variant="outline-primary" onClick={() => setAsked(task)}>
                    {t('tasks.retry')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <ConfirmDialog
        show={asked !== null}
        size="lg"
        title={t('tasks.confirmTitle')}
        busy={retry.isPending}
        onCancel={() => {
          setAsked(null);
          retry.reset();
        }}
        onConfirm={confirm}
        data-testid="retry-dialog"
      >
        <p>{t('tasks.confirmRetry', { queue: asked?.queue ?? '', key: asked?.key ?? '' })}</p>
        {retry.isError && <Alert variant="danger">{texts.describe(retry.error)}</Alert>}
      </ConfirmDialog>
    </div>
  );
}

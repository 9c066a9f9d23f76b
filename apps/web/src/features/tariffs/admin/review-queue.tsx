import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, localized, useLocale } from '../../../lib/locale';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { type QueueItem, useReviewQueue } from '../api/admin';
import { PagedTable } from './paged-table';

type Props = { hrefOf: (key: string) => string };

/** Submitted tariffs and revisions, oldest first: the order an administrator works through them. */
export function ReviewQueue({ hrefOf }: Props) {
  const { t } = useTranslation('admin');
  const pages = useCursorPages();
  const queue = useReviewQueue(pages.cursor);

  return (
    <PagedTable
      heading={t('queue.heading')}
      data-testid="review-queue"
      query={queue}
      pages={pages}
      empty={t('queue.empty')}
      failed={t('queue.loadFailed')}
      columns={[t('columns.title'), t('columns.space'), t('columns.kind'), t('columns.submittedAt')]}
      row={(item) => (
        <QueueRow key={`${item.kind}:${item.tariff.key}`} item={item} href={hrefOf(item.tariff.key)} />
      )}
    />
  );
}

function QueueRow({ item, href }: { item: QueueItem; href: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { tariff } = item;
  // A revision is reviewed as submitted, so its own title is the one to find it by.
  const doc = item.kind === 'revision' ? (tariff.pending?.doc ?? tariff) : tariff;
  const title = localized(doc.title, locale).text || t('untitled');

  return (
    <tr data-testid="queue-row">
      <td>
        <Link to={href} className="fw-semibold">
          {title}
        </Link>
      </td>
      <td>{item.spaceName ?? tariff.space}</td>
      <td>
        {item.kind === 'revision' ? (
          <>
            <Badge bg="info-subtle" text="info-emphasis" className="me-2">
              {t('kind.revision', { version: tariff.pending?.version ?? tariff.version })}
            </Badge>
            <span className="small text-body-secondary">{t('queue.changes', { n: item.diff.length })}</span>
          </>
        ) : (
          <Badge bg="primary-subtle" text="primary-emphasis">
            {t('kind.tariff')}
          </Badge>
        )}
      </td>
      <td>
        <time dateTime={item.submittedAt}>{formatDateTime(item.submittedAt, locale)}</time>
      </td>
    </tr>
  );
}

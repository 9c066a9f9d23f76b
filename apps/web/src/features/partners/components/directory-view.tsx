import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { MessageDialog } from '../../../components/ui/dialogs';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type DirectoryFilters as Filters, useDirectory } from '../api/directory';
import { DirectoryCard } from './directory-card';
import { DirectoryFilters } from './directory-filters';
import { RequestDialog } from './request-dialog';

type Props = { space: string; role: 'buyer' | 'supplier'; canManage: boolean; backHref: string };

const noFilters: Filters = { q: '', prefecture: '', category: '' };

/** Supplier spaces for a buyer, buyer spaces for a supplier: searched, and asked to become partners. */
export function DirectoryView({ space, role, canManage, backHref }: Props) {
  const { t } = useTranslation('partners');
  const texts = useErrorText();
  const [filters, setFilters] = useState(noFilters);
  const [asking, setAsking] = useState<{ key: string; name: string } | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const directory = useDirectory(space, filters);
  const entries = directory.data?.pages.flatMap((page) => page.items) ?? [];

  const results = (() => {
    if (directory.isPending) return <BlockSpinner />;
    if (directory.isError && !directory.data)
      return (
        <RetryAlert
          retryLabel={t('list.retry')}
          onRetry={() => void directory.refetch()}
          testId="directory-error"
        >
          {texts.describe(directory.error, t('directory.failed'))}
        </RetryAlert>
      );
    if (entries.length === 0)
      return (
        <p className="text-body-secondary py-3" data-testid="directory-empty">
          {t('directory.empty')}
        </p>
      );
    return (
      <>
        <ul className="list-unstyled row g-3" aria-label={t('directory.label')}>
          {entries.map((entry) => (
            <li key={entry.key} className="col-12 col-xl-6">
              <DirectoryCard
                entry={entry}
                canManage={canManage}
                onRequest={() => setAsking({ key: entry.key, name: entry.name })}
              />
            </li>
          ))}
        </ul>
        {directory.hasNextPage && (
          <div className="text-center">
            <Button
              variant="outline-primary"
              onClick={() => void directory.fetchNextPage()}
              disabled={directory.isFetchingNextPage}
            >
              {directory.isFetchingNextPage ? <InlineSpinner /> : t('directory.more')}
            </Button>
          </div>
        )}
      </>
    );
  })();

  return (
    <>
      <Link to={backHref} className="d-inline-block mb-3">
        {t('backToPartners')}
      </Link>
      <p className="text-body-secondary">
        {role === 'buyer' ? t('directory.introBuyer') : t('directory.introSupplier')}
      </p>
      {!canManage && <Alert variant="info">{t('list.readOnly')}</Alert>}
      <DirectoryFilters value={filters} onSearch={setFilters} />
      {results}
      <RequestDialog
        space={space}
        partner={asking}
        onClose={() => setAsking(null)}
        onSent={(name) => {
          setAsking(null);
          setSent(name);
        }}
      />
      <MessageDialog
        show={sent !== null}
        size="sm"
        title={t('done.title')}
        onClose={() => setSent(null)}
        data-testid="request-sent"
      >
        {t('done.requested', { name: sent ?? '' })}
      </MessageDialog>
    </>
  );
}

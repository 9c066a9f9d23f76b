import type { Partnership, PartnershipTarget, PartnerTab } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { CursorPager } from '../../../components/ui/cursor-pager';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CursorPages } from '../../../lib/use-cursor-pages';
import { usePartnerships } from '../api/partnerships';
import { PartnerCard } from './partner-card';

type Props = {
  space: string;
  tab: PartnerTab;
  q: string;
  pages: CursorPages;
  canManage: boolean;
  busy: boolean;
  hrefOf: (key: string) => string;
  onAct: (partnership: Partnership, state: PartnershipTarget) => void;
  cardExtra?: ((partnership: Partnership) => ReactNode) | undefined;
};

/** One tab of partners: loading, failed (with a retry), empty, or the cards and the pager. */
export function PartnerList({ space, tab, q, pages, canManage, busy, hrefOf, onAct, cardExtra }: Props) {
  const { t } = useTranslation('partners');
  const texts = useErrorText();
  const list = usePartnerships({ space, tab, q, cursor: pages.cursor });

  if (list.isPending) return <BlockSpinner />;
  if (list.isError) {
    return (
      <RetryAlert retryLabel={t('list.retry')} onRetry={() => void list.refetch()} testId="partners-error">
        {texts.describe(list.error, t('list.loadFailed'))}
      </RetryAlert>
    );
  }
  const { items, next } = list.data;
  if (items.length === 0) {
    return (
      <p className="text-body-secondary py-3" data-testid="partners-empty">
        {q.trim() ? t('list.empty.search', { q: q.trim() }) : t(`list.empty.${tab}`)}
      </p>
    );
  }
  return (
    <>
      <ul className="list-unstyled row g-3 mb-0" aria-busy={list.isFetching}>
        {items.map((partnership) => (
          <li key={partnership.key} className="col-12 col-xl-6">
            <PartnerCard
              partnership={partnership}
              href={hrefOf(partnership.key)}
              canManage={canManage}
              busy={busy}
              onAct={(state) => onAct(partnership, state)}
              extra={cardExtra?.(partnership)}
            />
          </li>
        ))}
      </ul>
      <CursorPager
        pages={pages}
        next={next}
        busy={list.isFetching}
        labels={{
          nav: t('list.pager.nav'),
          previous: t('list.pager.previous'),
          next: t('list.pager.next'),
          page: t('list.pager.page', { page: pages.page }),
        }}
        hideSingle
        className="mt-3"
      />
    </>
  );
}

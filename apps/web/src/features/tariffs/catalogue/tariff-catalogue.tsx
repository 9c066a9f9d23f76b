import type { TariffState } from '@tourtariff/shared';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { CursorPager } from '../../../components/ui/cursor-pager';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCursorPages, useStepBackFromEmptyPage } from '../../../lib/use-cursor-pages';
import { useTariffList } from '../api/list-tariffs';
import type { TariffView } from '../api/types';
import { BulkRatesDialog } from '../sheets/bulk-rates-dialog';
import { CatalogueEmpty, CatalogueToolbar } from './catalogue-toolbar';
import { CsvPanel } from './csv-panel';
import { useTitleOf } from './tariff-row';
import { TariffTable } from './tariff-table';
import { useRowActions } from './use-row-actions';

type Props = {
  space: string;
  spaceName: string;
  newHref: string;
  editHref: (key: string) => string;
  onOpen: (key: string) => void;
};

/** A supplier space's tariffs: filter by state, cursor pages, row actions and CSV. */
export function TariffCatalogue({ space, spaceName, newHref, editHref, onOpen }: Props) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const [state, setState] = useState<TariffState | undefined>();
  const pages = useCursorPages();
  const list = useTariffList({ space, state, cursor: pages.cursor ?? undefined });
  const steppingBack = useStepBackFromEmptyPage(pages, list);
  const rows = useRowActions(onOpen);
  const titleOf = useTitleOf();
  const [archiving, setArchiving] = useState<TariffView | null>(null);
  // Chosen for a bulk rate change; kept across pages and filters until the change is applied.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkDone, setBulkDone] = useState<number | null>(null);
  const select = (key: string, chosen: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (chosen) next.add(key);
      else next.delete(key);
      return next;
    });

  const items = list.data?.items ?? [];
  const labels = {
    nav: t('list.pagination'),
    previous: t('list.previous'),
    next: t('list.next'),
    page: t('list.page', { page: pages.page }),
  };

  return (
    <>
      <CatalogueToolbar
        newHref={newHref}
        state={state}
        onState={(next) => {
          setState(next);
          pages.reset();
        }}
      />
      <div className="d-flex justify-content-end mb-2">
        <Button
          variant="outline-primary"
          size="sm"
          disabled={selected.size === 0}
          onClick={() => setBulkOpen(true)}
          data-testid="bulk-rates-button"
        >
          {selected.size ? t('sheets.bulk.actionCount', { count: selected.size }) : t('sheets.bulk.action')}
        </Button>
      </div>
      {bulkDone !== null && (
        <OutcomeAlert variant="success" dismissible onClose={() => setBulkDone(null)} focusKey={bulkDone}>
          {t('sheets.bulk.applied', { count: bulkDone })}
        </OutcomeAlert>
      )}
      {rows.feedback && (
        <OutcomeAlert
          variant={rows.feedback.variant}
          dismissible
          onClose={rows.clearFeedback}
          focusKey={rows.feedback}
        >
          {rows.feedback.text}
        </OutcomeAlert>
      )}
      {list.isPending || steppingBack ? (
        <div className="py-4 text-center">
          <InlineSpinner />
        </div>
      ) : list.isError ? (
        <RetryAlert retryLabel={t('list.retry')} onRetry={() => void list.refetch()}>
          {t('list.loadFailed')}
        </RetryAlert>
      ) : items.length === 0 && pages.page === 1 ? (
        <CatalogueEmpty filtered={state !== undefined} newHref={newHref} />
      ) : (
        <>
          <TariffTable
            items={items}
            caption={t('list.caption', { space: spaceName })}
            actions={{
              editHref,
              busyKey: rows.busyKey,
              onDuplicate: (tariff) => void rows.duplicate(tariff),
              onSubmit: (tariff) => void rows.submit(tariff),
              onArchive: setArchiving,
              selected,
              onSelect: select,
            }}
          />
          <CursorPager
            pages={pages}
            next={list.data?.next ?? null}
            busy={list.isFetching}
            labels={labels}
            className="justify-content-end"
          />
        </>
      )}
      <CsvPanel space={space} />
      <BulkRatesDialog
        show={bulkOpen}
        tariffs={[...selected]}
        onClose={() => setBulkOpen(false)}
        onApplied={(count) => {
          setBulkOpen(false);
          setSelected(new Set());
          setBulkDone(count);
        }}
      />
      <ConfirmDialog
        show={archiving !== null}
        size="lg"
        title={t('list.confirmArchive.title')}
        busy={archiving !== null && rows.busyKey === archiving.key}
        onCancel={() => setArchiving(null)}
        onConfirm={() => {
          if (archiving) void rows.archive(archiving).finally(() => setArchiving(null));
        }}
      >
        {archiving && t('list.confirmArchive.body', { title: titleOf(archiving) })}
      </ConfirmDialog>
    </>
  );
}

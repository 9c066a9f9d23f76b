import { type TariffState, tariffStates } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/dialogs';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useTariffList } from '../api/list-tariffs';
import type { TariffView } from '../api/types';
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

/** A supplier space's tariffs (issue 6 item 3): filter by state, cursor pages, row actions and CSV. */
export function TariffCatalogue({ space, spaceName, newHref, editHref, onOpen }: Props) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const id = useId();
  const [state, setState] = useState<TariffState | undefined>();
  // The cursors of the pages before this one; the first page has none.
  const [cursors, setCursors] = useState<string[]>([]);
  const list = useTariffList({ space, state, cursor: cursors.at(-1) });
  const rows = useRowActions(onOpen);
  const titleOf = useTitleOf();
  const [archiving, setArchiving] = useState<TariffView | null>(null);

  const items = list.data?.items ?? [];
  const next = list.data?.next ?? null;
  const page = cursors.length + 1;

  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <Link to={newHref} className="btn btn-primary">
          {t('list.newTariff')}
        </Link>
        <Form.Group controlId={`${id}-state`} className="ms-auto">
          <Form.Label className="small mb-1">{t('list.filter')}</Form.Label>
          <Form.Select
            size="sm"
            value={state ?? ''}
            onChange={(event) => {
              setState((event.target.value || undefined) as TariffState | undefined);
              setCursors([]);
            }}
          >
            <option value="">{t('list.allStates')}</option>
            {tariffStates.map((value) => (
              <option key={value} value={value}>
                {t(`tariffs:state.${value}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      {rows.feedback && (
        <Alert variant={rows.feedback.variant} dismissible onClose={rows.clearFeedback} role="status">
          {rows.feedback.text}
        </Alert>
      )}
      {list.isPending ? (
        <div className="py-4 text-center">
          <InlineSpinner />
        </div>
      ) : list.isError ? (
        <Alert variant="danger" className="d-flex align-items-center gap-3">
          {t('list.loadFailed')}
          <Button size="sm" variant="outline-danger" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      ) : items.length === 0 && page === 1 ? (
        <div className="text-center border rounded py-5" data-testid="tariffs-empty">
          <p className="text-body-secondary">{state ? t('list.emptyFiltered') : t('list.empty')}</p>
          {!state && (
            <Link to={newHref} className="btn btn-outline-primary">
              {t('list.createFirst')}
            </Link>
          )}
        </div>
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
            }}
          />
          <nav
            aria-label={t('list.pagination')}
            className="d-flex gap-2 align-items-center justify-content-end"
          >
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={page === 1 || list.isFetching}
              onClick={() => setCursors((previous) => previous.slice(0, -1))}
            >
              {t('list.previous')}
            </Button>
            <span className="small" aria-live="polite">
              {t('list.page', { page })}
            </span>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={!next || list.isFetching}
              onClick={() => next && setCursors((previous) => [...previous, next])}
            >
              {t('list.next')}
            </Button>
          </nav>
        </>
      )}
      <CsvPanel space={space} />
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

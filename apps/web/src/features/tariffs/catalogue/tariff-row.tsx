import { Badge, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, localized, useLocale } from '../../../lib/locale';
import type { TariffView } from '../api/types';

export type RowActions = {
  editHref: (key: string) => string;
  onDuplicate: (tariff: TariffView) => void;
  onSubmit: (tariff: TariffView) => void;
  onArchive: (tariff: TariffView) => void;
  /** The key of the tariff an action is running on; its buttons wait. */
  busyKey: string | null;
  /** The tariffs chosen for a bulk rate change (docs/product-decisions.md §13). */
  selected: ReadonlySet<string>;
  onSelect: (key: string, chosen: boolean) => void;
};

/** The title a row and its buttons are named by: the reader's language first, then the other one. */
export function useTitleOf() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (tariff: TariffView) => localized(tariff.title, locale).text || t('list.untitled');
}

/** One tariff of the list: title, state (and a pending revision's), version, last change and its actions. */
export function TariffRow({ tariff, actions }: { tariff: TariffView; actions: RowActions }) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const locale = useLocale();
  const titleOf = useTitleOf();
  const title = titleOf(tariff);
  const pending = tariff.pending ?? null;
  const allowed = tariff.actions ?? [];
  const busy = actions.busyKey === tariff.key;

  return (
    <tr>
      <td>
        <Form.Check
          aria-label={t('sheets.bulk.select', { title })}
          checked={actions.selected.has(tariff.key)}
          onChange={(event) => actions.onSelect(tariff.key, event.target.checked)}
        />
      </td>
      <td>
        <Link to={actions.editHref(tariff.key)} className="fw-semibold">
          {title}
        </Link>
      </td>
      <td>
        <div className="d-flex flex-wrap gap-1">
          <Badge bg="secondary">{t(`tariffs:state.${tariff.state}`)}</Badge>
          {pending && (
            <Badge bg="info" text="dark">
              {t(`tariffs:revision.${pending.state}`)}
            </Badge>
          )}
        </div>
      </td>
      <td>{t('list.version', { version: pending?.version ?? tariff.version })}</td>
      <td>
        {tariff.updatedAt ? (
          <time dateTime={tariff.updatedAt}>{formatDate(tariff.updatedAt, locale)}</time>
        ) : (
          '—'
        )}
      </td>
      <td>
        <div className="d-flex flex-wrap gap-1 justify-content-end">
          <Link
            to={actions.editHref(tariff.key)}
            className="btn btn-sm btn-outline-primary"
            aria-label={t('list.action.editLabel', { title })}
          >
            {t('list.action.edit')}
          </Link>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={busy}
            aria-label={t('list.action.duplicateLabel', { title })}
            onClick={() => actions.onDuplicate(tariff)}
          >
            {t('list.action.duplicate')}
          </Button>
          {allowed.includes('submit') && (
            <Button
              size="sm"
              variant="outline-success"
              disabled={busy}
              aria-label={t('list.action.submitLabel', { title })}
              onClick={() => actions.onSubmit(tariff)}
            >
              {t('tariffs:action.submit')}
            </Button>
          )}
          {allowed.includes('archive') && (
            <Button
              size="sm"
              variant="outline-danger"
              disabled={busy}
              aria-label={t('list.action.archiveLabel', { title })}
              onClick={() => actions.onArchive(tariff)}
            >
              {t('tariffs:action.archive')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

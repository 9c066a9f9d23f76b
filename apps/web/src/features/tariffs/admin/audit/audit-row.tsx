import { auditActions, tariffStates } from '@tourtariff/shared';
import { Fragment, useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { PersonName } from '../../../../components/ui/person-name';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../../lib/locale';
import type { AuditItem } from '../../api/admin';
import { DiffTable } from '../diff/diff-table';

/** A state by its label; a revision's states share the names of the tariff's own. */
function useStateLabel() {
  const { t } = useTranslation(['admin', 'tariffs']);
  return (state: string | null) =>
    state && (tariffStates as readonly string[]).includes(state)
      ? t(`tariffs:state.${state as (typeof tariffStates)[number]}`)
      : (state ?? t('admin:diff.none'));
}

/** One audit entry; its field diff opens below it on demand, since a correction may touch many fields. */
export function AuditRow({ entry, currency }: { entry: AuditItem; currency: string }) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const locale = useLocale();
  const stateLabel = useStateLabel();
  const diffId = useId();
  const [open, setOpen] = useState(false);
  const action = auditActions.find((known) => known === entry.action);
  const count = entry.diff.length;

  return (
    <Fragment>
      <tr data-testid="audit-row">
        <td className="text-nowrap">
          <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
        </td>
        <td>
          <PersonName person={entry.actor.person} fallback={entry.actor.name || entry.actor.sub} />
          {/* The trail keeps who acted as they were called then (their address); shown under a written name. */}
          {entry.actor.person && entry.actor.name && entry.actor.name !== entry.actor.person.name && (
            <div className="small text-body-secondary text-break">{entry.actor.name}</div>
          )}
        </td>
        <td>
          {action ? t(`admin:audit.action.${action}`) : entry.action}
          {entry.target === 'revision' && (
            <div className="small text-body-secondary">
              {t('admin:audit.revision', { version: entry.version })}
            </div>
          )}
        </td>
        <td className="text-nowrap">
          {entry.from === entry.to
            ? stateLabel(entry.to)
            : t('admin:audit.transition', { from: stateLabel(entry.from), to: stateLabel(entry.to) })}
        </td>
        <td className="text-break">{entry.note}</td>
        <td>
          {count > 0 && (
            <Button
              variant="link"
              size="sm"
              className="p-0"
              aria-expanded={open}
              {...(open ? { 'aria-controls': diffId } : {})}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? t('admin:audit.hideChanges') : t('admin:audit.showChanges', { n: count })}
            </Button>
          )}
        </td>
      </tr>
      {open && (
        <tr id={diffId}>
          <td colSpan={6} className="bg-body-tertiary">
            <DiffTable
              changes={entry.diff}
              currency={currency}
              caption={t('admin:audit.changesCaption')}
              data-testid="audit-diff"
            />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

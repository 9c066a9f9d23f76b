import { DIMENSION_LIMITS } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useEditor } from './editor-context';
import { FieldError } from './field-error';
import { emptyMarkedDay, type MarkedDayRow } from './form-dimensions';
import { cellKey, useRowList } from './form-rows';
import { RemoveRowButton, RowInput } from './row-cell';
import { AddRowButton } from './row-list-section';

function MarkedDayInput({ row, index }: { row: MarkedDayRow; index: number }) {
  const { t } = useTranslation('catalogue');
  const { remove } = useRowList('marked_days');
  return (
    <li className="mb-2">
      <div className="d-flex gap-2 align-items-start">
        <RowInput
          list="marked_days"
          row={row}
          index={index}
          column="date"
          label={t('editor.markedDate')}
          type="date"
          className="w-auto"
        />
        <RemoveRowButton
          label={t('editor.removeMarkedDay', { n: index + 1 })}
          onClick={() => remove(row.id, ['marked_days'])}
        />
      </div>
      <FieldError field={cellKey('marked_days', index, 'date')} />
    </li>
  );
}

/**
 * 休前日扱いの日: days the supplier marks like a holiday, so the night before prices as a 休前日
 * (docs/product-decisions.md §12) — a local festival, a long weekend the calendar does not know.
 */
export function MarkedDaysEditor() {
  const { t } = useTranslation('catalogue');
  const { form } = useEditor();
  const { add } = useRowList('marked_days');
  return (
    <fieldset className="mb-4">
      <legend className="h6">{t('editor.section.markedDays')}</legend>
      <p className="form-text">{t('editor.markedDaysHelp')}</p>
      {form.marked_days.length === 0 ? (
        <p className="text-body-secondary small">{t('editor.noMarkedDays')}</p>
      ) : (
        <ol className="list-unstyled">
          {form.marked_days.map((row, index) => (
            <MarkedDayInput key={row.id} row={row} index={index} />
          ))}
        </ol>
      )}
      <FieldError field="marked_days" />
      <AddRowButton
        count={form.marked_days.length}
        limit={DIMENSION_LIMITS.markedDays}
        onClick={() => add(emptyMarkedDay)}
      >
        {t('editor.addMarkedDay')}
      </AddRowButton>
    </fieldset>
  );
}

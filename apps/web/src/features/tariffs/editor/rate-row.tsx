import { type RateUnit, rateUnits } from '@tourtariff/shared';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import type { RateRow as Row } from './form-state';

type TextColumn = 'pax_min' | 'pax_max' | 'adult' | 'child';

const labels = {
  pax_min: 'tariffs:field.paxMin',
  pax_max: 'tariffs:field.paxMax',
  adult: 'tariffs:field.adult',
  child: 'tariffs:field.child',
} as const;

function useRowChange(row: Row) {
  const { change } = useEditor();
  return (patch: Partial<Row>, key: string) =>
    change((f) => ({ ...f, rates: f.rates.map((r) => (r.id === row.id ? { ...r, ...patch } : r)) }), [key]);
}

function TextCell({ row, index, column }: { row: Row; index: number; column: TextColumn }) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const key = `rates.${index}.${column}`;
  const state = useFieldState(key);
  const update = useRowChange(row);
  const money = column === 'adult' || column === 'child';
  return (
    <td>
      <Form.Control
        size="sm"
        inputMode={money ? 'decimal' : 'numeric'}
        className={money ? 'text-end' : undefined}
        style={{ minWidth: money ? '7rem' : '4rem' }}
        aria-label={t('rowLabel', { field: t(labels[column]), n: index + 1 })}
        value={row[column]}
        onChange={(event) => update({ [column]: event.target.value }, key)}
        {...state}
      />
      <FieldError field={key} />
    </td>
  );
}

/** One rate: the season it applies to, the unit, the pax tier and the adult (and child) price. */
export function RateRow({ row, index }: { row: Row; index: number }) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form, change, readOnly } = useEditor();
  const update = useRowChange(row);
  const n = index + 1;
  const seasonKey = `rates.${index}.season`;
  const season = useFieldState(seasonKey);
  const unit = useFieldState(`rates.${index}.unit`);
  const known = row.season === '' || form.seasons.some((s) => s.id === row.season);

  return (
    <tr>
      <th scope="row">{n}</th>
      <td>
        <Form.Select
          size="sm"
          aria-label={t('rowLabel', { field: t('editor.rateSeason'), n })}
          value={row.season}
          onChange={(event) => update({ season: event.target.value }, seasonKey)}
          {...season}
        >
          {!known && <option value={row.season}>{t('editor.choose')}</option>}
          <option value="">{t('tariffs:allSeasons')}</option>
          {form.seasons.map((s, i) => (
            <option key={s.id} value={s.id}>
              {s.name || t('rowLabel', { field: t('tariffs:field.season'), n: i + 1 })}
            </option>
          ))}
        </Form.Select>
        <FieldError field={seasonKey} />
      </td>
      <td>
        <Form.Select
          size="sm"
          aria-label={t('rowLabel', { field: t('tariffs:field.unit'), n })}
          value={row.unit}
          onChange={(event) => update({ unit: event.target.value as RateUnit }, `rates.${index}.unit`)}
          {...unit}
        >
          {rateUnits.map((value) => (
            <option key={value} value={value}>
              {t(`tariffs:unit.${value}`)}
            </option>
          ))}
        </Form.Select>
        <FieldError field={`rates.${index}.unit`} />
      </td>
      <TextCell row={row} index={index} column="pax_min" />
      <TextCell row={row} index={index} column="pax_max" />
      <TextCell row={row} index={index} column="adult" />
      <TextCell row={row} index={index} column="child" />
      <td className="text-end">
        <Button
          variant="outline-danger"
          size="sm"
          disabled={readOnly}
          aria-label={t('editor.removeRate', { n })}
          onClick={() => change((f) => ({ ...f, rates: f.rates.filter((r) => r.id !== row.id) }), ['rates'])}
        >
          {t('editor.remove')}
        </Button>
      </td>
    </tr>
  );
}

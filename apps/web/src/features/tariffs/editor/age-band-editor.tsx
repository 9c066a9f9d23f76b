import { DIMENSION_LIMITS } from '@tourtariff/shared';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useEditor } from './editor-context';
import { FieldError } from './field-error';
import { type AgeBandRow, emptyAgeBand, usualBandRows } from './form-dimensions';
import { cellKey, useRowList } from './form-rows';
import { RemoveRowButton, RowCell } from './row-cell';
import { RowListSection } from './row-list-section';

type Props = { row: AgeBandRow; index: number };

/** Whether the band's children take a place in the room (a 幼児 without bedding does not). */
function CountsCell({ row, index }: Props) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { readOnly } = useEditor();
  const { update } = useRowList('age_bands');
  const key = cellKey('age_bands', index, 'counts_for_occupancy');
  return (
    <td className="text-center">
      <Form.Check
        type="checkbox"
        aria-label={t('rowLabel', { field: t('tariffs:field.countsForOccupancy'), n: index + 1 })}
        checked={row.counts_for_occupancy}
        disabled={readOnly}
        onChange={(event) => update(row.id, { counts_for_occupancy: event.target.checked }, key)}
      />
      <FieldError field={key} />
    </td>
  );
}

function BandRow({ row, index }: Props) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { remove } = useRowList('age_bands');
  const text = (column: 'key' | 'name.jp' | 'name.en' | 'age_min' | 'age_max' | 'amount', label: string) => (
    <RowCell
      list="age_bands"
      row={row}
      index={index}
      column={column}
      label={label}
      inputMode={column === 'age_min' || column === 'age_max' ? 'numeric' : undefined}
      className={column === 'amount' ? 'text-end' : undefined}
      style={{ minWidth: column.startsWith('name') ? '8rem' : '4rem' }}
    />
  );
  return (
    <tr>
      <th scope="row">{index + 1}</th>
      {text('key', t('tariffs:field.bandKey'))}
      {text('name.jp', t('tariffs:field.bandNameJp'))}
      {text('name.en', t('tariffs:field.bandNameEn'))}
      {text('age_min', t('tariffs:field.ageMin'))}
      {text('age_max', t('tariffs:field.ageMax'))}
      <RowCell list="age_bands" row={row} index={index} column="basis" label={t('tariffs:field.bandBasis')}>
        <option value="percent">{t('tariffs:bandBasis.percent')}</option>
        <option value="fixed">{t('tariffs:bandBasis.fixed')}</option>
      </RowCell>
      {text('amount', t('tariffs:field.bandAmount'))}
      <CountsCell row={row} index={index} />
      <td className="text-end">
        <RemoveRowButton label={t('editor.removeAgeBand', { n: index + 1 })} onClick={() => remove(row.id)} />
      </td>
    </tr>
  );
}

/**
 * Child age bands (docs/product-decisions.md §12): a percent of the adult rate or a fixed price, and whether they
 * count for occupancy. The usual pattern (小学生 70 %, 幼児 50 % / 30 %, 乳児 free) is one click away.
 */
export function AgeBandEditor() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { readOnly, change } = useEditor();
  const { rows, add } = useRowList('age_bands');
  const columns = [
    'bandKey',
    'bandNameJp',
    'bandNameEn',
    'ageMin',
    'ageMax',
    'bandBasis',
    'bandAmount',
    'countsForOccupancy',
  ] as const;
  // Adds the usual bands whose keys the tariff does not have yet; the supplier's own bands stay.
  const fillUsual = () =>
    change(
      (f) => ({
        ...f,
        age_bands: [
          ...f.age_bands,
          ...usualBandRows(f.currency).filter((usual) => !f.age_bands.some((b) => b.key === usual.key)),
        ].slice(0, DIMENSION_LIMITS.ageBands),
      }),
      ['age_bands'],
    );

  return (
    <>
      <RowListSection
        list="age_bands"
        title={t('editor.section.ageBands')}
        help={t('editor.ageBandsHelp')}
        columns={columns.map((column) => t(`tariffs:field.${column}`))}
        empty={t('editor.noAgeBands')}
        limit={DIMENSION_LIMITS.ageBands}
        addLabel={t('editor.addAgeBand')}
        onAdd={() => add(emptyAgeBand)}
        responsive
      >
        {rows.map((row, index) => (
          <BandRow key={row.id} row={row} index={index} />
        ))}
      </RowListSection>
      <Button
        variant="outline-primary"
        size="sm"
        className="mb-4"
        disabled={readOnly || rows.length >= DIMENSION_LIMITS.ageBands}
        onClick={fillUsual}
      >
        {t('editor.usualBands')}
      </Button>
    </>
  );
}

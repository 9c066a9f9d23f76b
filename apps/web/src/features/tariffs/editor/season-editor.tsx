import { TARIFF_LIMITS } from '@tourtariff/shared';
import { Button, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import { emptySeason, type SeasonRow } from './form-state';

type Column = 'name' | 'from' | 'to';

function SeasonInput({ row, index, column }: { row: SeasonRow; index: number; column: Column }) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { change } = useEditor();
  const key = `seasons.${index}.${column}`;
  const state = useFieldState(key);
  const field = {
    name: t('tariffs:field.seasonName'),
    from: t('editor.seasonFrom'),
    to: t('editor.seasonTo'),
  }[column];
  return (
    <td>
      <Form.Control
        size="sm"
        type={column === 'name' ? 'text' : 'date'}
        maxLength={column === 'name' ? TARIFF_LIMITS.seasonName : undefined}
        aria-label={t('rowLabel', { field, n: index + 1 })}
        value={row[column]}
        onChange={(event) => {
          const value = event.target.value;
          change(
            (f) => ({
              ...f,
              seasons: f.seasons.map((s) => (s.id === row.id ? { ...s, [column]: value } : s)),
            }),
            [key],
          );
        }}
        {...state}
      />
      <FieldError field={key} />
    </td>
  );
}

/** Named date ranges inside the validity (繁忙期, 通常期 …); rates then name the season they apply to. */
export function SeasonEditor() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form, change, readOnly } = useEditor();
  const remove = (id: string) =>
    change((f) => ({ ...f, seasons: f.seasons.filter((s) => s.id !== id) }), ['seasons', 'rates']);

  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.section.seasons')}</legend>
      {form.seasons.length === 0 ? (
        <p className="text-body-secondary small">{t('editor.noSeasons')}</p>
      ) : (
        <Table size="sm" responsive className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('editor.rowNumber')}</th>
              <th scope="col">{t('tariffs:field.seasonName')}</th>
              <th scope="col">{t('editor.seasonFrom')}</th>
              <th scope="col">{t('editor.seasonTo')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('list.column.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {form.seasons.map((row, index) => (
              <tr key={row.id}>
                <th scope="row">{index + 1}</th>
                <SeasonInput row={row} index={index} column="name" />
                <SeasonInput row={row} index={index} column="from" />
                <SeasonInput row={row} index={index} column="to" />
                <td className="text-end">
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={readOnly}
                    aria-label={t('editor.removeSeason', { n: index + 1 })}
                    onClick={() => remove(row.id)}
                  >
                    {t('editor.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <FieldError field="seasons" />
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={readOnly || form.seasons.length >= TARIFF_LIMITS.seasons}
        onClick={() => change((f) => ({ ...f, seasons: [...f.seasons, emptySeason()] }), ['seasons'])}
      >
        {t('editor.addSeason')}
      </Button>
    </fieldset>
  );
}

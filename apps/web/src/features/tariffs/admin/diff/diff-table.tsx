import type { FieldChange } from '@tourtariff/shared';
import { Table } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLocale } from '../../../../lib/locale';
import { fieldLabel, formatValue } from './describe-change';

type Props = { changes: FieldChange[]; currency: string; caption: string; 'data-testid'?: string };

/** Field-level changes (diffDocs): which field, what it was, what it becomes. */
export function DiffTable({ changes, currency, caption, ...rest }: Props) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const locale = useLocale();
  const show = (change: FieldChange, value: unknown) => formatValue(change.field, value, currency, locale, t);

  return (
    <Table
      size="sm"
      responsive
      className="align-middle mb-0"
      data-testid={rest['data-testid'] ?? 'diff-table'}
    >
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin:diff.columns.field')}</th>
          <th scope="col">{t('admin:diff.columns.before')}</th>
          <th scope="col">{t('admin:diff.columns.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} data-testid="diff-row" data-field={change.field}>
            <th scope="row" className="fw-normal">
              {fieldLabel(change.field, t)}
            </th>
            <td className="text-break">
              <del className="text-danger-emphasis">{show(change, change.from)}</del>
            </td>
            <td className="text-break">
              <ins className="text-success-emphasis text-decoration-none">{show(change, change.to)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import { type Statement, type TaxClass, taxClasses } from '@tourtariff/shared';
import { Button, Form, Table } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';

type Props = {
  statement: Statement;
  /** The supplier's owners and admins on a draft: tax classes to mark, manual lines to remove. */
  editable: boolean;
  busy: boolean;
  onMark: (line: number, taxClass: TaxClass) => void;
  onRemove: (line: number) => void;
};

/**
 * The statement's lines with the tax of each "for reference" (docs/statements.md §2). On a draft the supplier marks
 * a line 8 % (reduced-rate goods) or outside consumption tax (a cancellation fee is by default) and removes its own
 * manual lines; everyone else reads the class.
 */
export function StatementLines({ statement, editable, busy, onMark, onRemove }: Props) {
  const { t } = useTranslation('statements');
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, statement.currency, locale);
  return (
    <Table responsive size="sm" data-testid="statement-lines">
      <thead>
        <tr>
          <th>{t('lines.date')}</th>
          <th>{t('lines.reference')}</th>
          <th>{t('lines.description')}</th>
          <th>{t('lines.group')}</th>
          <th>{t('lines.tax')}</th>
          <th className="text-end">{t('lines.amount')}</th>
          <th className="text-end">{t('lines.taxForReference')}</th>
          {editable && <th aria-label={t('lines.actions')} />}
        </tr>
      </thead>
      <tbody>
        {statement.lines.map((line) => (
          <tr key={line.line} data-testid="statement-line">
            <td>{formatDate(line.date, locale)}</td>
            <td>{line.reference ?? '—'}</td>
            <td>
              {line.description}
              {line.reason && <div className="small text-muted">{line.reason}</div>}
            </td>
            <td>{line.group}</td>
            <td>
              {editable ? (
                <Form.Select
                  size="sm"
                  value={line.taxClass}
                  disabled={busy}
                  aria-label={t('lines.taxOf', { line: line.line })}
                  onChange={(event) => onMark(line.line, event.target.value as TaxClass)}
                >
                  {taxClasses.map((c) => (
                    <option key={c} value={c}>
                      {t(`taxClass.${c}`)}
                    </option>
                  ))}
                </Form.Select>
              ) : (
                t(`taxClass.${line.taxClass}`)
              )}
            </td>
            <td className="text-end">{money(line.amount)}</td>
            <td className="text-end text-muted">{money(line.taxForReference)}</td>
            {editable && (
              <td>
                {line.kind === 'manual' && (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={busy}
                    aria-label={t('lines.removeLine', { line: line.line })}
                    onClick={() => onRemove(line.line)}
                  >
                    {t('lines.remove')}
                  </Button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import { Alert, Badge, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { type StatementItem, useStatements } from '../api/statements';
import { monthLabel, StatementStateBadge } from './state-badge';

/** Overdue first, then by month (newest first) and partner. */
export function orderStatements(items: StatementItem[]): StatementItem[] {
  return [...items].sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      b.month.localeCompare(a.month) ||
      a.buyer.name.localeCompare(b.buyer.name),
  );
}

type Props = { space: string; hrefOf: (key: string) => string };

/** /statements: the current space's statements by month and partner, with states and totals, overdue first. */
export function StatementsList({ space, hrefOf }: Props) {
  const { t } = useTranslation('statements');
  const locale = useLocale();
  const list = useStatements(space);
  if (list.isPending) return <BlockSpinner />;
  if (list.isError) return <Alert variant="danger">{t('list.failed')}</Alert>;
  if (!list.data.length)
    return (
      <Alert variant="info" data-testid="statements-empty">
        {t('list.empty')}
      </Alert>
    );
  return (
    <Table responsive hover data-testid="statements-table">
      <thead>
        <tr>
          <th>{t('list.month')}</th>
          <th>{t('list.partner')}</th>
          <th>{t('list.number')}</th>
          <th>{t('list.state')}</th>
          <th className="text-end">{t('list.total')}</th>
          <th className="text-end">{t('list.open')}</th>
          <th>{t('list.due')}</th>
        </tr>
      </thead>
      <tbody>
        {orderStatements(list.data).map((item) => {
          const partner = item.supplier.key === space ? item.buyer : item.supplier;
          return (
            <tr key={item.key} data-testid="statement-row" data-state={item.state}>
              <td>
                <Link to={hrefOf(item.key)}>{monthLabel(item.month, locale)}</Link>
              </td>
              <td>{partner.name}</td>
              <td className="text-break">{item.number ?? '—'}</td>
              <td>
                <StatementStateBadge state={item.state} />{' '}
                {item.overdue && (
                  <Badge bg="danger" data-testid="statement-overdue">
                    {t('overdue')}
                  </Badge>
                )}
              </td>
              <td className="text-end">{formatMoney(item.totals.total, item.currency, locale)}</td>
              <td className="text-end">{formatMoney(item.open, item.currency, locale)}</td>
              <td>{item.dueDate ? formatDate(item.dueDate, locale) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

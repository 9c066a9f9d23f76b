import { Table } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CSV_RULES, type CsvProblem } from './csv-lines';

/**
 * Every failing line and column of a refused import, in file order, so the supplier can fix the file; each
 * problem in the reader's language, the server's English only for a rule this build does not know.
 */
export function CsvErrorsTable({ problems }: { problems: CsvProblem[] }) {
  const { t } = useTranslation('catalogue');
  const texts = useErrorText(CSV_RULES);
  return (
    <Table size="sm" bordered responsive className="mb-0 bg-body" data-testid="csv-errors">
      <caption className="caption-top">{t('csv.errorsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('csv.line')}</th>
          <th scope="col">{t('csv.column')}</th>
          <th scope="col">{t('csv.problem')}</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, index) => (
          // Problems have no id of their own and the list is replaced whole, never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={index}>
            <td>{problem.line ?? '—'}</td>
            <td>
              <code>{problem.column ?? t('csv.wholeRow')}</code>
            </td>
            <td>{texts.issue(problem.issue, problem.code)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

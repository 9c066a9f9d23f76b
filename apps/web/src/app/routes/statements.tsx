import { Alert } from 'react-bootstrap';
import { useParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { StatementDetail } from '../../features/statements/components/statement-detail';
import { StatementsList } from '../../features/statements/components/statements-list';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';

// /statements and /statements/{key} share one chunk of their own, outside the first route's budget.
/** /statements (the 請求 / Statements menu entry): the current supplier or buyer space's monthly statements. */
export function StatementsPage() {
  const { t } = useTranslation(['common', 'statements']);
  const current = useCurrentSpace();
  const localize = useLocalizedPath();
  const space = current.role === 'buyer' || current.role === 'supplier' ? current.key : null;
  return (
    <section data-testid="statements-page">
      <h1 className="h3 mb-3">{t('pages.statements.title')}</h1>
      {!current.known ? (
        <BlockSpinner />
      ) : space ? (
        <StatementsList
          key={space}
          space={space}
          hrefOf={(key) => localize(paths.statementDetail.getHref(key))}
        />
      ) : (
        <Alert variant="info">{t('statements:list.noSpace')}</Alert>
      )}
    </section>
  );
}

/** /statements/{key}: one statement with its lines, PDF and moves. */
export function StatementPage() {
  const { key = '' } = useParams();
  const localize = useLocalizedPath();
  return <StatementDetail key={key} statementKey={key} listHref={localize(paths.statements.getHref())} />;
}

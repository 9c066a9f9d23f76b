import { Alert, Button, Card } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';
import { useRecheck, useSentRequests } from '../api/requests';
import { useSchemaOf } from '../api/schemas';
import type { ProofRequest } from '../api/types';
import { askedClaims, askedVct } from '../lib/dcql';
import { claimLabel, textOf } from '../lib/display';
import { LoadState } from './load-state';
import { ResultView } from './result-view';
import { StateBadge } from './state-badge';

function SentRequest({ space, request }: { space: string; request: ProofRequest }) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const texts = useErrorText();
  const schema = useSchemaOf(askedVct(request.dcql));
  const recheck = useRecheck(space);
  const result = recheck.data ?? request.result;
  return (
    <Card
      className="mb-3"
      data-testid="sent-request"
      data-state={request.state}
      data-holder={request.holder.space}
    >
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <h3 className="h6 mb-0 me-auto">
            {t('sent.to', { holder: request.holder.name || request.holder.space })}
          </h3>
          <StateBadge state={request.state} />
        </div>
        <p className="small text-body-secondary mb-1">
          {formatDateTime(request.createdAt, locale)} ·{' '}
          {schema ? textOf(schema.name, locale) : askedVct(request.dcql)}
        </p>
        <p className="small mb-2">
          {t('sent.asked', {
            claims: askedClaims(request.dcql)
              .map((name) => claimLabel(schema?.display, name, locale))
              .join(', '),
          })}
        </p>
        {result && <ResultView result={result} />}
        {request.state === 'presented' && (
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={recheck.isPending}
            onClick={() => recheck.mutate(request.id)}
            data-testid="recheck-button"
          >
            {t('sent.recheck')}
          </Button>
        )}
        {recheck.isError && (
          <Alert variant="danger" className="mt-2 mb-0">
            {texts.describe(recheck.error)}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

/** The presentation requests the space sent (`query/list`), each with its result once the holder answered. */
export function SentRequests({ space }: { space: string }) {
  const { t } = useTranslation('credentials');
  const sent = useSentRequests(space);
  return (
    <LoadState query={sent} empty={t('sent.empty')} testId="sent-requests">
      {(items) => items.map((request) => <SentRequest key={request.id} space={space} request={request} />)}
    </LoadState>
  );
}

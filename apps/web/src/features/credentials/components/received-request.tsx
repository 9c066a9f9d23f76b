import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { ConfirmDialog, FormDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime, useLocale } from '../../../lib/locale';
import { useSchemaOf } from '../api/schemas';
import type { Credential, ProofRequest } from '../api/types';
import { useAnswerRequest, useMatches } from '../api/wallet';
import { askedClaims, askedVct } from '../lib/dcql';
import { claimLabel, textOf } from '../lib/display';
import { StateBadge } from './state-badge';

type Props = {
  space: string;
  request: ProofRequest;
  credentials: Credential[];
  onAnswered: (text: string) => void;
};

/**
 * A presentation request the space received: who asks, why, and for a pending one exactly which claims each
 * matching credential would disclose (`wallet/matches`), with Present and Refuse, each confirmed first.
 */
export function ReceivedRequest({ space, request, credentials, onAnswered }: Props) {
  const { t } = useTranslation('credentials');
  const locale = useLocale();
  const texts = useErrorText();
  const pending = request.state === 'pending';
  const schema = useSchemaOf(askedVct(request.dcql));
  const matches = useMatches(space, request.id, pending);
  const answer = useAnswerRequest(space);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'present' | 'refuse' | null>(null);
  const [reason, setReason] = useState('');
  const verifier = request.verifier.name || request.verifier.space;
  const label = (name: string) => claimLabel(schema?.display, name, locale);
  const match = matches.data?.find((m) => m.credential === chosen) ?? matches.data?.[0];
  const nameOf = (id: string) => {
    const held = credentials.find((credential) => credential.id === id);
    return held ? textOf(held.name, locale) : id;
  };

  const act = (body: { request: string; credential: string } | { request: string; reason?: string }) =>
    answer.mutate(body, {
      onSuccess: (answered) => {
        setConfirm(null);
        onAnswered(t(`received.done.${answered.state}`, { verifier }));
      },
    });

  return (
    <Card className="mb-3" data-testid="received-request" data-state={request.state}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <h3 className="h6 mb-0 me-auto">{t('received.from', { verifier })}</h3>
          <StateBadge state={request.state} />
        </div>
        <p className="small text-body-secondary mb-1">
          {formatDateTime(request.createdAt, locale)} ·{' '}
          {schema ? textOf(schema.name, locale) : askedVct(request.dcql)}
        </p>
        {request.purpose && (
          <p className="mb-2">{t('received.purpose', { purpose: textOf(request.purpose, locale) })}</p>
        )}
        <p className="small mb-2">
          {t('received.asks', { claims: askedClaims(request.dcql).map(label).join(', ') })}
        </p>
        {pending && matches.isPending && <BlockSpinner />}
        {pending && matches.isError && <Alert variant="danger">{texts.describe(matches.error)}</Alert>}
        {pending && matches.data?.length === 0 && (
          <Alert variant="warning" data-testid="received-no-match">
            {t('received.noMatch')}
          </Alert>
        )}
        {pending && matches.data && matches.data.length > 0 && (
          <fieldset className="mb-2" data-testid="received-matches">
            <legend className="h6 small fw-bold">{t('received.choose')}</legend>
            {matches.data.map((m) => (
              <Form.Check
                key={m.credential}
                type="radio"
                id={`${request.id}-${m.credential}`}
                name={`match-${request.id}`}
                checked={match?.credential === m.credential}
                onChange={() => setChosen(m.credential)}
                label={
                  <>
                    {nameOf(m.credential)}
                    <span className="d-block small" data-testid="would-disclose">
                      {t('received.wouldDisclose', { claims: m.disclose.map(label).join(', ') })}
                    </span>
                  </>
                }
              />
            ))}
          </fieldset>
        )}
        {pending && (
          <div className="d-flex gap-2">
            <Button
              size="sm"
              disabled={!match}
              onClick={() => setConfirm('present')}
              data-testid="present-button"
            >
              {t('received.present')}
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => setConfirm('refuse')}
              data-testid="refuse-button"
            >
              {t('received.refuse')}
            </Button>
          </div>
        )}
        {answer.isError && (
          <Alert variant="danger" className="mt-2 mb-0">
            {texts.describe(answer.error)}
          </Alert>
        )}
      </Card.Body>
      <ConfirmDialog
        show={confirm === 'present' && Boolean(match)}
        size="lg"
        title={t('received.confirmTitle')}
        busy={answer.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => match && act({ request: request.id, credential: match.credential })}
        data-testid="present-dialog"
      >
        {t('received.confirmPresent', { verifier, claims: (match?.disclose ?? []).map(label).join(', ') })}
      </ConfirmDialog>
      <FormDialog
        show={confirm === 'refuse'}
        size="lg"
        title={t('received.refuseTitle')}
        busy={answer.isPending}
        submitLabel={t('received.refuse')}
        onCancel={() => setConfirm(null)}
        onSubmit={() => act({ request: request.id, ...(reason.trim() ? { reason: reason.trim() } : {}) })}
        data-testid="refuse-dialog"
      >
        <p>{t('received.confirmRefuse', { verifier })}</p>
        <Form.Group controlId={`refuse-${request.id}`}>
          <Form.Label>{t('received.refuseReason')}</Form.Label>
          <Form.Control value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </Form.Group>
      </FormDialog>
    </Card>
  );
}

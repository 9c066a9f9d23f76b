import type { Agreement, AgreementTarget, PartnershipDetail } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { ConfirmDialog, MessageDialog } from '../../../components/ui/dialogs';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAgreements, useMoveAgreement, useSupplierTariffs } from '../api/agreements';
import { AgreementForm } from './agreement-form';
import { AgreementTerms } from './agreement-terms';

const moveLabel = {
  sent: 'agreement.send',
  accepted: 'agreement.accept',
  rejected: 'agreement.reject',
  withdrawn: 'actions.withdraw',
} as const satisfies Record<AgreementTarget, string>;

const confirmOf = {
  sent: { title: 'agreement.sendTitle', body: 'agreement.sendBody', done: 'agreement.sentNotice' },
  accepted: {
    title: 'agreement.acceptTitle',
    body: 'agreement.acceptBody',
    done: 'agreement.acceptedNotice',
  },
  rejected: {
    title: 'agreement.rejectTitle',
    body: 'agreement.rejectBody',
    done: 'agreement.rejectedNotice',
  },
  withdrawn: {
    title: 'agreement.withdrawTitle',
    body: 'agreement.withdrawBody',
    done: 'agreement.withdrawnNotice',
  },
} as const;

type Props = { partnership: PartnershipDetail; canManage: boolean };

/**
 * The partnership's rate agreements: the one in force, the ones waiting (a supplier's drafts, a proposal the buyer
 * answers) and the history. Buttons come from each agreement's `actions`, which the server limits to the side
 * and role that may take them; members of either space only read.
 */
export function AgreementPanel({ partnership, canManage }: Props) {
  const { t } = useTranslation('partners');
  const texts = useErrorText(['agreement']);
  const agreements = useAgreements(partnership.key);
  const move = useMoveAgreement();
  const isSupplier = partnership.side === 'supplier';
  const active = partnership.state === 'active';
  const tariffs = useSupplierTariffs(partnership.supplier.key, isSupplier && canManage && active);
  const [editing, setEditing] = useState<Agreement | 'new' | null>(null);
  const [asking, setAsking] = useState<{ agreement: Agreement; state: AgreementTarget } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (agreements.isPending) return <InlineSpinner />;
  if (agreements.isError)
    return <Alert variant="danger">{texts.describe(agreements.error, t('agreement.loadFailed'))}</Alert>;

  const all = agreements.data;
  const inForce = all.find((agreement) => agreement.inForce) ?? null;
  const open = all.filter((agreement) => agreement.state === 'draft' || agreement.state === 'sent');
  const history = all.filter((agreement) => agreement !== inForce && !open.includes(agreement));
  const canPropose = isSupplier && canManage && active && !open.some((a) => a.state === 'draft');

  const actionsOf = (agreement: Agreement) => (
    <div className="d-flex flex-wrap gap-2 mt-2">
      {agreement.state === 'draft' && agreement.actions.length > 0 && (
        <Button size="sm" variant="outline-secondary" onClick={() => setEditing(agreement)}>
          {t('agreement.edit')}
        </Button>
      )}
      {agreement.actions.map((state) => (
        <Button
          key={state}
          size="sm"
          variant={state === 'accepted' || state === 'sent' ? 'primary' : 'outline-secondary'}
          disabled={move.isPending}
          onClick={() => {
            move.reset();
            setAsking({ agreement, state });
          }}
        >
          {t(moveLabel[state])}
        </Button>
      ))}
    </div>
  );

  return (
    <section aria-labelledby="agreement-heading" className="mb-4" data-testid="agreement-panel">
      <h2 id="agreement-heading" className="h5 mb-3">
        {t('agreement.title')}
      </h2>
      {move.error && (
        <Alert variant="danger" dismissible onClose={() => move.reset()} data-testid="agreement-error">
          {texts.describe(move.error, t('actions.failed'))}
        </Alert>
      )}
      {!active && <p className="text-body-secondary">{t('agreement.onlyPartners')}</p>}
      <Card className="mb-3" data-testid="agreement-in-force">
        <Card.Body>
          <h3 className="h6">{t('agreement.inForce')}</h3>
          {inForce ? (
            <AgreementTerms agreement={inForce} />
          ) : (
            <p className="mb-0 text-body-secondary">
              {isSupplier ? t('agreement.none') : t('agreement.noneBuyer')}
            </p>
          )}
        </Card.Body>
      </Card>
      {open.map((agreement) => (
        <Card key={agreement.key} className="mb-3 border-warning" data-testid="agreement-open">
          <Card.Body>
            {!isSupplier && agreement.state === 'sent' && <h3 className="h6">{t('agreement.awaiting')}</h3>}
            <AgreementTerms agreement={agreement} />
            {canManage && actionsOf(agreement)}
          </Card.Body>
        </Card>
      ))}
      {editing ? (
        <AgreementForm
          key={editing === 'new' ? 'new' : editing.key}
          partnership={partnership.key}
          editing={editing === 'new' ? null : editing}
          tariffs={tariffs.data ?? []}
          onCancel={() => setEditing(null)}
          onDone={(outcome) => {
            setEditing(null);
            setNotice(outcome === 'sent' ? t('agreement.sentNotice') : t('agreement.savedNotice'));
          }}
        />
      ) : (
        canPropose && (
          <Button className="mb-3" onClick={() => setEditing('new')} data-testid="agreement-propose">
            {t('agreement.propose')}
          </Button>
        )
      )}
      <h3 className="h6">{t('agreement.history')}</h3>
      {history.length === 0 ? (
        <p className="small text-body-secondary">{t('agreement.historyEmpty')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-2" data-testid="agreement-history">
          {history.map((agreement) => (
            <li key={agreement.key}>
              <Card body>
                <AgreementTerms agreement={agreement} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={asking !== null}
        size="lg"
        title={asking ? t(confirmOf[asking.state].title, { name: partnership.partner.name }) : ''}
        busy={move.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          const { agreement, state } = asking;
          move.mutate(
            { key: agreement.key, state },
            {
              onSuccess: () => setNotice(t(confirmOf[state].done)),
              onSettled: () => setAsking(null),
            },
          );
        }}
        data-testid="agreement-confirm"
      >
        {asking && t(confirmOf[asking.state].body, { name: partnership.partner.name })}
      </ConfirmDialog>
      <MessageDialog
        show={notice !== null}
        size="sm"
        title={t('done.title')}
        onClose={() => setNotice(null)}
        data-testid="agreement-notice"
      >
        {notice}
      </MessageDialog>
    </section>
  );
}

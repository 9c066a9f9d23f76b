import { type Inquiry, type InquiryAction, MESSENGER_LIMITS } from '@tourtariff/shared';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog, FormDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useInquiryAction } from '../api/inquiries';
import { type ActionDraft, bodyOf, draftFor, problemOf } from '../lib/inquiry-action';
import { InquiryActionFields } from './inquiry-action-fields';

// Accepting and withdrawing only need a yes; the others say why, or what instead.
const plain: readonly InquiryAction[] = ['accept', 'withdraw'];

/**
 * The moves the server says the caller's side may make now (`actions`): the supplier confirms (optionally with
 * another total and its reason), declines or counters; the buyer accepts, withdraws or declines a counter-offer.
 */
export function InquiryActions({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation('messenger');
  const texts = useErrorText(['inquiry']);
  const act = useInquiryAction(inquiry.key);
  const [open, setOpen] = useState<InquiryAction | null>(null);
  const [draft, setDraft] = useState<ActionDraft>(() => draftFor(inquiry));
  const [problem, setProblem] = useState<string | null>(null);
  if (inquiry.actions.length === 0) return null;

  const start = (action: InquiryAction) => {
    act.reset();
    setProblem(null);
    setDraft(draftFor(inquiry));
    setOpen(action);
  };
  const run = () => {
    if (!open) return;
    const local = problemOf(open, draft);
    if (local) return setProblem(t(`action.problem.${local}`));
    setProblem(null);
    act.mutate({ action: open, body: bodyOf(open, draft) }, { onSuccess: () => setOpen(null) });
  };
  const refusal = problem ?? (act.isError ? texts.describe(act.error) : null);
  const close = () => setOpen(null);

  return (
    <div className="d-flex flex-wrap gap-2 mt-3" data-testid="inquiry-actions">
      {inquiry.actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'confirm' || action === 'accept' ? 'primary' : 'outline-secondary'}
          onClick={() => start(action)}
          data-testid={`inquiry-${action}`}
        >
          {t(`action.${action}.button`)}
        </Button>
      ))}
      {open && plain.includes(open) && (
        <ConfirmDialog
          show
          size="sm"
          title={t(`action.${open}.title`)}
          busy={act.isPending}
          onCancel={close}
          onConfirm={run}
          data-testid="inquiry-dialog"
        >
          <p className="mb-0">{t(`action.${open}.body`)}</p>
          {refusal && (
            <p className="text-danger small mt-2 mb-0" role="alert">
              {refusal}
            </p>
          )}
        </ConfirmDialog>
      )}
      {open && !plain.includes(open) && (
        <FormDialog
          show
          size="lg"
          title={t(`action.${open}.title`)}
          submitLabel={t(`action.${open}.submit`)}
          busy={act.isPending}
          onCancel={close}
          onSubmit={run}
          data-testid="inquiry-dialog"
        >
          <InquiryActionFields
            action={open}
            draft={draft}
            onChange={setDraft}
            currency={inquiry.currency}
            limits={MESSENGER_LIMITS}
          />
          {refusal && (
            <p className="text-danger small mt-2 mb-0" role="alert" data-testid="inquiry-dialog-error">
              {refusal}
            </p>
          )}
        </FormDialog>
      )}
    </div>
  );
}

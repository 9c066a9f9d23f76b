import { diffDocs } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { OutcomeAlert } from '../../../../components/ui/outcome-alert';
import { SectionCard } from '../../../../components/ui/section-card';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../../lib/locale';
import { useTariff } from '../../api/get-tariff';
import type { CachedTariff } from '../../api/types';
import { TariffSheet } from '../../view/tariff-sheet';
import { AuditHistory } from '../audit/audit-history';
import { CorrectionForm } from '../correction/correction-form';
import { DiffTable } from '../diff/diff-table';
import { docOf, underReview } from '../doc-of';
import { type AdminAction, ReviewActions } from './review-actions';
import { ReviewHeader } from './review-header';
import { ReviewLoad } from './review-load';

type Props = {
  tariffKey: string;
  /** Publish and return take the tariff out of the queue: the page goes back there. */
  onReviewed: (action: 'publish' | 'return', title: string) => void;
};

/** One tariff under review: what changed, the sheet as buyers will see it, corrections, decisions, history. */
export function ReviewScreen({ tariffKey, onReviewed }: Props) {
  const tariff = useTariff(tariffKey);
  return <ReviewLoad query={tariff}>{(view) => <Review view={view} onReviewed={onReviewed} />}</ReviewLoad>;
}

function Review({ view, onReviewed }: { view: CachedTariff; onReviewed: Props['onReviewed'] }) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const locale = useLocale();
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { doc, revision } = underReview(view);
  const title = localized(doc.title, locale).text || t('admin:untitled');
  const changes = revision ? diffDocs(docOf(view), revision) : [];
  // A new marker whenever the corrected document comes back, so the form restarts from it.
  const formKey = `${view.version}:${view.pending?.version ?? ''}:${view.pending?.updatedAt ?? view.updatedAt}`;

  function done(action: AdminAction) {
    if (action === 'publish' || action === 'return') return onReviewed(action, title);
    setNotice(t(`admin:done.${action}`, { title }));
  }

  return (
    <>
      <ReviewHeader tariff={view} title={title} revision={revision !== null} />
      {notice && (
        <OutcomeAlert variant="success" dismissible onClose={() => setNotice(null)} focusKey={notice}>
          {notice}
        </OutcomeAlert>
      )}
      {view.note && (
        <Alert variant="warning" data-testid="review-note">
          <strong className="me-2">{t('admin:review.returnNote')}</strong>
          {view.note}
        </Alert>
      )}
      {view.pending && !revision && (
        <Alert variant="info">
          {t('admin:review.editingRevision', { state: t(`tariffs:revision.${view.pending.state}`) })}
        </Alert>
      )}
      <SectionCard title={t('admin:actions.heading')} testId="review-decision">
        <ReviewActions tariff={view} title={title} onDone={done} />
      </SectionCard>
      {revision && (
        <SectionCard title={t('admin:diff.heading')} testId="revision-diff">
          {changes.length > 0 ? (
            <DiffTable changes={changes} currency={revision.currency} caption={t('admin:diff.heading')} />
          ) : (
            <p className="text-body-secondary mb-0">{t('admin:diff.empty')}</p>
          )}
        </SectionCard>
      )}
      <SectionCard
        title={revision ? t('admin:review.previewRevision') : t('admin:review.preview')}
        testId="review-preview"
      >
        <TariffSheet doc={doc} />
      </SectionCard>
      <SectionCard title={t('admin:correction.heading')} testId="review-correction">
        {saved && (
          <OutcomeAlert variant="success" dismissible onClose={() => setSaved(false)}>
            {t('admin:correction.saved')}
          </OutcomeAlert>
        )}
        {view.state === 'archived' ? (
          <p className="text-body-secondary mb-0">{t('admin:correction.archived')}</p>
        ) : (
          <CorrectionForm key={formKey} tariffKey={view.key} doc={doc} onSaved={() => setSaved(true)} />
        )}
      </SectionCard>
      <SectionCard title={t('admin:audit.heading')} testId="review-audit">
        <AuditHistory tariffKey={view.key} currency={doc.currency} />
      </SectionCard>
    </>
  );
}

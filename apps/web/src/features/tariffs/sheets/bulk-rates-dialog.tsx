import type { TariffBulkRatesOut } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { FormDialog } from '../../../components/ui/dialogs';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type BulkRatesInput, useBulkRates } from '../api/sheets';
import { type BulkDraft, BulkForm, emptyBulkDraft } from './bulk-form';
import { BulkPreview } from './bulk-preview';

type Props = {
  show: boolean;
  /** The tariffs chosen in the catalogue. */
  tariffs: string[];
  onClose: () => void;
  onApplied: (count: number) => void;
};

/** The request the draft stands for; the server checks every value and names a refused one. */
function inputOf(draft: BulkDraft, tariffs: string[], preview: boolean): BulkRatesInput {
  const rows = {
    ...(draft.dayType ? { day_type: draft.dayType } : {}),
    ...(draft.season.trim() ? { season: draft.season.trim() } : {}),
    ...(draft.occupancy ? { occupancy: Number(draft.occupancy) } : {}),
  };
  const value = Number(draft.value);
  return { tariffs, change: { kind: draft.kind, value }, rows, rounding: draft.rounding, preview };
}

/**
 * Bulk rate change (docs/product-decisions.md §13): the first submit previews every matching row before and
 * after; the second applies exactly that. Changing any field drops the preview, so what is applied was seen.
 */
export function BulkRatesDialog({ show, tariffs, onClose, onApplied }: Props) {
  const { t } = useTranslation('catalogue');
  const texts = useErrorText();
  const bulk = useBulkRates();
  const [draft, setDraft] = useState<BulkDraft>(emptyBulkDraft);
  const [preview, setPreview] = useState<TariffBulkRatesOut | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (next: BulkDraft) => {
    setDraft(next);
    setPreview(null);
  };

  async function submit() {
    setFailure(null);
    try {
      const answer = await bulk.mutateAsync(inputOf(draft, tariffs, preview === null));
      if (answer.preview) return setPreview(answer);
      setPreview(null);
      setDraft(emptyBulkDraft);
      onApplied(answer.tariffs.length);
    } catch (error) {
      setFailure(texts.describe(error));
    }
  }

  const close = () => {
    setPreview(null);
    setFailure(null);
    onClose();
  };

  return (
    <FormDialog
      show={show}
      title={t('sheets.bulk.title', { count: tariffs.length })}
      submitLabel={preview ? t('sheets.bulk.apply') : t('sheets.bulk.preview')}
      busy={bulk.isPending}
      onCancel={close}
      onSubmit={() => void submit()}
      data-testid="bulk-rates-dialog"
    >
      <BulkForm draft={draft} onChange={change} disabled={bulk.isPending} />
      {failure && <Alert variant="danger">{t('sheets.failed', { message: failure })}</Alert>}
      {preview && (
        <>
          <p>{t('sheets.bulk.previewIntro')}</p>
          <BulkPreview answer={preview} />
        </>
      )}
    </FormDialog>
  );
}

import { tariffDoc } from '@tourtariff/shared';
import { Alert } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { TariffSheet } from '../view/tariff-sheet';
import { docFromForm } from './doc-from-form';
import { clientErrors } from './form-errors';
import type { TariffForm } from './form-state';

/**
 * The unsaved form exactly as buyers will see it: the very sheet the search detail page renders, given the
 * document a save would send. A form that would be refused has no such document yet, so it says so instead.
 */
export function EditorPreview({ form }: { form: TariffForm }) {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const parsed =
    Object.keys(clientErrors(form)).length === 0 ? tariffDoc.safeParse(docFromForm(form).doc) : null;
  if (!parsed?.success) return <Alert variant="secondary">{t('editor.previewInvalid')}</Alert>;
  return (
    <>
      <p className="text-body-secondary small">{t('editor.previewNote')}</p>
      <TariffSheet doc={parsed.data} />
    </>
  );
}

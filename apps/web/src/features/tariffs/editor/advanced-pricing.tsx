import { Button } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AgeBandEditor } from './age-band-editor';
import { ChargesEditor } from './charges-editor';
import { useEditor } from './editor-context';
import { MarkedDaysEditor } from './marked-days-editor';
import { SpecialDaysEditor } from './special-days-editor';

/**
 * 詳細な料金設定: occupancy and day-typed rates, special and marked days, charges and age bands
 * (docs/product-decisions.md §12). Closed until the supplier opens it or the tariff uses one of them, so a simple
 * tariff's editor stays as short as before.
 */
export function AdvancedPricingSection() {
  const { t } = useTranslation('catalogue');
  const { form, change, readOnly } = useEditor();
  if (!form.advanced)
    return (
      <div className="mb-4" data-testid="advanced-pricing">
        <Button
          variant="outline-primary"
          size="sm"
          disabled={readOnly}
          onClick={() => change((f) => ({ ...f, advanced: true }))}
        >
          {t('editor.openAdvanced')}
        </Button>
        <p className="form-text mb-0">{t('editor.advancedHelp')}</p>
      </div>
    );
  return (
    <section className="mb-2" data-testid="advanced-pricing">
      <h2 className="h5">{t('editor.section.advanced')}</h2>
      <p className="form-text">{t('editor.advancedHelp')}</p>
      <SpecialDaysEditor />
      <MarkedDaysEditor />
      <ChargesEditor />
      <AgeBandEditor />
    </section>
  );
}

import type { TariffDoc } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  type Bilingual,
  formatDate,
  formatDateRange,
  langAttribute,
  localized,
  useLocale,
} from '../../../lib/locale';
import { listItems } from './list-items';
import { LocalizedText } from './localized-text';
import { SheetSection } from './sheet-section';

function ItemList({ label, text }: { label: string; text: Bilingual }) {
  const locale = useLocale();
  const shown = localized(text, locale);
  const items = listItems(shown.text);
  if (items.length === 0) return null;
  return (
    <div className="col-md-6">
      <h4 className="h6">{label}</h4>
      <ul className="mb-0" lang={langAttribute(shown.lang, locale)}>
        {items.map((item, index) => (
          // Lines may repeat; their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once per document
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Description, what is and is not included, validity and blackout dates: the terms a buyer books under. */
export function SheetConditions({ doc }: { doc: TariffDoc }) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();

  return (
    <>
      {(doc.description.jp || doc.description.en) && (
        <SheetSection id="description" title={t('tariffs:field.description')}>
          <LocalizedText text={doc.description} as="p" className="mb-0" style={{ whiteSpace: 'pre-line' }} />
        </SheetSection>
      )}
      <SheetSection id="conditions" title={t('search:sheet.conditions')}>
        <div className="row g-3 mb-3">
          <ItemList label={t('tariffs:field.inclusions')} text={doc.inclusions} />
          <ItemList label={t('tariffs:field.exclusions')} text={doc.exclusions} />
        </div>
        <dl className="row mb-0">
          <dt className="col-sm-3">{t('tariffs:field.validity')}</dt>
          <dd className="col-sm-9" data-testid="sheet-validity">
            {formatDateRange(doc.validity, locale)}
          </dd>
          <dt className="col-sm-3">{t('tariffs:field.blackout')}</dt>
          <dd className="col-sm-9 mb-0" data-testid="sheet-blackout">
            {doc.blackout.length
              ? [...doc.blackout]
                  .sort()
                  .map((day) => formatDate(day, locale))
                  .join(t('search:sheet.listSeparator'))
              : t('search:sheet.none')}
          </dd>
        </dl>
      </SheetSection>
    </>
  );
}

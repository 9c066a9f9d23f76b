import { prefectures, type TariffDoc } from '@tourtariff/shared';
import { Badge } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { langAttribute, localized, useLocale } from '../../../lib/locale';
import { LocalizedText } from './localized-text';

/** Title, summary, category, where (prefecture and area) and tags: what a buyer scans first. */
export function SheetHeader({ doc }: { doc: TariffDoc }) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();
  const prefecture = prefectures[doc.prefecture]?.[locale] ?? doc.prefecture;
  const area = localized(doc.area, locale).text;

  return (
    <header className="mb-3" data-testid="sheet-header">
      <LocalizedText text={doc.title} as="h2" className="h3 mb-1" />
      <LocalizedText text={doc.summary} as="p" className="lead mb-2" />
      <dl className="d-flex flex-wrap gap-3 mb-2 small">
        <div>
          <dt className="d-inline text-body-secondary me-1">{t('tariffs:field.category')}</dt>
          <dd className="d-inline mb-0">{t(`tariffs:category.${doc.category}`)}</dd>
        </div>
        <div>
          <dt className="d-inline text-body-secondary me-1">{t('tariffs:field.prefecture')}</dt>
          <dd className="d-inline mb-0" data-testid="sheet-location">
            {area ? t('search:sheet.location', { prefecture, area }) : prefecture}
          </dd>
        </div>
      </dl>
      {doc.tags.length > 0 && (
        <ul className="list-inline mb-0" aria-label={t('tariffs:field.tags')}>
          {doc.tags.map((tag) => {
            const shown = localized(tag, locale);
            return (
              <li key={`${tag.jp}\n${tag.en}`} className="list-inline-item">
                <Badge
                  bg="secondary-subtle"
                  text="secondary-emphasis"
                  pill
                  lang={langAttribute(shown.lang, locale)}
                >
                  {shown.text}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </header>
  );
}

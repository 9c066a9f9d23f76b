import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StoredImage } from '../../../components/ui/stored-image';
import type { Locale } from '../../../lib/config';
import { htmlLangOf, localized, useLocale } from '../../../lib/locale';
import type { SpaceDetails as Details } from '../api/get-space';

type DetailKey = keyof Details;

/** Language codes named in the reader's language ('ja' → 日本語 / Japanese); an unknown code stays as it is. */
function languageNames(codes: string[], locale: Locale): string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([htmlLangOf(locale)], { type: 'language' });
  } catch {
    // older engines without DisplayNames: the codes are still meaningful
  }
  return codes.map((code) => names?.of(code) ?? code).join(', ');
}

/** DESIGN §5 business details of a space, read-only; fields not filled in say so instead of disappearing. */
export function SpaceDetails({ details }: { details: Details }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const d = details;
  // The reader's language first; the other one rather than nothing.
  const { text: description, lang: descriptionLang } = localized(d.description, locale);
  const website = d.website && /^https?:\/\//.test(d.website) ? d.website : '';

  const rows: [DetailKey, ReactNode][] = [
    [
      'description',
      description && (
        <span style={{ whiteSpace: 'pre-line' }} lang={htmlLangOf(descriptionLang)}>
          {description}
        </span>
      ),
    ],
    ['address', d.address],
    ['phone', d.phone],
    [
      'website',
      website && (
        <a href={website} target="_blank" rel="noopener noreferrer">
          {website}
        </a>
      ),
    ],
    ['languages', d.languages?.length ? languageNames(d.languages, locale) : ''],
    ['corporateNumber', d.corporateNumber && <span className="font-monospace">{d.corporateNumber}</span>],
    ['invoiceNumber', d.invoiceNumber && <span className="font-monospace">{d.invoiceNumber}</span>],
    ['travelRegistration', d.travelRegistration],
    [
      'logo',
      d.logo && <StoredImage src={d.logo} alt={t('profilePage.fields.logo')} width={160} height={80} />,
    ],
  ];

  return (
    <dl className="row mb-0" data-testid="space-details">
      {rows.map(([key, value]) => (
        <div key={key} className="col-12 col-md-6 mb-3">
          <dt className="small text-body-secondary fw-normal">{t(`profilePage.fields.${key}`)}</dt>
          <dd className="mb-0">
            {value || <span className="text-body-secondary">{t('profilePage.notSet')}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

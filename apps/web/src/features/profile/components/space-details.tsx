import { formatAddress, formatTravelRegistration } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { StoredImage } from '../../../components/ui/stored-image';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { languageNames } from '../../../lib/language-names';
import { htmlLangOf, localized, useLocale } from '../../../lib/locale';
import type { SpaceDetails as Details, SpaceKind } from '../api/get-space';
import { fieldsOf, type SpaceField } from '../lib/space-form';

/** The form input that stands for each shown row, so the page shows what the edit form lets this kind fill. */
const inputOf: Record<string, SpaceField> = {
  description: 'descriptionJp',
  address: 'postalCode',
  travelRegistration: 'travelAuthority',
};

/**
 * The business profile of a space, read-only; fields not filled in say so instead of disappearing. Only the
 * fields its kind has are shown: a guide is not a company (no corporate number, travel registration or staff
 * count), a person has no corporate number. The address reads the Japanese way on jp pages (〒600-8216
 * 京都府京都市…) and the western way on en pages.
 */
export function SpaceDetails({ details, kind }: { details: Details; kind: SpaceKind }) {
  const { t } = useTranslation(['common', 'profiles']);
  const locale = useLocale();
  const d = details;
  // The reader's language first; the other one rather than nothing.
  const { text: description, lang: descriptionLang } = localized(d.description, locale);
  const website = d.website && /^https?:\/\//.test(d.website) ? d.website : '';

  const rows: [string, string, ReactNode][] = [
    [
      'description',
      t('profilePage.fields.description'),
      description && (
        <span style={{ whiteSpace: 'pre-line' }} lang={htmlLangOf(descriptionLang)}>
          {description}
        </span>
      ),
    ],
    ['address', t('profilePage.fields.address'), formatAddress(d.address, locale)],
    ['phone', t('profilePage.fields.phone'), d.phone],
    [
      'website',
      t('profilePage.fields.website'),
      website && (
        <a href={website} target="_blank" rel="noopener noreferrer">
          {website}
        </a>
      ),
    ],
    [
      'languages',
      t('profilePage.fields.languages'),
      d.languages?.length ? languageNames(d.languages, locale) : '',
    ],
    [
      'corporateNumber',
      t('profilePage.fields.corporateNumber'),
      d.corporateNumber && <span className="font-monospace">{d.corporateNumber}</span>,
    ],
    [
      'invoiceNumber',
      t('profilePage.fields.invoiceNumber'),
      d.invoiceNumber && <span className="font-monospace">{d.invoiceNumber}</span>,
    ],
    [
      'travelRegistration',
      t('profiles:card.travelRegistration'),
      formatTravelRegistration(d.travelRegistration, locale),
    ],
    [
      'foundedYear',
      t('profiles:card.founded'),
      d.foundedYear ? t('profiles:card.foundedYear', { year: d.foundedYear }) : '',
    ],
    [
      'staffCount',
      t('profiles:card.staff'),
      d.staffCount !== undefined ? t('profiles:card.staffCount', { count: d.staffCount }) : '',
    ],
    [
      'logo',
      t('profilePage.fields.logo'),
      d.logo && <StoredImage src={d.logo} alt={t('profilePage.fields.logo')} width={160} height={80} />,
    ],
  ];

  const fits = fieldsOf(kind);
  const shown = rows.filter(([key]) => fits.has(inputOf[key] ?? (key as SpaceField)));

  return (
    <dl className="row mb-0" data-testid="space-details">
      {shown.map(([key, label, value]) => (
        <div key={key} className="col-12 col-md-6 mb-3" data-field={key}>
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="mb-0">
            {value || <span className="text-body-secondary">{t('profilePage.notSet')}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { formatAddress, formatTravelRegistration } from '@tourtariff/shared';
import { type ReactNode, useId } from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from '../../lib/i18n/use-translation';
import { languageNames } from '../../lib/language-names';
import { htmlLangOf, localized, useLocale } from '../../lib/locale';
import { StoredImage } from '../ui/stored-image';
import { type BusinessRole, useBusinessCard } from './get-business-card';
import { VerifiedBadge } from './verified-badge';

type Props = {
  spaceKey: string;
  /** A supplier's card is its Creator profile, a buyer's its Arranger profile. */
  spaceRole: BusinessRole;
  /** `compact`: a few lines inside another card (partner cards, the directory); no description, no logo. */
  variant?: 'full' | 'compact';
};

/**
 * The public business card of a supplier or buyer space: who the company is, where, and its
 * registrations, in the reader's language (the address the Japanese way on jp pages, the western way on en).
 * Shared UI so tariffs, partners and conversations can all show it; it shows nothing while loading or when the
 * space has no profile, so the page around it never waits for it.
 */
export function BusinessCard({ spaceKey, spaceRole, variant = 'full' }: Props) {
  const { t, ready } = useTranslation('profiles', { useSuspense: false });
  const locale = useLocale();
  const id = useId();
  const card = useBusinessCard(spaceRole, spaceKey);
  if (!card.data || !ready) return null;
  const { name, details: d } = card.data;
  const { text: description, lang } = localized(d.description, locale);
  const website = d.website && /^https?:\/\//.test(d.website) ? d.website : '';
  const rows: [string, ReactNode][] = [
    [t('card.address'), formatAddress(d.address, locale)],
    [t('card.travelRegistration'), formatTravelRegistration(d.travelRegistration, locale)],
    [t('card.invoiceNumber'), d.invoiceNumber && <span className="font-monospace">{d.invoiceNumber}</span>],
  ];
  if (variant === 'full')
    rows.push(
      [
        t('card.corporateNumber'),
        d.corporateNumber && <span className="font-monospace">{d.corporateNumber}</span>,
      ],
      [t('card.phone'), d.phone],
      [
        t('card.website'),
        website && (
          <a href={website} target="_blank" rel="noopener noreferrer">
            {website}
          </a>
        ),
      ],
      [t('card.languages'), d.languages?.length ? languageNames(d.languages, locale) : ''],
      [t('card.founded'), d.foundedYear ? t('card.foundedYear', { year: d.foundedYear }) : ''],
      [t('card.staff'), d.staffCount !== undefined ? t('card.staffCount', { count: d.staffCount }) : ''],
    );
  const shown = rows.filter(([, value]) => Boolean(value));
  const list = (
    <dl className="row small mb-0">
      {shown.map(([label, value]) => (
        <div key={label} className="col-12 mb-1">
          <dt className="d-inline fw-normal text-body-secondary me-2">{label}</dt>
          <dd className="d-inline mb-0 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );

  // The verified badge rides on the card, so every place that shows a company shows it too.
  const badge = <VerifiedBadge space={spaceKey} kind="business" />;
  if (variant === 'compact')
    return (
      <div className="mt-1" data-testid="business-card-compact">
        {badge}
        {shown.length > 0 && list}
      </div>
    );

  return (
    <Card as="section" className="mb-3" aria-labelledby={`${id}-title`} data-testid="business-card">
      <Card.Body>
        <Card.Subtitle className="mb-1 text-body-secondary small">{t('card.title')}</Card.Subtitle>
        <div className="d-flex align-items-center gap-2 mb-2">
          {d.logo && <StoredImage src={d.logo} alt={t('card.logo', { name })} width={48} height={48} />}
          <h2 id={`${id}-title`} className="h6 mb-0">
            {name}
          </h2>
          {badge}
        </div>
        {description && (
          <p className="small mb-2" style={{ whiteSpace: 'pre-line' }} lang={htmlLangOf(lang)}>
            {description}
          </p>
        )}
        {shown.length ? list : <p className="small text-body-secondary mb-0">{t('card.empty')}</p>}
      </Card.Body>
    </Card>
  );
}

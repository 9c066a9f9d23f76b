import { type GuideProfileView as Profile, prefectures } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { PersonName } from '../../../components/ui/person-name';
import { StoredImage } from '../../../components/ui/stored-image';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, htmlLangOf, localized, useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { regionLine, specialtyLine, useLanguageLine } from './guide-facts';

type Props = {
  profile: Profile;
  /** Buttons beside the name: Edit for the guide; Message and Offer a job for others (composed by the route). */
  actions?: ReactNode;
  /** Where a verified-licence badge goes once credentials exist. */
  badge?: ReactNode;
};

/** A guide's whole profile, read-only: the detail page others see and the guide's own page between edits. */
export function GuideProfileView({ profile, actions, badge }: Props) {
  const { t } = useTranslation('guides');
  const locale = useLocale();
  const bio = localized(profile.bio, locale);
  const languages = useLanguageLine(profile.languages, locale);
  const licence = profile.licence;
  const rows: [string, ReactNode][] = [
    [
      t('fields.licenceType'),
      <>
        {t(`licence.${licence.type}`)}
        {licence.type === 'regional' && licence.region && ` (${licence.region})`}
        {badge}
      </>,
    ],
    ...(licence.type !== 'none'
      ? ([
          [
            t('fields.licenceNumber'),
            <span key="number" className="font-monospace">
              {licence.number}
            </span>,
          ],
          [t('fields.licencePrefecture'), prefectures[licence.prefecture]?.[locale] ?? ''],
        ] as [string, ReactNode][])
      : []),
    [
      t('fields.lastTraining'),
      profile.lastTraining ? (
        <>
          {formatDate(profile.lastTraining, locale)}
          {profile.trainingOverdue && (
            <span className="badge text-bg-warning ms-2" data-testid="training-warning">
              {t('form.trainingOverdue')}
            </span>
          )}
        </>
      ) : (
        t('view.none')
      ),
    ],
    [t('fields.languages'), languages],
    [t('fields.regions'), regionLine(profile.regions, locale)],
    [t('fields.specialties'), specialtyLine(profile.specialties, locale) || t('view.none')],
    [
      t('form.rates'),
      t('view.rates', {
        fullDay: formatMoney(profile.rates.fullDay, 'JPY', locale),
        halfDay: formatMoney(profile.rates.halfDay, 'JPY', locale),
        overtime: formatMoney(profile.rates.overtimeHour, 'JPY', locale),
      }),
    ],
  ];

  return (
    <Card className="mb-3" data-testid="guide-profile-view">
      <Card.Body>
        <div className="d-flex flex-wrap gap-3 align-items-start mb-3">
          <StoredImage src={profile.photo} alt={t('fields.photo')} width={96} height={96} rounded={48} />
          <div className="flex-grow-1">
            <h2 className="h4 mb-1">
              <PersonName person={profile.person} fallback={profile.name} />
            </h2>
            {bio.text && (
              <p className="mb-0" style={{ whiteSpace: 'pre-line' }} lang={htmlLangOf(bio.lang)}>
                {bio.text}
              </p>
            )}
          </div>
          {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
        </div>
        <dl className="row mb-0">
          {rows.map(([label, value]) => (
            <div key={label} className="col-12 row">
              <dt className="col-sm-4">{label}</dt>
              <dd className="col-sm-8">{value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

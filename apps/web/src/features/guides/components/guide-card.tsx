import type { GuideCard as Card } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonName } from '../../../components/ui/person-name';
import { StarRating } from '../../../components/ui/star-rating';
import { StoredImage } from '../../../components/ui/stored-image';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { formatMoney } from '../../../lib/money';
import { regionLine, useLanguageLine } from './guide-facts';

type Props = {
  guide: Card;
  href: string;
  /** A slot beside the licence: the verified badge once credentials exist. */
  badge?: ReactNode;
  /** Buttons under the card (an applicant's card on a job). */
  extra?: ReactNode;
};

/** A guide in the directory and among a job's applicants: photo, name with furigana, languages, regions, rate. */
export function GuideCardView({ guide, href, badge, extra }: Props) {
  const { t } = useTranslation('guides');
  const locale = useLocale();
  const languages = useLanguageLine(guide.languages, locale);
  return (
    <div className="d-flex gap-3 align-items-start" data-testid="guide-card">
      <StoredImage src={guide.photo} alt="" width={64} height={64} rounded={32} />
      <div className="flex-grow-1 min-w-0">
        <h3 className="h6 mb-1">
          <Link to={href}>
            <PersonName person={guide.person} fallback={guide.name} />
          </Link>
        </h3>
        <div className="small">
          <span className="badge text-bg-light border me-1" data-testid="guide-licence">
            {t(`licence.${guide.licence}`)}
          </span>
          {badge}
        </div>
        <div className="small">{languages}</div>
        <div className="small text-body-secondary">{regionLine(guide.regions, locale)}</div>
        {guide.rating !== null && (
          <StarRating value={guide.rating} label={t('card.rating', { rating: guide.rating.toFixed(1) })} />
        )}
        {extra}
      </div>
      <div className="text-end">
        <div className="fw-semibold" data-testid="guide-rate">
          {formatMoney(guide.rates.fullDay, 'JPY', locale)}
        </div>
        <div className="small text-body-secondary">{t('card.perDay')}</div>
      </div>
    </div>
  );
}

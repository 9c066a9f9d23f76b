import { prefectures } from '@tourtariff/shared';
import { type ComponentType, memo } from 'react';
import { Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { StarRating } from '../../../components/ui/star-rating';
import { StoredImage } from '../../../components/ui/stored-image';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { langAttribute, localized, useLocale } from '../../../lib/locale';
import type { SearchHit } from '../api/search';
import { LocalizedText } from '../view/localized-text';
import { ResultPrice } from './result-price';

/** What the detail page learns from the card it was opened from: the search to return to. */
export type DetailLinkState = { search: string };

type Props = {
  hit: SearchHit;
  adults: number;
  href: string;
  linkState: DetailLinkState;
  /** What a route adds to the card (a favourite's heart), without this feature knowing it. */
  Extra?: ComponentType<{ hit: SearchHit }> | undefined;
};

/**
 * One result: what it is, where, who sells it, and the price for the adults asked. The title opens it.
 * Memoised on its props, which the list keeps stable (the hit from the answer, one link state, a component
 * type for the extra): an answer arriving elsewhere on the page (counts, favourites, a text namespace) then
 * does not re-render every card in the same task (docs/performance.md "Web: what each route loads").
 */
export const ResultCard = memo(function ResultCard({ hit, adults, href, linkState, Extra }: Props) {
  const { t } = useTranslation(['search', 'tariffs']);
  const locale = useLocale();
  const title = localized(hit.title, locale);
  const prefecture = prefectures[hit.prefecture]?.[locale] ?? hit.prefecture;
  const area = localized(hit.area, locale).text;

  return (
    <Card as="article" className="h-100" data-testid="result-card">
      <Card.Body className="d-flex gap-3">
        {hit.image && (
          <StoredImage src={hit.image} alt="" width={120} height={80} className="flex-shrink-0" />
        )}
        <div className="flex-grow-1 min-w-0">
          <div className="d-flex align-items-start gap-2">
            <h2 className="h5 mb-1 flex-grow-1">
              <Link to={href} state={linkState} lang={langAttribute(title.lang, locale)}>
                {title.text}
              </Link>
            </h2>
            {Extra && <Extra hit={hit} />}
          </div>
          <p className="small text-body-secondary mb-1">
            <Badge bg="primary-subtle" text="primary-emphasis" className="me-2">
              {t(`tariffs:category.${hit.category}`)}
            </Badge>
            <span data-testid="result-location">
              {area ? t('search:sheet.location', { prefecture, area }) : prefecture}
            </span>
          </p>
          {hit.rating && (
            <p className="small mb-1" data-testid="result-rating">
              <StarRating
                value={hit.rating.average}
                label={t('search:card.rating', {
                  average: hit.rating.average.toFixed(1),
                  count: hit.rating.count,
                })}
                suffix={`${hit.rating.average.toFixed(1)} ${t('search:card.ratingShort', { count: hit.rating.count })}`}
              />
            </p>
          )}
          <LocalizedText text={hit.summary} as="p" className="mb-2" />
          <p className="small mb-2" data-testid="result-supplier">
            {t('search:card.supplier', { name: hit.supplier.name || hit.supplier.key })}
          </p>
          <ResultPrice hit={hit} adults={adults} />
        </div>
      </Card.Body>
    </Card>
  );
});

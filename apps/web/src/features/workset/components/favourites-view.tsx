import type { FavouriteDoc } from '@tourtariff/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { useDocuments } from '../api/documents';
import { useTariffTitles } from '../api/tariff-titles';
import { FavouriteHeart } from './favourite-heart';

type Props = { space: string | null; hrefOf: (tariff: string) => string };

/** The Favourites view on /search: the space's favourite tariffs, each opening its page. */
export function FavouritesView({ space, hrefOf }: Props) {
  const { t } = useTranslation('workset');
  const locale = useLocale();
  const favourites = useDocuments<FavouriteDoc>(space, 'favourites');
  const keys = (favourites.data ?? []).map((d) => d.doc.tariff);
  const titles = useTariffTitles(keys);
  if (!space) return <p className="text-body-secondary">{t('favourites.noSpace')}</p>;
  if (favourites.isPending) return null;
  if (!keys.length)
    return (
      <p className="text-body-secondary" data-testid="favourites-empty">
        {t('favourites.empty')}
      </p>
    );
  return (
    <ul className="list-group mb-3" aria-label={t('favourites.title')} data-testid="favourites-list">
      {keys.map((key, i) => {
        const found = titles[i]?.data;
        const title = found ? localized(found.title, locale).text : key;
        return (
          <li
            key={key}
            className="list-group-item d-flex align-items-center gap-2"
            data-testid="favourite-item"
          >
            <FavouriteHeart space={space} tariff={key} title={title} />
            {titles[i]?.isError ? (
              <span className="text-body-secondary">{t('favourites.unavailable', { key })}</span>
            ) : (
              <Link to={hrefOf(key)}>{title}</Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import type { FavouriteDoc } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDocuments, useDocumentToggle } from '../api/documents';
import './favourite-heart.css';

type Props = { space: string | null; tariff: string; title: string };

/**
 * The heart on a search card and the detail page: pressed when the tariff is one of the
 * space's favourites. Its texts load without suspending, so the search page never waits for them: the heart
 * appears in its reserved slot once they are there.
 */
export function FavouriteHeart({ space, tariff, title }: Props) {
  const { t, ready } = useTranslation('workset', { useSuspense: false });
  const favourites = useDocuments<FavouriteDoc>(space, 'favourites');
  const toggle = useDocumentToggle<FavouriteDoc>(space, 'favourites');
  // The slot keeps its size while the texts and favourites load, so the card does not move when it fills.
  if (!space || !ready || !favourites.data) return <span className="favourite-heart" aria-hidden="true" />;
  const mine = favourites.data.find((d) => d.space === space && d.doc.tariff === tariff);
  const label = mine ? t('favourites.remove', { title }) : t('favourites.add', { title });
  return (
    <button
      type="button"
      className="favourite-heart"
      aria-pressed={Boolean(mine)}
      aria-label={label}
      title={label}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(mine ? { remove: mine.id } : { add: { tariff } })}
      data-testid="favourite-heart"
    >
      <span aria-hidden="true">{mine ? '♥' : '♡'}</span>
    </button>
  );
}

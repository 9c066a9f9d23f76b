import { formatNumber, type TariffCategory, tariffCategories } from '@tourtariff/shared';
import { memo } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from '../../../lib/i18n/use-translation';
import './category-filter.css';

type Props = {
  selected: TariffCategory | undefined;
  /** Matches per category for the current search, ignoring the category itself; undefined while loading. */
  counts: Partial<Record<TariffCategory, number>> | undefined;
  onSelect: (category: TariffCategory | undefined) => void;
};

/**
 * One pill per category with how many tariffs of the current search it holds, so a buyer sees where the
 * matches are before narrowing. "All" sums them. A category with no match stays visible (and pickable) at 0.
 */
export const CategoryFilter = memo(function CategoryFilter({ selected, counts, onSelect }: Props) {
  const { t } = useTranslation(['search', 'tariffs']);
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  const options: { value: TariffCategory | undefined; label: string; count: number | undefined }[] = [
    { value: undefined, label: t('search:category.all'), count: total },
    ...tariffCategories.map((c) => ({
      value: c,
      label: t(`tariffs:category.${c}`),
      count: counts?.[c] ?? 0,
    })),
  ];

  return (
    <nav aria-label={t('tariffs:field.category')} className="mb-3" data-testid="category-filter">
      {/* Bootstrap's nav classes without react-bootstrap's Nav, whose keyboard and selection logic these plain
          toggle buttons do not use (a lighter first route). */}
      <ul className="nav nav-pills flex-wrap gap-1">
        {options.map((option) => {
          const active = option.value === selected;
          return (
            <li className="nav-item" key={option.value ?? 'all'}>
              <button
                type="button"
                className={active ? 'nav-link active' : 'nav-link'}
                aria-pressed={active}
                onClick={() => onSelect(option.value)}
                data-testid={`category-${option.value ?? 'all'}`}
              >
                {option.label}
                {/* Shown while the counts load too, at the same width, so the pills do not widen (and wrap
                    onto another line, moving the results down) when they arrive (CLS). */}
                <Badge
                  bg={active ? 'light' : 'secondary'}
                  text={active ? 'dark' : undefined}
                  className="ms-1 tt-count"
                  aria-hidden={counts ? undefined : true}
                >
                  {counts ? formatNumber(option.count ?? 0) : '\u00a0'}
                </Badge>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

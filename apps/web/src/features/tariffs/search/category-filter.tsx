import { formatNumber, type TariffCategory, tariffCategories } from '@tourtariff/shared';
import { Badge, Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

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
export function CategoryFilter({ selected, counts, onSelect }: Props) {
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
      <Nav variant="pills" className="flex-wrap gap-1" as="ul">
        {options.map((option) => {
          const active = option.value === selected;
          return (
            <Nav.Item as="li" key={option.value ?? 'all'}>
              <Nav.Link
                as="button"
                type="button"
                active={active}
                aria-pressed={active}
                onClick={() => onSelect(option.value)}
                data-testid={`category-${option.value ?? 'all'}`}
              >
                {option.label}
                {counts && (
                  <Badge
                    bg={active ? 'light' : 'secondary'}
                    text={active ? 'dark' : undefined}
                    className="ms-1"
                  >
                    {formatNumber(option.count ?? 0)}
                  </Badge>
                )}
              </Nav.Link>
            </Nav.Item>
          );
        })}
      </Nav>
    </nav>
  );
}

import type { TodayItem } from '@tourtariff/shared';
import { Link } from 'react-router';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../../lib/locale';
import { useToday } from '../api/today';

/**
 * "Today" on the home page (docs/product-decisions.md §15): each count with a link to the page that lists it.
 * Counts of zero stay listed, dimmed, so the page always shows the same places to look. Plain Bootstrap markup:
 * react-bootstrap's list and badge imported here would be split into a chunk the first route shares, over its
 * budget (bench/web-budget.ts).
 */
export function TodayView({ space, admin }: { space: string | null; admin: boolean }) {
  const { t } = useTranslation('bookings');
  const localize = useLocalizedPath();
  const today = useToday(space);

  if (!space && !admin)
    return (
      <p className="text-body-secondary" data-testid="today-pick-space">
        {t('today.pickSpace')}
      </p>
    );
  if (today.isPending)
    return (
      <div data-testid="today-loading">
        <span className="visually-hidden">{t('today.loading')}</span>
        <BlockSpinner />
      </div>
    );
  if (today.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {t('today.failed')}
      </div>
    );

  const waiting = today.data.items.filter((item) => item.count > 0);
  return (
    <section aria-labelledby="today-title" data-testid="today">
      <h2 id="today-title" className="h5 mb-3">
        {t('today.today', { date: today.data.date })}
      </h2>
      {waiting.length === 0 && (
        <p className="text-body-secondary" data-testid="today-empty">
          {t('today.empty')}
        </p>
      )}
      {today.data.items.length > 0 && (
        <div className="list-group">
          {today.data.items.map((item) => (
            <TodayLine key={item.key} item={item} href={localize(item.href)} />
          ))}
        </div>
      )}
    </section>
  );
}

function TodayLine({ item, href }: { item: TodayItem; href: string }) {
  const { t } = useTranslation('bookings');
  return (
    <Link
      to={href}
      className={`list-group-item list-group-item-action d-flex justify-content-between align-items-center${item.count ? '' : ' text-body-secondary'}`}
      data-testid={`today-${item.key}`}
    >
      <span>{t(`today.items.${item.key}`)}</span>
      <span
        className={`badge rounded-pill ${item.count ? 'text-bg-primary' : 'text-bg-secondary'}`}
        data-testid="today-count"
      >
        {item.count}
      </span>
    </Link>
  );
}

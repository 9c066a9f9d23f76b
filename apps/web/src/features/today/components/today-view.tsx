import type { TodayItem } from '@tourtariff/shared';
import { Alert, Badge, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../../lib/locale';
import { useToday } from '../api/today';

/**
 * "Today" on the home page (docs/product-decisions.md §15): each count with a link to the page that lists it.
 * Counts of zero stay listed, dimmed, so the page always shows the same places to look.
 */
export function TodayView({ space, admin }: { space: string | null; admin: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const today = useToday(space);

  if (!space && !admin)
    return (
      <p className="text-body-secondary" data-testid="today-pick-space">
        {t('pages.home.pickSpace')}
      </p>
    );
  if (today.isPending)
    return (
      <div data-testid="today-loading">
        <span className="visually-hidden">{t('pages.home.loading')}</span>
        <BlockSpinner />
      </div>
    );
  if (today.isError) return <Alert variant="danger">{t('pages.home.failed')}</Alert>;

  const waiting = today.data.items.filter((item) => item.count > 0);
  return (
    <section aria-labelledby="today-title" data-testid="today">
      <h2 id="today-title" className="h5 mb-3">
        {t('pages.home.today', { date: today.data.date })}
      </h2>
      {waiting.length === 0 && (
        <p className="text-body-secondary" data-testid="today-empty">
          {t('pages.home.empty')}
        </p>
      )}
      {today.data.items.length > 0 && (
        <ListGroup className="today-list">
          {today.data.items.map((item) => (
            <TodayLine key={item.key} item={item} href={localize(item.href)} />
          ))}
        </ListGroup>
      )}
    </section>
  );
}

function TodayLine({ item, href }: { item: TodayItem; href: string }) {
  const { t } = useTranslation();
  return (
    <ListGroup.Item
      as={Link}
      to={href}
      action
      className={`d-flex justify-content-between align-items-center${item.count ? '' : ' text-body-secondary'}`}
      data-testid={`today-${item.key}`}
    >
      <span>{t(`pages.home.items.${item.key}`)}</span>
      <Badge bg={item.count ? 'primary' : 'secondary'} pill data-testid="today-count">
        {item.count}
      </Badge>
    </ListGroup.Item>
  );
}

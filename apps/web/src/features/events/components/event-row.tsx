import { prefectures } from '@tourtariff/shared';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { asLocale, formatDateRange, htmlLangOf, localized, useLocalizedPath } from '../../../lib/locale';
import type { EventView } from '../api/types';
import { editTarget } from '../lib/edit-target';
import { shareUrl } from '../lib/share-link';
import { CopyButton } from './copy-button';

type Props = { event: EventView; onDelete: (event: EventView) => void };

/** One event: what and when, where, whether the shared page shows it, and what can be done with it. */
export function EventRow({ event, onDelete }: Props) {
  const { t, i18n } = useTranslation('events');
  const locale = asLocale(i18n.language);
  const localize = useLocalizedPath();
  const title = localized(event.title, locale);
  const place = localized(event.place, locale);
  const prefecture = event.prefecture ? prefectures[event.prefecture]?.[locale] : undefined;
  const name = title.text;

  return (
    <tr data-testid="event-row">
      <th scope="row" className="fw-semibold">
        <span lang={htmlLangOf(title.lang)}>{name}</span>
      </th>
      <td className="text-nowrap">{formatDateRange(event.dates, locale)}</td>
      <td>
        {place.text && <span lang={htmlLangOf(place.lang)}>{place.text}</span>}
        {place.text && prefecture && <br />}
        {prefecture && <span className="small text-body-secondary">{prefecture}</span>}
      </td>
      <td className="text-end">{t('list.linkedCount', { count: event.tariffs.length })}</td>
      <td>
        {event.published ? (
          <Badge bg="success">{t('list.published')}</Badge>
        ) : (
          <Badge bg="secondary">{t('list.unpublished')}</Badge>
        )}
      </td>
      <td>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {event.published && (
            <>
              <Link
                to={localize(paths.tariffEvent.getHref([event.key]))}
                className="btn btn-sm btn-outline-primary"
                aria-label={t('list.openLabel', { title: name })}
              >
                {t('list.open')}
              </Link>
              <CopyButton
                text={shareUrl(event.key)}
                size="sm"
                variant="outline-secondary"
                aria-label={`${t('share.copy')}: ${name}`}
              />
            </>
          )}
          <Link
            to={editTarget(event.key, localize)}
            className="btn btn-sm btn-outline-secondary"
            aria-label={t('list.editLabel', { title: name })}
          >
            {t('list.edit')}
          </Link>
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => onDelete(event)}
            aria-label={t('list.deleteLabel', { title: name })}
          >
            {t('list.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}

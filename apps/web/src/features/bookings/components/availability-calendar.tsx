import { japanDate } from '@tourtariff/shared';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { monthDays, monthOf, shiftMonth } from '../../../components/ui/month-calendar';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/locale';
import { formatMonth, weekdayNames } from '../../../lib/locale-calendar';
import { formatMoney } from '../../../lib/money';
import { useAvailability } from '../api/bookings';
import { byDate, monthRange, pickable } from '../lib/calendar';
import '../../../components/ui/month-calendar.css';
import './availability.css';

type Props = {
  tariff: string;
  /** The date picked, highlighted; a click on a pickable day reports it. */
  picked: string;
  onPick: (date: string) => void;
};

const statuses = ['available', 'limited', 'on_request', 'free_sale', 'sold_out', 'closed'] as const;

/**
 * A month of the tariff's availability for the caller (docs/product-decisions.md §15): each day's status in
 * words and colour, the units left for them (their partner allotment plus the general pool) and their price for
 * the default group, from the server. A day that can be booked is a button that fills the quote's date.
 */
export function AvailabilityCalendar({ tariff, picked, onPick }: Props) {
  const { t } = useTranslation('bookings');
  const texts = useErrorText();
  const locale = useLocale();
  const today = japanDate(new Date());
  const [month, setMonth] = useState(() => monthOf(picked || today));
  const range = monthRange(month);
  const answer = useAvailability(tariff, range.from, range.to);
  const days = byDate(answer.data?.days ?? []);
  const { days: dates, lead } = monthDays(month);
  const weekdays = weekdayNames(locale);

  return (
    <section className="mb-3" data-testid="availability-calendar" aria-labelledby={`${tariff}-availability`}>
      <h2 className="h6" id={`${tariff}-availability`}>
        {t('calendar.title')}
      </h2>
      <div className="d-flex align-items-center justify-content-between mb-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setMonth(shiftMonth(month, -1))}
          aria-label={t('calendar.previous')}
          disabled={month <= monthOf(today)}
        >
          ‹
        </button>
        <h3 className="h6 mb-0" aria-live="polite">
          {formatMonth(month, locale)} {answer.isFetching && <InlineSpinner />}
        </h3>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => setMonth(shiftMonth(month, 1))}
          aria-label={t('calendar.next')}
          data-testid="availability-next"
        >
          ›
        </button>
      </div>
      {answer.isError ? (
        <Alert variant="warning" className="small">
          {texts.describe(answer.error, t('calendar.failed'))}
        </Alert>
      ) : (
        <div className="month-calendar-grid">
          {weekdays.map((name) => (
            <div key={name} className="month-calendar-weekday small text-body-secondary" aria-hidden="true">
              {name}
            </div>
          ))}
          {weekdays.slice(0, lead).map((name) => (
            <div key={`lead-${name}`} aria-hidden="true" />
          ))}
          {dates.map((date) => {
            const day = days.get(date);
            const status = day && date >= today ? day.status : 'past';
            const left = day && day.left !== null && status !== 'closed' ? day.left : null;
            const price =
              day?.price != null && answer.data ? formatMoney(day.price, answer.data.currency, locale) : null;
            const detail =
              day && status !== 'past'
                ? left !== null
                  ? t('calendar.leftShort', { count: left })
                  : t(`calendar.short.${status}`)
                : null;
            // The cell's text is its name, the status in words after what it shows (colour is never the only sign).
            const content = (
              <>
                <span className="fw-semibold">{Number(date.slice(8))}</span>{' '}
                {detail !== null && (
                  <span className="tt-availability-detail">
                    {detail}
                    {price && <span className="d-block"> {price}</span>}
                  </span>
                )}
                <span className="visually-hidden"> {t(`calendar.status.${status}`)}</span>
              </>
            );
            const className = `month-calendar-day tt-availability is-${status}${date === picked ? ' is-picked' : ''}`;
            return pickable(day, today) ? (
              <button
                key={date}
                type="button"
                data-day={date}
                data-status={status}
                data-left={left ?? undefined}
                className={className}
                aria-pressed={date === picked}
                onClick={() => onPick(date)}
              >
                {content}
              </button>
            ) : (
              <div
                key={date}
                data-day={date}
                data-status={status}
                data-left={left ?? undefined}
                className={className}
              >
                {content}
              </div>
            );
          })}
        </div>
      )}
      <ul className="list-inline small mt-2 mb-0">
        {statuses.map((status) => (
          <li key={status} className="list-inline-item">
            <span className={`month-calendar-swatch tt-availability is-${status}`} aria-hidden="true" />{' '}
            {t(`calendar.status.${status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

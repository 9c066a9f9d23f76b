import type { Booking } from '@tourtariff/shared';
import { useRef } from 'react';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { useCreateBooking } from '../api/bookings';
import { type BookAsk, bookingOf } from '../lib/book';

type Props = {
  tariff: string;
  /** The quote panel's request; null while it cannot be priced. */
  ask: BookAsk | null;
  /** The buyer space that books; null when the current space cannot (a supplier, a guide, signed out). */
  space: string | null;
  onBooked: (booking: Booking) => void;
};

/**
 * Books what the quote shows: a hold on units for the supplier's hold time (or a request on an on-request date),
 * then the booking page, where the hold is confirmed. A refusal (sold out, closed, past the cut-off) is shown in
 * the reader's language from its code.
 */
export function BookPanel({ tariff, ask, space, onBooked }: Props) {
  const { t } = useTranslation('bookings');
  const texts = useErrorText();
  const locale = useLocale();
  const create = useCreateBooking();
  // One Idempotency-Key per request shown: pressing again after a lost answer resends the same key, so the server
  // answers the booking it made instead of holding the units twice; another request gets a new key.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (body: object) => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    return attempt.current.key;
  };
  if (!space) return null;
  return (
    <Card className="mb-3" data-testid="book-panel">
      <Card.Body>
        <h2 className="h6">{t('book.title')}</h2>
        <p className="small text-body-secondary mb-2">
          {ask
            ? t('book.summary', {
                date: formatDate(ask.date, locale),
                adults: ask.adults,
                units: ask.units ?? 1,
              })
            : t('book.pickDate')}
        </p>
        <Button
          disabled={!ask || create.isPending}
          onClick={() => {
            if (!ask) return;
            const body = bookingOf(tariff, space, ask);
            create.mutate(
              { body, attempt: keyFor(body) },
              {
                onSuccess: (booking) => {
                  attempt.current = null;
                  onBooked(booking);
                },
              },
            );
          }}
          data-testid="book-button"
        >
          {create.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('book.submit')}
        </Button>
        {create.isError && (
          <Alert variant="danger" className="mt-2 mb-0 small" data-testid="book-error">
            {texts.describe(create.error, t('book.failed'))}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

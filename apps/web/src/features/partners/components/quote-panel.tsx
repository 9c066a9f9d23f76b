import { useId, useState } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useQuote } from '../api/quote';
import { askOf, type QuoteForm } from '../lib/quote-ask';
import { useDebounced } from '../../../lib/use-debounced';
import { QuoteResult } from './quote-result';
import { DateControl } from '../../../components/ui/date-control';

type Props = {
  tariff: string;
  /** Rates priced per room, vehicle or group need a number of units. */
  withUnits: boolean;
  /** The date and adults of the search the buyer came from, as a start. */
  initial?: { date?: string | undefined; adults?: number | undefined };
};

/**
 * A live quote on the tariff page: date, adults and children in, the price out with every line that makes it,
 * the agreement's discount, tax and the cancellation schedule. A refusal (a blackout date, a group no tier
 * admits) is shown in the reader's language from its error code.
 */
export function QuotePanel({ tariff, withUnits, initial }: Props) {
  const { t } = useTranslation('partners');
  const texts = useErrorText(['quote']);
  const id = useId();
  const [form, setForm] = useState<QuoteForm>({
    date: initial?.date ?? '',
    adults: String(initial?.adults ?? 2),
    children: '0',
    units: '1',
  });
  const ask = useDebounced(askOf(form, withUnits), 250);
  const quote = useQuote(tariff, ask);
  const set = (patch: Partial<QuoteForm>) => setForm((current) => ({ ...current, ...patch }));

  const number = (name: 'adults' | 'children' | 'units', label: string, min: number) => (
    <Form.Group className="col-4" controlId={`${id}-${name}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        type="number"
        min={min}
        inputMode="numeric"
        value={form[name]}
        onChange={(event) => set({ [name]: event.target.value })}
      />
    </Form.Group>
  );

  return (
    <Card as="section" className="mb-3" aria-labelledby={`${id}-title`} data-testid="quote-panel">
      <Card.Body>
        <h2 id={`${id}-title`} className="h6">
          {t('quote.title')}
        </h2>
        <p className="small text-body-secondary">{t('quote.intro')}</p>
        <div className="row g-2 mb-3">
          <Form.Group className="col-12" controlId={`${id}-date`}>
            <Form.Label className="small mb-1">{t('quote.date')}</Form.Label>
            <DateControl value={form.date} onChange={(event) => set({ date: event.target.value })} />
          </Form.Group>
          {number('adults', t('quote.adults'), 1)}
          {number('children', t('quote.children'), 0)}
          {withUnits && number('units', t('quote.units'), 1)}
        </div>
        <div aria-live="polite" aria-busy={quote.isFetching}>
          {ask === null ? (
            <p className="small text-body-secondary mb-0">{t('quote.askFirst')}</p>
          ) : quote.isPending ? (
            <InlineSpinner />
          ) : quote.isError ? (
            <Alert variant="warning" className="mb-0 small" data-testid="quote-refusal">
              {texts.describe(quote.error, t('quote.failed'))}
            </Alert>
          ) : (
            <QuoteResult quote={quote.data} />
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

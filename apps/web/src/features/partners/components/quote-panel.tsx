import { useEffect, useId, useState } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { DateControl } from '../../../components/ui/date-control';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../lib/locale';
import { useDebounced } from '../../../lib/use-debounced';
import { type QuoteAsk, useQuote } from '../api/quote';
import { askOf, type QuoteForm } from '../lib/quote-ask';
import { type QuoteSheet, quoteBands, quoteInputs } from '../lib/quote-inputs';
import { QuoteResult } from './quote-result';

type Props = {
  tariff: string;
  /** The rates, category, age bands and special days: which inputs to offer and how to name the lines. */
  sheet: QuoteSheet;
  /** The date, adults and children by age band of the search the buyer came from, as a start. */
  initial?: {
    date?: string | undefined;
    adults?: number | undefined;
    bands?: Record<string, number> | undefined;
  };
  /** Told each request the panel prices (null when it cannot), so an inquiry can start from it. */
  onAsk?: ((ask: QuoteAsk | null) => void) | undefined;
  /** A date picked elsewhere on the page (the availability calendar): it replaces the panel's date. */
  pickedDate?: string | undefined;
};

/**
 * A live quote on the tariff page: date, adults and children in (for a stay also nights, rooms and children per
 * age band, docs/product-decisions.md §12), the price out with every line that makes it, the agreement's
 * discount or commission, tax and charges, and the cancellation schedule. A refusal (a blackout date, a group
 * no tier admits) is shown in the reader's language from its error code.
 */
export function QuotePanel({ tariff, sheet, initial, onAsk, pickedDate }: Props) {
  const { t } = useTranslation('partners');
  const texts = useErrorText(['quote']);
  const locale = useLocale();
  const id = useId();
  const inputs = quoteInputs(sheet);
  const bands = quoteBands(sheet);
  const [form, setForm] = useState<QuoteForm>({
    date: initial?.date ?? '',
    adults: String(initial?.adults ?? 2),
    children: '0',
    units: '1',
    nights: '1',
    // Only the bands this tariff prices: the search offers the usual ones, a tariff may define its own.
    bands: Object.fromEntries(
      bands.flatMap((band) => {
        const count = initial?.bands?.[band.key];
        return count ? [[band.key, String(count)]] : [];
      }),
    ),
  });
  const ask = useDebounced(askOf(form, inputs), 250);
  const quote = useQuote(tariff, ask);
  useEffect(() => onAsk?.(ask), [ask, onAsk]);
  useEffect(() => {
    if (pickedDate) setForm((current) => ({ ...current, date: pickedDate }));
  }, [pickedDate]);
  const set = (patch: Partial<QuoteForm>) => setForm((current) => ({ ...current, ...patch }));

  const number = (name: string, label: string, min: number, value: string, onChange: (v: string) => void) => (
    <Form.Group key={name} className="col-4" controlId={`${id}-${name}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        type="number"
        min={min}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Group>
  );
  const field = (name: 'adults' | 'children' | 'units' | 'nights', label: string, min: number) =>
    number(name, label, min, form[name], (value) => set({ [name]: value }));

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
          {inputs.nights && field('nights', t('quote.nights'), 1)}
          {inputs.units && field('units', inputs.nights ? t('quote.rooms') : t('quote.units'), 1)}
          {field('adults', t('quote.adults'), 1)}
          {bands.length === 0
            ? field('children', t('quote.children'), 0)
            : bands.map((band) =>
                number(
                  `band-${band.key}`,
                  localized(band.name, locale).text,
                  0,
                  form.bands[band.key] ?? '0',
                  (v) => setForm((current) => ({ ...current, bands: { ...current.bands, [band.key]: v } })),
                ),
              )}
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
            <QuoteResult quote={quote.data} bands={bands} specialDays={sheet.special_days ?? []} />
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

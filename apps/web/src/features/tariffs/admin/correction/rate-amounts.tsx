import { seasonNamed, type TariffDoc } from '@tourtariff/shared';
import { Form, InputGroup, Table } from 'react-bootstrap';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { localized, useLocale } from '../../../../lib/locale';
import type { Draft } from './draft';

type Props = {
  id: string;
  doc: TariffDoc;
  draft: Draft;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (row: number, field: 'adult' | 'child', value: string) => void;
};

/**
 * The rate table's adult and child amounts, typed in the major unit (yen, dollars). Each input is named by its
 * column and row ("Adult 1"), since a table cell has no label of its own.
 */
export function RateAmounts({ id, doc, draft, errors, disabled, onChange }: Props) {
  const { t } = useTranslation(['admin', 'tariffs']);
  const locale = useLocale();
  // A rate names its season by either name; the reader sees the name in their language.
  const seasonName = (ref: string) => {
    const season = seasonNamed(doc.seasons, ref);
    return season ? localized(season.name, locale).text : ref;
  };
  if (doc.rates.length === 0) return <p className="text-body-secondary">{t('admin:correction.noRates')}</p>;

  return (
    <Table size="sm" responsive className="align-middle" data-testid="rate-amounts">
      <caption className="visually-hidden">{t('tariffs:field.rates')}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('tariffs:field.season')}</th>
          <th scope="col">{t('tariffs:field.unit')}</th>
          <th scope="col">{t('admin:correction.pax')}</th>
          <th scope="col">{t('tariffs:field.adult')}</th>
          <th scope="col">{t('tariffs:field.child')}</th>
        </tr>
      </thead>
      <tbody>
        {doc.rates.map((rate, i) => (
          // Rows are positions: the server and the diff address them as rates.<index>.
          // biome-ignore lint/suspicious/noArrayIndexKey: the row's index is its identity here
          <tr key={i}>
            <th scope="row">{i + 1}</th>
            <td>{rate.season === null ? t('tariffs:allSeasons') : seasonName(rate.season)}</td>
            <td>{t(`tariffs:unit.${rate.unit}`)}</td>
            <td className="text-nowrap">
              {rate.pax_min === rate.pax_max
                ? t('tariffs:paxOne', { count: rate.pax_min })
                : t('tariffs:paxRange', { min: rate.pax_min, max: rate.pax_max })}
            </td>
            {(['adult', 'child'] as const).map((field) => {
              const error = errors[`rates.${i}.${field}`];
              const inputId = `${id}-rate-${i}-${field}`;
              return (
                <td key={field} style={{ minWidth: '10rem' }}>
                  <InputGroup size="sm" hasValidation>
                    <Form.Control
                      id={inputId}
                      inputMode="decimal"
                      aria-label={t('admin:correction.rateAmount', {
                        field: t(`tariffs:field.${field}`),
                        row: i + 1,
                      })}
                      value={draft.rates[i]?.[field] ?? ''}
                      placeholder={field === 'child' ? t('admin:correction.noChildPrice') : undefined}
                      disabled={disabled}
                      isInvalid={Boolean(error)}
                      aria-invalid={Boolean(error)}
                      {...(error ? { 'aria-describedby': `${inputId}-error` } : {})}
                      onChange={(event) => onChange(i, field, event.target.value)}
                    />
                    <InputGroup.Text>{doc.currency}</InputGroup.Text>
                    {error && (
                      <Form.Control.Feedback type="invalid" id={`${inputId}-error`}>
                        {error}
                      </Form.Control.Feedback>
                    )}
                  </InputGroup>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import { bulkRoundings, dayTypes } from '@tourtariff/shared';
import { useId } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The bulk change as the supplier types it; empty filters mean "every row". */
export type BulkDraft = {
  kind: 'percent' | 'amount';
  value: string;
  dayType: string;
  season: string;
  occupancy: string;
  rounding: (typeof bulkRoundings)[number];
};

export const emptyBulkDraft: BulkDraft = {
  kind: 'percent',
  value: '',
  dayType: '',
  season: '',
  occupancy: '',
  rounding: 100,
};

/** The fields of the bulk change dialog: how much, which rows, how to round. */
export function BulkForm({
  draft,
  onChange,
  disabled,
}: {
  draft: BulkDraft;
  onChange: (next: BulkDraft) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const set = <K extends keyof BulkDraft>(key: K, value: BulkDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <fieldset disabled={disabled}>
      <Row className="g-3 mb-3">
        <Form.Group as={Col} md={4} controlId={`${id}-kind`}>
          <Form.Label>{t('sheets.bulk.kind')}</Form.Label>
          <Form.Select
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value === 'amount' ? 'amount' : 'percent')}
          >
            <option value="percent">{t('sheets.bulk.percent')}</option>
            <option value="amount">{t('sheets.bulk.amount')}</option>
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} md={4} controlId={`${id}-value`}>
          <Form.Label>
            {t(draft.kind === 'percent' ? 'sheets.bulk.valuePercent' : 'sheets.bulk.valueAmount')}
          </Form.Label>
          <Form.Control
            type="number"
            inputMode="decimal"
            step={draft.kind === 'percent' ? 0.01 : 1}
            required
            value={draft.value}
            onChange={(event) => set('value', event.target.value)}
            aria-describedby={`${id}-value-help`}
          />
          <Form.Text id={`${id}-value-help`}>{t('sheets.bulk.valueHelp')}</Form.Text>
        </Form.Group>
        <Form.Group as={Col} md={4} controlId={`${id}-rounding`}>
          <Form.Label>{t('sheets.bulk.rounding')}</Form.Label>
          <Form.Select
            value={draft.rounding}
            onChange={(event) => set('rounding', Number(event.target.value) as BulkDraft['rounding'])}
            aria-describedby={`${id}-rounding-help`}
          >
            {bulkRoundings.map((unit) => (
              <option key={unit} value={unit}>
                {t(`sheets.bulk.roundTo.${unit}` as 'sheets.bulk.roundTo.1')}
              </option>
            ))}
          </Form.Select>
          <Form.Text id={`${id}-rounding-help`}>{t('sheets.bulk.roundingHelp')}</Form.Text>
        </Form.Group>
      </Row>
      <p className="small mb-2">{t('sheets.bulk.rowsIntro')}</p>
      <Row className="g-3 mb-3">
        <Form.Group as={Col} md={4} controlId={`${id}-day`}>
          <Form.Label>{t('sheets.bulk.dayType')}</Form.Label>
          <Form.Select value={draft.dayType} onChange={(event) => set('dayType', event.target.value)}>
            <option value="">{t('sheets.bulk.anyDay')}</option>
            {dayTypes.map((day) => (
              <option key={day} value={day}>
                {t(`sheets.dayType.${day}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group as={Col} md={4} controlId={`${id}-season`}>
          <Form.Label>{t('sheets.bulk.season')}</Form.Label>
          <Form.Control value={draft.season} onChange={(event) => set('season', event.target.value)} />
        </Form.Group>
        <Form.Group as={Col} md={4} controlId={`${id}-occupancy`}>
          <Form.Label>{t('sheets.bulk.occupancy')}</Form.Label>
          <Form.Control
            type="number"
            min={1}
            step={1}
            value={draft.occupancy}
            onChange={(event) => set('occupancy', event.target.value)}
          />
        </Form.Group>
      </Row>
    </fieldset>
  );
}

import { type Rounding, roundingMethods } from '@tourtariff/shared';
import { useId } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSetRounding, useStatementSettings } from '../api/statements';

/**
 * The supplier space's rounding method of the consumption tax per rate (docs/statements.md §2), among the space's
 * settings: down unless the supplier chooses another, printed on every statement, applied to its drafts at once.
 * Owners and admins change it; members read it.
 */
export function RoundingSetting({ space, manage }: { space: string; manage: boolean }) {
  const { t } = useTranslation('statements');
  const id = useId();
  const settings = useStatementSettings(space);
  const update = useSetRounding(space);
  if (!settings.isSuccess) return null;
  const current = update.isPending ? (update.variables as Rounding) : settings.data.rounding;
  return (
    <Card className="mt-3" data-testid="rounding-setting">
      <Card.Body>
        <h2 className="h5 mb-3">{t('settings.title')}</h2>
        {update.isError && <Alert variant="danger">{t('settings.failed')}</Alert>}
        {manage ? (
          <Form.Group controlId={`${id}-rounding`}>
            <Form.Label>{t('settings.rounding')}</Form.Label>
            <Form.Select
              value={current}
              disabled={update.isPending}
              aria-describedby={`${id}-help`}
              onChange={(event) => update.mutate(event.target.value as Rounding)}
            >
              {roundingMethods.map((method) => (
                <option key={method} value={method}>
                  {t(`settings.methods.${method}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ) : (
          <p className="mb-1">
            {t('settings.rounding')}: <strong>{t(`settings.methods.${current}`)}</strong>
          </p>
        )}
        <Form.Text id={`${id}-help`}>{t('settings.help')}</Form.Text>
      </Card.Body>
    </Card>
  );
}

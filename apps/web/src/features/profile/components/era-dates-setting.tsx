import { useId } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { SpaceView } from '../api/get-space';
import { useUpdateSpace } from '../api/update-space';

/**
 * The space's 和暦 setting (docs/product-decisions.md §13): its documents show the era date beside the Western one
 * on jp pages. Saved as soon as it is switched; only owners and admins see it.
 */
export function EraDatesSetting({ space }: { space: SpaceView }) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const update = useUpdateSpace(space.kind, space.key);
  const on = space.details.eraDates === true;
  return (
    <Card className="mt-3" data-testid="era-dates-setting">
      <Card.Body>
        <h2 className="h5 mb-3">{t('settings.title')}</h2>
        {update.isError && <Alert variant="danger">{t('settings.saveFailed')}</Alert>}
        <Form.Check
          type="switch"
          id={`${id}-era`}
          label={t('settings.eraDates')}
          checked={update.isPending ? Boolean(update.variables?.details?.eraDates) : on}
          disabled={update.isPending}
          aria-describedby={`${id}-era-help`}
          onChange={(event) => update.mutate({ details: { eraDates: event.target.checked } })}
        />
        <Form.Text id={`${id}-era-help`}>{t('settings.help')}</Form.Text>
      </Card.Body>
    </Card>
  );
}

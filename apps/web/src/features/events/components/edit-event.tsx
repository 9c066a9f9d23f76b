import { Alert } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { ApiRequestError } from '../../../lib/api/api-error';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useEvent } from '../api/get-event';
import type { EventView } from '../api/types';
import { formFromEvent } from '../lib/event-form';
import { EventForm } from './event-form';

type Props = { eventKey: string; onSaved: (event: EventView) => void; onCancel: () => void };

/** Loads the event (members of its space only) and opens the form on it. */
export function EditEvent({ eventKey, onSaved, onCancel }: Props) {
  const { t } = useTranslation('events');
  const event = useEvent(eventKey);
  if (event.isPending) return <InlineSpinner />;
  if (event.isError) {
    const missing = event.error instanceof ApiRequestError && event.error.status === 404;
    return (
      <Alert variant={missing ? 'warning' : 'danger'}>
        {t(missing ? 'form.notFound' : 'form.loadFailed')}
      </Alert>
    );
  }
  return (
    <EventForm
      key={event.data.key}
      target={{ kind: 'update', event: event.data }}
      initial={formFromEvent(event.data)}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

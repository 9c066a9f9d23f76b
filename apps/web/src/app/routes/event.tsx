import { useParams } from 'react-router';
import { EventNotFound, PublicEventView } from '../../features/events/components/public-event';

// The server's key rule (keyParams): anything else cannot name an event, so it is not worth a request.
const KEY = /^[\w-]{1,80}$/;

/** `/tariff/events/event/[...key]`: the shareable page, public (no sign-in), in the bare shell. */
export function EventPage() {
  const key = useParams()['*'] ?? '';
  return KEY.test(key) ? <PublicEventView key={key} eventKey={key} /> : <EventNotFound />;
}

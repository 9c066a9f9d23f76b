import { paths } from '../../config/paths';
import { Envelope } from '../../features/messenger/components/envelope';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useLocalizedPath } from '../../lib/locale';
import { useSession } from '../../lib/session';

/** Spaces that have conversations; the envelope stays away for an admin or a user without a space. */
const MESSAGING_ROLES = ['buyer', 'supplier', 'guide'];

/** The envelope beside the bell, for the current space (the top bar composes features; they do not meet). */
export function MessagesEnvelope() {
  const { user } = useSession();
  const current = useCurrentSpace();
  const localize = useLocalizedPath();
  const space = user && MESSAGING_ROLES.includes(current.role) ? current.key : null;
  return <Envelope space={space} href={localize(paths.messages.getHref())} />;
}

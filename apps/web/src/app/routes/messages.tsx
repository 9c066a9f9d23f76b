import { Alert } from 'react-bootstrap';
import { useParams, useSearchParams } from 'react-router';
import { BlockSpinner } from '../../components/ui/block-spinner';
import { paths } from '../../config/paths';
import { type MessengerPane, MessengerView } from '../../features/messenger/components/messenger-view';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocalizedPath } from '../../lib/locale';
import { useMessengerLinks } from './messenger-links';

const PANES: readonly MessengerPane[] = ['inbox', 'archived', 'inquiries'];
/** Spaces that talk to each other (docs/product-decisions.md §6); an admin or a user without a space has no conversations. */
const MESSAGING_ROLES = ['buyer', 'supplier', 'guide'];

/** /messages and /messages/{key}: the current space's conversations, one open beside them. */
export function MessagesPage() {
  const { t } = useTranslation(['common', 'messenger']);
  const { key } = useParams();
  const [params] = useSearchParams();
  const view = params.get('view');
  const pane: MessengerPane = PANES.find((value) => value === view) ?? 'inbox';
  const current = useCurrentSpace();
  const localize = useLocalizedPath();
  const links = useMessengerLinks(pane === 'inbox' ? undefined : pane);
  const space = MESSAGING_ROLES.includes(current.role) ? current.key : null;

  return (
    <section data-testid="messages-page">
      <h1 className="h3 mb-3">{t('pages.messages.title')}</h1>
      {!current.known ? (
        <BlockSpinner />
      ) : space ? (
        // Keyed, so switching spaces starts again from that space's list.
        <MessengerView
          key={space}
          space={space}
          conversation={key}
          pane={pane}
          paneHref={(value) =>
            `${localize(paths.messages.getHref())}${value === 'inbox' ? '' : `?${new URLSearchParams({ view: value })}`}`
          }
          links={links}
        />
      ) : (
        <Alert variant="info" data-testid="messages-no-space">
          {t('messenger:noSpace')}
        </Alert>
      )}
    </section>
  );
}

import { useState } from 'react';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ShareLink } from './share-link';

/** What the editor hands the list after a save (router state), so the list can offer the link at once. */
export type SavedEvent = { key: string; published: boolean; created: boolean };

export function isSavedEvent(value: unknown): value is SavedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { key, published, created } = value as Partial<SavedEvent>;
  return typeof key === 'string' && typeof published === 'boolean' && typeof created === 'boolean';
}

/** "Created" or "saved", with the shareable link and its copy button. */
export function SavedNotice({ saved }: { saved: SavedEvent }) {
  const { t } = useTranslation(['events', 'business']);
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <OutcomeAlert
      variant="success"
      dismissible
      closeLabel={t('business:dialog.close')}
      onClose={() => setShown(false)}
      data-testid="event-saved"
    >
      <p className="fw-semibold">{t(saved.created ? 'list.created' : 'list.updated')}</p>
      <ShareLink eventKey={saved.key} published={saved.published} />
    </OutcomeAlert>
  );
}

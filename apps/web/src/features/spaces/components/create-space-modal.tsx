import { InfoDialog } from '../../../components/ui/dialogs';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SpaceKindChoices } from './space-kind-choices';

/** docs/product.md §2 "create new space": a headline, the prompt to choose a kind, and the four choices of /register/role. */
export function CreateSpaceModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation('business');
  return (
    <InfoDialog
      show={show}
      onClose={onClose}
      title={t('create.modal.title')}
      data-testid="create-space-modal"
    >
      <p>{t('create.modal.prompt')}</p>
      <SpaceKindChoices onCreated={onClose} />
    </InfoDialog>
  );
}

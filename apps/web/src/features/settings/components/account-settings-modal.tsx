import { useIsMutating } from '@tanstack/react-query';
import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { AppModal } from '../../../components/ui/app-modal';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import type { Locale } from '../../../lib/config';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRoles } from '../../../lib/roles';
import { useAccountSettings } from '../account-settings-context';
import { updateBaseProfileKey } from '../api/update-base-profile';
import { AccountSettingsForm } from './account-settings-form';

/**
 * docs/product.md §2 account settings modal, rendered once in the full shell and opened from the top bar or the space
 * switcher. The base profile rides on the roles object (GET /api/profile).
 */
export function AccountSettingsModal() {
  const { t, i18n } = useTranslation();
  const { show, close } = useAccountSettings();
  const roles = useRoles();
  const titleId = useId();
  const profile = roles.data?.baseprofile;
  // Escape, the close button and the backdrop wait while a save is under way, so its outcome is seen.
  const saving = useIsMutating({ mutationKey: updateBaseProfileKey }) > 0;

  return (
    // docs/product.md §9: modals are extra large by default.
    <AppModal
      show={show}
      onHide={() => !saving && close()}
      backdrop={saving ? 'static' : true}
      keyboard={!saving}
      size="xl"
      titleId={titleId}
      data-testid="account-settings-modal"
    >
      <Modal.Header closeButton={!saving} closeLabel={t('settings.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {t('settings.title')}
        </Modal.Title>
      </Modal.Header>
      {profile ? (
        // Mounted per opening, so every opening starts from the stored profile, not from an abandoned edit.
        <AccountSettingsForm
          profile={profile}
          locale={i18n.language as Locale}
          onCancel={close}
          onSaved={close}
        />
      ) : (
        <>
          <Modal.Body>
            {roles.isError ? (
              <RetryAlert retryLabel={t('settings.retry')} onRetry={() => void roles.refetch()}>
                {t('settings.loadFailed')}
              </RetryAlert>
            ) : (
              <BlockSpinner />
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('settings.cancel')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </AppModal>
  );
}

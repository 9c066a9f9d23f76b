import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/dialogs';

/**
 * Keeps a supplier from losing unsaved changes: a link inside the app asks first (a confirm dialog), and
 * closing or reloading the tab gets the browser's own warning. Staying on the same screen (a query or hash
 * change) does not ask. `release()` lets the next navigation through: a first save moves to the new
 * tariff's address while the form still counts as changed.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation('catalogue');
  // A ref, because the router reads the blocker function registered on the previous render.
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      show={blocker.state === 'blocked'}
      size="lg"
      title={t('editor.leave.title')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      data-testid="leave-dialog"
    >
      {t('editor.leave.body')}
    </ConfirmDialog>
  );
  return {
    dialog,
    release: () => {
      released.current = true;
    },
  };
}

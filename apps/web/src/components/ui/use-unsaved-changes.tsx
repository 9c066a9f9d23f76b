import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SaveDialog } from './dialogs';

/**
 * Keeps a user from losing unsaved changes in an editor (tariffs, events): a link inside the app asks first with the Japanese save dialog
 * (docs/product.md §2: 保存する saves and then goes on, キャンセル stays, and a plain button leaves without saving), and
 * closing or reloading the tab gets the browser's own warning. Staying on the same screen (a query or hash
 * change) does not ask. `save` answers whether the save went through; a refused one stays, with its errors
 * shown. `release()` lets the next navigation through: a first save moves to the new tariff's address while
 * the form still counts as changed. `texts` names what is being left (the dialog's title and body).
 */
export function useUnsavedChanges(
  dirty: boolean,
  save: () => Promise<boolean>,
  texts: { title: string; body: string },
) {
  const { t } = useTranslation('common');
  // A ref, because the router reads the blocker function registered on the previous render.
  const released = useRef(false);
  const [saving, setSaving] = useState(false);
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

  async function saveAndGo() {
    setSaving(true);
    try {
      const ok = await save();
      if (ok) {
        released.current = true;
        blocker.proceed?.();
      } else blocker.reset?.();
    } finally {
      setSaving(false);
    }
  }

  const dialog = (
    <SaveDialog
      show={blocker.state === 'blocked'}
      size="lg"
      title={texts.title}
      busy={saving}
      onSubmit={() => void saveAndGo()}
      onCancel={() => blocker.reset?.()}
      data-testid="leave-dialog"
    >
      <p>{texts.body}</p>
      <Button
        variant="link"
        className="p-0 text-danger"
        disabled={saving}
        onClick={() => blocker.proceed?.()}
        data-testid="leave-discard"
      >
        {t('unsavedChanges.discard')}
      </Button>
    </SaveDialog>
  );
  return {
    dialog,
    release: () => {
      released.current = true;
    },
  };
}

import { useEffect, useRef } from 'react';
import { Modal, type ModalProps } from 'react-bootstrap';
import { initialFocus, wrapTab } from './focus-trap';

type Props = Omit<ModalProps, 'autoFocus' | 'enforceFocus' | 'restoreFocus' | 'aria-labelledby'> & {
  /** The id of the element holding the dialog's title: the dialog's accessible name. */
  titleId: string;
};

const dialogOf = (titleId: string) =>
  document.getElementById(titleId)?.closest<HTMLElement>('[role="dialog"]') ?? null;

/**
 * Puts focus back where the dialog was opened from. An item of a dropdown menu is hidden once the menu closes,
 * so focus goes to that menu's toggle instead of falling to the top of the page.
 */
function restore(opener: HTMLElement | null) {
  if (!opener?.isConnected) return;
  opener.focus();
  if (opener.ownerDocument.activeElement === opener) return;
  opener.closest('.dropdown, .dropup')?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
}

/**
 * react-bootstrap's Modal with the keyboard behaviour WCAG 2.2 asks of a dialog: named by its
 * title, focus on its first control when it opens, Tab and Shift+Tab wrapping inside it, Escape closing it, and
 * focus back on the opener when it closes. react-bootstrap's own handling focuses the container and, when Tab
 * leaves the last control, lets focus reach the page before pulling it back to the container; this replaces it.
 */
export function AppModal({ titleId, onShow, onExited, show, children, ...props }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef(false);
  // The opener is read while rendering the opening, before anything in the dialog (an autoFocus field) takes
  // focus: by the time effects run, the focused element may already be inside the dialog.
  if (show !== shown.current) {
    shown.current = Boolean(show);
    const active = show ? document.activeElement : null;
    if (show) opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }

  useEffect(() => {
    if (!show) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogOf(titleId);
      if (dialog) wrapTab(dialog, event);
    };
    // A control that had focus can vanish when the content changes (loaded, a step replaced): focus then falls
    // to the page, so it goes back to the dialog's first control.
    const observer = new MutationObserver(() => {
      const dialog = dialogOf(titleId);
      const active = document.activeElement;
      if (dialog && (!active || active === dialog || !dialog.contains(active))) initialFocus(dialog)?.focus();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [show, titleId]);

  return (
    <Modal
      {...props}
      show={show}
      aria-labelledby={titleId}
      // react-bootstrap's focus handling is replaced by the one above and in onShow/onExited.
      enforceFocus={false}
      restoreFocus={false}
      onShow={() => {
        const dialog = dialogOf(titleId);
        if (dialog) initialFocus(dialog)?.focus();
        onShow?.();
      }}
      onExited={(node) => {
        restore(opener.current);
        opener.current = null;
        onExited?.(node);
      }}
    >
      {children}
    </Modal>
  );
}

/** The parts of a keydown the composer decides on (React's and the DOM's events both have them). */
export type ComposerKey = {
  key: string;
  shiftKey: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  keyCode?: number;
  nativeEvent?: { isComposing?: boolean };
  isComposing?: boolean;
};

/** What the browser reports for keys an IME takes (Safari fires the confirming Enter with it, after compositionend). */
const IME_PROCESS_KEY = 229;

/**
 * Enter sends; Shift+Enter (and Alt+Enter) makes a new line. An Enter that confirms a Japanese IME conversion
 * never sends: while composing the browser marks it `isComposing`, and Safari sends it as keyCode 229 instead.
 */
export function shouldSend(event: ComposerKey): boolean {
  if (event.key !== 'Enter') return false;
  if (event.shiftKey || event.altKey) return false;
  if (event.isComposing || event.nativeEvent?.isComposing) return false;
  if (event.keyCode === IME_PROCESS_KEY) return false;
  return true;
}

const CANDIDATES = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** Drawn on screen: hidden elements take no focus. jsdom has no layout, so there only `hidden` counts. */
function shown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** Tab stops at one radio per group: the checked one, or the first while none is checked. */
function radioStop(element: HTMLElement, root: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
  if (element.checked) return true;
  const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => radio.name === element.name,
  );
  return !group.some((radio) => radio.checked) && group[0] === element;
}

/** The elements Tab visits inside `root`, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => element.tabIndex >= 0 && shown(element) && radioStop(element, root),
  );
}

/**
 * Where a dialog puts focus when it opens: a control that asks for it (`data-autofocus`), else the first control
 * of the body (the thing the dialog is about), else of the footer, else any (the close button). Never the
 * dialog's container: a screen reader would announce the dialog and leave the user nowhere to act.
 */
export function initialFocus(dialog: HTMLElement): HTMLElement | undefined {
  const chosen = dialog.querySelector<HTMLElement>('[data-autofocus]');
  if (chosen && tabbables(dialog).includes(chosen)) return chosen;
  for (const part of ['.modal-body', '.modal-footer']) {
    const section = dialog.querySelector<HTMLElement>(part);
    const first = section && tabbables(section)[0];
    if (first) return first;
  }
  return tabbables(dialog)[0];
}

/**
 * Keeps Tab and Shift+Tab inside `dialog`: from the last control Tab wraps to the first, from the first
 * Shift+Tab wraps to the last, and from anywhere that is not a tab stop (the container, a removed control) they
 * land on the first or last. Answers whether it moved focus itself.
 */
export function wrapTab(
  dialog: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
) {
  if (event.key !== 'Tab') return false;
  const stops = tabbables(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  const at = stops.indexOf(dialog.ownerDocument.activeElement as HTMLElement);
  let target: HTMLElement | undefined;
  if (event.shiftKey && at <= 0) target = last;
  else if (!event.shiftKey && (at === -1 || at === stops.length - 1)) target = first;
  if (!target && stops.length > 0) return false;
  event.preventDefault();
  target?.focus();
  return true;
}

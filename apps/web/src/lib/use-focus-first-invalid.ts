import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * After a refused save, moves focus to the first field marked `aria-invalid`, so keyboard and screen-reader
 * users land where the fix is. Call the returned function when setting the errors; the focus follows the render
 * that shows them.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>): () => void {
  const pending = useRef(false);
  // No dependency list: it must run after the render that marks the fields, whichever state caused it.
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return useCallback(() => {
    pending.current = true;
  }, []);
}

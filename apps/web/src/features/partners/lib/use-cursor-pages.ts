import { useCallback, useState } from 'react';

/**
 * Keyset pages go forward by cursor only, so the cursors of the pages already seen are kept to go back.
 * `cursor` is the current page's (null on the first page).
 */
export function useCursorPages() {
  const [stack, setStack] = useState<(string | null)[]>([null]);
  const previous = useCallback(
    () => setStack((pages) => (pages.length > 1 ? pages.slice(0, -1) : pages)),
    [],
  );
  const reset = useCallback(() => setStack([null]), []);
  return {
    cursor: stack.at(-1) ?? null,
    page: stack.length,
    next: (cursor: string) => setStack((pages) => [...pages, cursor]),
    previous,
    /** Back to the first page, for a new tab or search: the old cursors belong to another list. */
    reset,
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

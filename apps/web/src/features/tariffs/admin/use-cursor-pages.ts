import { useState } from 'react';

/**
 * Keyset pages go forward by cursor only, so the cursors of the pages already seen are kept to go back.
 * `cursor` is the current page's (null on the first page).
 */
export function useCursorPages() {
  const [stack, setStack] = useState<(string | null)[]>([null]);
  return {
    cursor: stack.at(-1) ?? null,
    page: stack.length,
    next: (cursor: string) => setStack((pages) => [...pages, cursor]),
    previous: () => setStack((pages) => (pages.length > 1 ? pages.slice(0, -1) : pages)),
  };
}

import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

/**
 * Keyset pages go forward by cursor only, so the cursors of the pages already seen are kept to go back.
 * `cursor` is the current page's (null on the first page).
 */
export function useCursorPages() {
  const [stack, setStack] = useState<(string | null)[]>([null]);
  // Stable, so an effect can depend on them without running on every render.
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
    /** Back to the first page, for a new filter, tab or search: the old cursors belong to another list. */
    reset,
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/**
 * A page beyond the first can come back empty once its last row is archived or moves to another list; rather
 * than an empty table under a pager, the list steps back a page (and again, if that one emptied too).
 * Answers true while stepping back, so the caller can show it loading instead of empty.
 */
export function useStepBackFromEmptyPage(
  pages: CursorPages,
  query: UseQueryResult<{ items: readonly unknown[] }>,
): boolean {
  // Placeholder data is the page we came from, not an answer about this one.
  const emptied =
    pages.page > 1 && query.isSuccess && !query.isPlaceholderData && query.data.items.length === 0;
  const { previous } = pages;
  useEffect(() => {
    if (emptied) previous();
  }, [emptied, previous]);
  return emptied;
}

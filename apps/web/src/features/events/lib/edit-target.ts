import type { To } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Editing reuses the create screen with `?key=`: the bare-shell routes of docs/product.md §2 are fixed, so the event to
 * edit travels in the query rather than in a route of its own.
 */
export const EDIT_PARAM = 'key';

export function editTarget(key: string, localize: (path: string) => string): To {
  return {
    pathname: localize(paths.tariffEventNew.getHref()),
    search: `?${new URLSearchParams({ [EDIT_PARAM]: key })}`,
  };
}

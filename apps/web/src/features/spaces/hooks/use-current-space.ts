import type { SpaceEntry, SpaceType } from '@tourtariff/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { localeOf, withLocale } from '../../../lib/locale-path';
import { useRoles } from '../../../lib/roles';
import { storeSelection, useStoredSelection } from '../lib/current-space-store';
import { type CurrentSpace, resolveCurrentSpace, selectionFor } from '../lib/resolve-current-space';

/** The space the user works in (docs/product.md §4); re-renders when the selection or the user's spaces change. */
export function useCurrentSpace(): CurrentSpace {
  const stored = useStoredSelection();
  const { data: roles } = useRoles();
  return useMemo(() => resolveCurrentSpace(stored, roles), [stored, roles]);
}

/**
 * Switches to a space: stores role, type and key, then opens the space's profile (docs/product.md §4), keeping the URL's
 * locale prefix.
 */
export function useChooseSpace(): (space: Pick<SpaceEntry, 'key' | 'role'>, type: SpaceType) => void {
  const navigate = useNavigate();
  const locale = localeOf(useLocation().pathname);
  return useCallback(
    (space, type) => {
      storeSelection(selectionFor(space, type));
      void navigate(withLocale(paths.profileSpace.getHref(space.key), locale));
    },
    [navigate, locale],
  );
}

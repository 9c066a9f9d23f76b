import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';

/**
 * The space whose working set (favourites, searches, notes, proposals) the pages show: the current space when it
 * is a space the user belongs to (guide, supplier or buyer). The admin space and role `user` have no store.
 */
export function useWorkSpace(): string | null {
  const current = useCurrentSpace();
  const member = current.role === 'buyer' || current.role === 'supplier' || current.role === 'guide';
  return member && current.space ? current.key : null;
}

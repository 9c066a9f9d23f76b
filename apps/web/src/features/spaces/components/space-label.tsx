import type { SpaceType } from '@tourtariff/shared';
import { Avatar } from '../../../components/ui/avatar';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListedSpace } from '../lib/resolve-current-space';

/**
 * docs/product.md §2: a corporate space shows its own name; the admin space a label in the page's language (the server
 * names it in English); any other the label for a personal space.
 */
export function useSpaceName(): (space: { name?: string | null } | null, type: SpaceType | null) => string {
  const { t } = useTranslation('business');
  return (space, type) => {
    if (type === 'corporate' && space?.name) return space.name;
    return type === 'admin' ? t('space.admin') : t('space.personal');
  };
}

/**
 * A space's name as a page header shows it: the admin space in the page's language (the server names it
 * "Administration" on every page), any other by its own name.
 */
export function useSpaceTitle(): (
  space: { name?: string | null } | null,
  type: SpaceType | null,
) => string | undefined {
  const { t } = useTranslation('business');
  return (space, type) => (type === 'admin' ? t('space.admin') : (space?.name ?? undefined));
}

/** The image a space entry carries (docs/product.md §3: avatar, or picture, or logo). */
export function spaceImage(space: Pick<ListedSpace, 'avatar' | 'picture' | 'logo'> | null): string | null {
  return space?.avatar || space?.picture || space?.logo || null;
}

/**
 * One space as the switcher shows it: avatar (28px, docs/product.md §9), name and role badge. A personal space's own name
 * is added in small type, or two personal spaces would read the same.
 */
export function SpaceLabel({ space }: { space: ListedSpace }) {
  const spaceName = useSpaceName();
  const name = spaceName(space, space.type);
  return (
    <span className="d-flex align-items-center gap-2" style={{ minWidth: 0 }}>
      <Avatar src={spaceImage(space)} alt="" size={28} />
      <span className="flex-grow-1 text-truncate">
        {name}
        {space.type !== 'corporate' && space.type !== 'admin' && space.name && (
          <small className="d-block text-body-secondary text-truncate">{space.name}</small>
        )}
      </span>
      {/* The admin space's name is its role: a badge would say 管理者 twice. */}
      {space.type !== 'admin' && <RoleBadge role={space.role} industry={space.industry} />}
    </span>
  );
}

import { Avatar } from '../../components/ui/avatar';
import { RoleBadge } from '../../components/ui/role-badge';
import { spaceImage, useSpaceName } from '../../features/spaces/components/space-label';
import { useCurrentSpace } from '../../features/spaces/hooks/use-current-space';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRoles } from '../../lib/roles';
import { useSession } from '../../lib/session';

/**
 * What the switcher's toggle shows, the same in its closed face and in the dropdown (so the one replaces the other
 * without a shift): the current space's avatar, name and role badge. Until the spaces are in, the current space is
 * not known: a placeholder name would paint first and the real one count as a text change, not as the first
 * screen's largest paint (which is what the name is).
 */
export function CurrentSpaceLabel() {
  const { user } = useSession();
  const current = useCurrentSpace();
  const spaceName = useSpaceName();
  const { data: roles } = useRoles();
  return (
    <>
      <Avatar src={spaceImage(current.space) ?? user?.picture} alt="" size={28} />
      {/* The badge goes under the name: beside it, the name had room for five kanji (「さくら…」). */}
      <span className="flex-grow-1" style={{ minWidth: 0 }}>
        <span className="tt-space-name" data-testid="space-switcher-name">
          {roles && spaceName(current.space, current.type)}
        </span>
        {/* The admin space's name is its role: a badge would say 管理者 twice. */}
        {roles && current.type !== 'admin' && (
          <RoleBadge role={current.role} industry={current.space?.industry} />
        )}
      </span>
    </>
  );
}

/**
 * The space switcher's closed face (the toggle of space-switcher.tsx, drawn the same), shown while the switcher's
 * dropdown code loads. The current space's name is the largest text of the first screen, so Lighthouse's LCP
 * waited for the dropdown library; now it paints with the shell and the session.
 */
export function SpaceSwitcherFace() {
  const { t } = useTranslation('business');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="border-top p-2" data-testid="space-switcher-face">
      {/* Inert until the dropdown is in: a click then would open nothing, so the face takes no focus or click. */}
      <span
        className="btn btn-light dropdown-toggle tt-space-switcher-toggle w-100 d-flex align-items-center gap-2 text-start"
        title={t('switcher.label')}
      >
        <CurrentSpaceLabel />
      </span>
    </div>
  );
}

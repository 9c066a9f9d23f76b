import type { MemberRole } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { RoleBadge } from '../../../components/ui/role-badge';
import { useTranslation } from '../../../lib/i18n/use-translation';

export type SpaceHeaderProps = {
  name: string;
  avatar: string | null | undefined;
  spaceRole: string;
  industry: string | null | undefined;
  /** The kind of space, said in words beside the badge. */
  kind: 'corporate' | 'personal' | 'guide' | 'admin';
  memberRole?: MemberRole | null | undefined;
  actions?: ReactNode;
};

/** The top of a space's page: avatar, name (the page heading), role badge, kind and the user's own role in it. */
export function SpaceHeader({
  name,
  avatar,
  spaceRole,
  industry,
  kind,
  memberRole,
  actions,
}: SpaceHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="d-flex flex-wrap align-items-center gap-3 mb-4" data-testid="space-header">
      <Avatar src={avatar} alt="" size={80} />
      <div className="flex-grow-1">
        <h1 className="h3 mb-1" data-testid="space-name">
          {name}
        </h1>
        <div className="d-flex flex-wrap align-items-center gap-2 text-body-secondary small">
          <RoleBadge role={spaceRole} industry={industry} />
          <span>{t(`profilePage.kind.${kind}`)}</span>
          {memberRole && <span>{t('profilePage.yourRole', { role: t(`members.roles.${memberRole}`) })}</span>}
        </div>
      </div>
      {actions}
    </header>
  );
}

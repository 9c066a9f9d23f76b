import { badgeFor, type SpaceRole } from '@tourtariff/shared';
import { Badge } from 'react-bootstrap';
import { useTranslation } from '../../lib/i18n/use-translation';

export type RoleBadgeProps = {
  role: string | null | undefined;
  industry?: string | null | undefined;
  className?: string;
};

/**
 * docs/product.md §6 role badge: guide amber, supplier blue, buyer green, admin grey, anything else the user fallback. The
 * light backgrounds (amber, fallback) take dark text, or the label fails contrast.
 */
export function RoleBadge({ role, industry, className }: RoleBadgeProps) {
  const { t } = useTranslation('business');
  const { variant, label } = badgeFor(role, industry);
  const darkText = variant === 'warning' || variant === 'light';
  return (
    <Badge
      bg={variant}
      {...(darkText ? { text: 'dark' as const } : {})}
      {...(className ? { className } : {})}
      data-testid="role-badge"
      data-variant={variant}
    >
      {t(`role.${label as SpaceRole}`)}
    </Badge>
  );
}

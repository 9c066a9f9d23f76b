import type { Partnership, PartnershipTarget } from '@tourtariff/shared';
import type { ReactNode } from 'react';
import { Badge, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { BusinessCard } from '../../../components/business/business-card';
import { RoleBadge } from '../../../components/ui/role-badge';
import { StoredImage } from '../../../components/ui/stored-image';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, useLocale } from '../../../lib/locale';
import { agreementStatusOf, dateOf } from '../lib/partner-rows';
import { PartnerActions } from './partner-actions';

type Props = {
  partnership: Partnership;
  href: string;
  /** Owners and admins act; members see the same card without buttons. */
  canManage: boolean;
  busy: boolean;
  onAct: (state: PartnershipTarget) => void;
  /** What the route places on the card besides the partnership's moves. */
  extra?: ReactNode;
};

/** One partner: logo, name, role, since when, the agreement and how many of its tariffs the buyer sees. */
export function PartnerCard({ partnership, href, canManage, busy, onAct, extra }: Props) {
  const { t } = useTranslation('partners');
  const locale = useLocale();
  const { partner } = partnership;
  const when = dateOf(partnership);
  const agreement = agreementStatusOf(partnership.agreement);
  const actions = canManage ? partnership.actions : [];

  return (
    <Card as="article" className="h-100" data-testid="partner-card">
      <Card.Body className="d-flex gap-3">
        <StoredImage
          src={partner.logo ?? partner.avatar}
          alt={t('card.logo', { name: partner.name })}
          width={56}
          height={56}
          className="flex-shrink-0"
        />
        <div className="flex-grow-1 min-w-0">
          <h3 className="h6 mb-1">
            <Link to={href} aria-label={t('card.open', { name: partner.name })}>
              {partner.name}
            </Link>
          </h3>
          <p className="small mb-1 d-flex flex-wrap gap-2 align-items-center">
            <RoleBadge role={partner.role} />
            {partnership.state !== 'active' && (
              <Badge bg="secondary-subtle" text="secondary-emphasis" data-testid="partner-state">
                {t(`card.state.${partnership.state}`)}
              </Badge>
            )}
            <span className="text-body-secondary">
              {t(`card.${when.kind}`, { date: formatDate(when.at, locale) })}
            </span>
          </p>
          <BusinessCard spaceKey={partner.key} spaceRole={partner.role} variant="compact" />
          {partnership.state === 'active' && (
            <p className="small mb-1" data-testid="partner-agreement">
              {agreement.kind === 'inForce'
                ? t('card.agreement.inForce', { percent: agreement.percent })
                : t(`card.agreement.${agreement.kind}`)}
              {partnership.side === 'buyer' && (
                <span className="text-body-secondary ms-2" data-testid="partner-tariffs">
                  {t('card.tariffs', { count: partnership.visibleTariffs })}
                </span>
              )}
            </p>
          )}
          {partnership.message && partnership.state === 'requested' && (
            <p className="small mb-1 text-break">
              <span className="fw-semibold">{t('card.message')}</span> {partnership.message}
            </p>
          )}
          {partnership.reason && partnership.state !== 'requested' && (
            <p className="small mb-1 text-break">
              <span className="fw-semibold">{t('card.reason')}</span> {partnership.reason}
            </p>
          )}
          <PartnerActions actions={actions} busy={busy} onAct={onAct} className="mt-2" />
          {extra && <div className="mt-2">{extra}</div>}
        </div>
      </Card.Body>
    </Card>
  );
}

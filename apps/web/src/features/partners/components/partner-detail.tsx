import type { PartnershipDetail } from '@tourtariff/shared';
import { Alert, Badge, Card } from 'react-bootstrap';
import { RoleBadge } from '../../../components/ui/role-badge';
import { StoredImage } from '../../../components/ui/stored-image';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateTime, useLocale } from '../../../lib/locale';
import { usePartnerMoves } from '../hooks/use-partner-moves';
import { dateOf } from '../lib/partner-rows';
import { AgreementPanel } from './agreement-panel';
import { PartnerActions } from './partner-actions';

/** One partnership: who, since when, the moves open to the caller, its agreements and its history. */
export function PartnerDetail({
  partnership,
  canManage,
}: {
  partnership: PartnershipDetail;
  canManage: boolean;
}) {
  const { t } = useTranslation('partners');
  const locale = useLocale();
  const moves = usePartnerMoves();
  const { partner } = partnership;
  const when = dateOf(partnership);
  const actions = canManage ? partnership.actions : [];

  return (
    <>
      {moves.view}
      {!canManage && <Alert variant="info">{t('list.readOnly')}</Alert>}
      <Card className="mb-4" data-testid="partner-header">
        <Card.Body className="d-flex gap-3 align-items-start">
          <StoredImage
            src={partner.logo ?? partner.avatar}
            alt={t('card.logo', { name: partner.name })}
            width={72}
            height={72}
          />
          <div className="flex-grow-1">
            <h2 className="h4 mb-1">{partner.name}</h2>
            <p className="mb-2 d-flex flex-wrap gap-2 align-items-center small">
              <RoleBadge role={partner.role} />
              <Badge bg="secondary-subtle" text="secondary-emphasis" data-testid="partner-state">
                {t(`card.state.${partnership.state}`)}
              </Badge>
              <span className="text-body-secondary">
                {t(`card.${when.kind}`, { date: formatDate(when.at, locale) })}
              </span>
              {partnership.side === 'buyer' && partnership.state === 'active' && (
                <span className="text-body-secondary">
                  {t('card.tariffs', { count: partnership.visibleTariffs })}
                </span>
              )}
            </p>
            {partnership.message && (
              <p className="small mb-2 text-break">
                <span className="fw-semibold">{t('card.message')}</span> {partnership.message}
              </p>
            )}
            <PartnerActions
              actions={actions}
              busy={moves.busy}
              onAct={(state) => moves.ask({ partnership, state })}
            />
          </div>
        </Card.Body>
      </Card>
      <AgreementPanel partnership={partnership} canManage={canManage} />
      <section aria-labelledby="partner-history-heading">
        <h2 id="partner-history-heading" className="h5 mb-3">
          {t('history.title')}
        </h2>
        <ol className="list-unstyled small" data-testid="partner-history">
          {partnership.history.map((entry) => (
            <li key={entry.id} className="mb-2">
              <span className="text-body-secondary me-2">{formatDateTime(entry.at, locale)}</span>
              {t('history.entry', {
                state: t(`card.state.${entry.to}`),
                name: entry.actor.name ?? entry.actor.sub,
              })}
              {entry.note && <span className="d-block text-break ms-3">{entry.note}</span>}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

import type { StatementState } from '@tourtariff/shared';
import { Badge } from 'react-bootstrap';
import type { Locale } from '../../../lib/config';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatMonth } from '../../../lib/locale-calendar';

const colours: Record<StatementState, string> = {
  draft: 'secondary',
  issued: 'primary',
  paid: 'success',
  void: 'dark',
};

export function StatementStateBadge({ state }: { state: StatementState }) {
  const { t } = useTranslation('statements');
  return (
    <Badge bg={colours[state]} data-testid="statement-state">
      {t(`states.${state}`)}
    </Badge>
  );
}

/** `2026-11` as 2026年11月分 on jp pages, the month as the calendar writes it on en pages. */
export function monthLabel(month: string, locale: Locale): string {
  return locale === 'jp' ? `${formatMonth(month, locale)}分` : formatMonth(month, locale);
}

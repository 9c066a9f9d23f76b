import type { InquiryState } from '@tourtariff/shared';
import { Badge } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';

// Colours chosen for contrast with their text (subtle background, emphasis text), per state's meaning.
const tone: Record<InquiryState, string> = {
  open: 'info',
  quoted: 'primary',
  accepted: 'success',
  declined: 'danger',
  expired: 'secondary',
  withdrawn: 'secondary',
};

export function InquiryStateBadge({ state }: { state: InquiryState }) {
  const { t } = useTranslation('messenger');
  return (
    <Badge
      bg={`${tone[state]}-subtle`}
      text={`${tone[state]}-emphasis` as 'dark'}
      data-testid="inquiry-state"
    >
      {t(`inquiry.state.${state}`)}
    </Badge>
  );
}

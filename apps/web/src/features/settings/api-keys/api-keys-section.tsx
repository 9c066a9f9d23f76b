import { SectionCard } from '../../../components/ui/section-card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiKeysPanel } from './api-keys-panel';

/** The API keys section of the space settings page; the page shows it to the space's owners and admins. */
export function ApiKeysSection({ spaceKey, spaceName }: { spaceKey: string; spaceName: string }) {
  const { t } = useTranslation('apikeys');
  return (
    <SectionCard title={t('title', { space: spaceName })} testId="api-keys-section">
      <ApiKeysPanel key={spaceKey} spaceKey={spaceKey} />
    </SectionCard>
  );
}

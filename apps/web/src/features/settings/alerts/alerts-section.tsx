import { SectionCard } from '../../../components/ui/section-card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AlertPreferencesPanel } from './alert-preferences';
import { ContactForm } from './contact-form';

/** The settings page's alert choices (docs/product-decisions.md §14). */
export function AlertsSection() {
  const { t } = useTranslation('alerts');
  return (
    <SectionCard title={t('title')} testId="alerts-section">
      <AlertPreferencesPanel />
    </SectionCard>
  );
}

/** The space's 担当者; the page shows it to the space's owners and admins. */
export function ContactSection({ spaceKey, spaceName }: { spaceKey: string; spaceName: string }) {
  const { t } = useTranslation('alerts');
  return (
    <SectionCard title={t('contact.title', { space: spaceName })} testId="contact-section">
      <ContactForm key={spaceKey} spaceKey={spaceKey} />
    </SectionCard>
  );
}

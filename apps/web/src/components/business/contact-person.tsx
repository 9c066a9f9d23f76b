import type { SpaceContact } from '@tourtariff/shared';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * A space's 担当者 where an e-mail address would otherwise be shown (docs/product-decisions.md §14): name,
 * department and phone, the phone as a link a mobile can dial. Nothing when the space named nobody.
 */
export function ContactPerson({
  contact,
  space,
  className,
}: {
  contact: SpaceContact | undefined;
  /** The space's name, where the line could be read as another side's contact. */
  space?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!contact) return null;
  const dial = contact.phone.replace(/[^\d+]/g, '');
  return (
    <p className={className ?? 'small mb-0'} data-testid="contact-person">
      <span className="text-body-secondary">
        {space ? t('contactPerson.labelOf', { space }) : t('contactPerson.label')}:{' '}
      </span>
      {contact.name}
      {contact.department && <span className="text-body-secondary">（{contact.department}）</span>}
      {contact.phone && (
        <>
          {' '}
          <a href={`tel:${dial}`} aria-label={t('contactPerson.call', { phone: contact.phone })}>
            {contact.phone}
          </a>
        </>
      )}
    </p>
  );
}

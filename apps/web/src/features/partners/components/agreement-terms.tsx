import { type Agreement, FEE_TEMPLATES } from '@tourtariff/shared';
import { Badge } from 'react-bootstrap';
import { ContactPerson } from '../../../components/business/contact-person';
import { PersonName } from '../../../components/ui/person-name';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateTime, langAttribute, localized, useLocale } from '../../../lib/locale';
import { resolveImageSource } from '../../../lib/resolve-image-source';
import { feeChoiceOf } from '../lib/agreement-form';

const stateVariant: Record<Agreement['state'], string> = {
  draft: 'secondary',
  sent: 'warning',
  accepted: 'success',
  rejected: 'danger',
  withdrawn: 'secondary',
  superseded: 'secondary',
};

/** One agreement's terms as both sides read them, with who accepted (or rejected) it and when. */
export function AgreementTerms({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('partners');
  const locale = useLocale();
  const notes = localized(agreement.notes, locale);
  const variant = stateVariant[agreement.state];
  const pdf = resolveImageSource(agreement.pdf);
  const feesText = (schedule: Agreement['feeSchedule']) => {
    const choice = feeChoiceOf(schedule ?? null);
    if (choice === '') return t('agreement.feesTariff');
    if (choice === 'custom') return t('agreement.feesCustom');
    return localized(FEE_TEMPLATES[choice].name, locale).text;
  };

  return (
    <div data-testid="agreement-terms" data-state={agreement.state}>
      <p className="mb-2 d-flex flex-wrap gap-2 align-items-center">
        <Badge bg={variant} {...(variant === 'warning' ? { text: 'dark' as const } : {})}>
          {t(`agreement.state.${agreement.state}`)}
        </Badge>
        {agreement.inForce && (
          <Badge bg="success-subtle" text="success-emphasis">
            {t('agreement.inForce')}
          </Badge>
        )}
      </p>
      <dl className="row small mb-0">
        {agreement.kind === 'commission' ? (
          <>
            <dt className="col-sm-4">{t('agreement.commission')}</dt>
            <dd className="col-sm-8" data-testid="agreement-commission">
              {t('agreement.commissionValue', { percent: agreement.commission ?? 0 })}
            </dd>
          </>
        ) : (
          <>
            <dt className="col-sm-4">{t('agreement.discount')}</dt>
            <dd className="col-sm-8" data-testid="agreement-discount">
              {t('agreement.discountValue', { percent: agreement.discount })}
            </dd>
          </>
        )}
        <dt className="col-sm-4">{t('agreement.paymentDays')}</dt>
        <dd className="col-sm-8">{t('agreement.paymentDaysValue', { count: agreement.paymentDays })}</dd>
        <dt className="col-sm-4">{t('agreement.fees')}</dt>
        <dd className="col-sm-8" data-testid="agreement-fees">
          {feesText(agreement.feeSchedule ?? null)}
        </dd>
        <dt className="col-sm-4">{t('agreement.validity')}</dt>
        <dd className="col-sm-8">
          {formatDate(agreement.validity.from, locale)} – {formatDate(agreement.validity.to, locale)}
        </dd>
        {agreement.overrides.length > 0 && (
          <>
            <dt className="col-sm-4">{t('agreement.overrides')}</dt>
            <dd className="col-sm-8">{agreement.overrides.length}</dd>
          </>
        )}
        {notes.text && (
          <>
            <dt className="col-sm-4">{t('agreement.notes')}</dt>
            <dd className="col-sm-8 text-break" lang={langAttribute(notes.lang, locale)}>
              {notes.text}
            </dd>
          </>
        )}
        {pdf && (
          <>
            <dt className="col-sm-4">{t('agreement.pdf')}</dt>
            <dd className="col-sm-8">
              <a href={pdf} target="_blank" rel="noopener">
                {t('agreement.openPdf')}
              </a>
            </dd>
          </>
        )}
      </dl>
      <ContactPerson contact={agreement.supplier.contact} space={agreement.supplier.name} />
      <ContactPerson contact={agreement.buyer.contact} space={agreement.buyer.name} />
      {agreement.sentAt && (
        <p className="small text-body-secondary mb-0">
          {t('agreement.sentOn', { date: formatDateTime(agreement.sentAt, locale) })}
        </p>
      )}
      {agreement.decidedAt && (agreement.state === 'accepted' || agreement.state === 'superseded') && (
        <p className="small text-body-secondary mb-0" data-testid="agreement-accepted-by">
          <AcceptedBy
            text={t('agreement.acceptedBy', {
              name: NAME_SLOT,
              date: formatDateTime(agreement.decidedAt, locale),
            })}
            person={agreement.decidedBy}
            fallback={t('agreement.someone')}
          />
        </p>
      )}
    </div>
  );
}

/** Where the accepting person's name goes in the translated sentence, so the name can carry its reading. */
const NAME_SLOT = '\u0000';

/**
 * "Accepted by …" with the person by name (and reading on jp pages), never by address: the server sends the
 * address only to the decider's own side, and this line does not show it at all.
 */
function AcceptedBy({
  text,
  person,
  fallback,
}: {
  text: string;
  person: Agreement['decidedBy'];
  fallback: string;
}) {
  const [before = '', after = ''] = text.split(NAME_SLOT);
  return (
    <>
      {before}
      <PersonName person={person?.person} fallback={person?.name ?? fallback} />
      {after}
    </>
  );
}

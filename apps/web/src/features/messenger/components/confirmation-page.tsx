import { type Confirmation, eraDate, formatAddress, formatTravelRegistration } from '@tourtariff/shared';
import { Button, Col, Row } from 'react-bootstrap';
import { ContactPerson } from '../../../components/business/contact-person';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { apiStatusOf } from '../../../lib/api/api-error';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateRange, formatDateTime, localized, useLocale } from '../../../lib/locale';
import { useConfirmation } from '../api/inquiries';
import { isStay, stayText } from '../lib/inquiry-stay';
import { InquiryLines } from './inquiry-lines';
import './confirmation.css';

/** The printable confirmation of an accepted inquiry (bare shell): both companies, what, when, who, the price. */
export function ConfirmationView({ inquiryKey }: { inquiryKey: string }) {
  const { t } = useTranslation('messenger');
  const texts = useErrorText();
  const confirmation = useConfirmation(inquiryKey);

  if (confirmation.isPending) return <BlockSpinner />;
  if (confirmation.isError) {
    if (apiStatusOf(confirmation.error) === 404) {
      return (
        <p className="text-body-secondary" data-testid="confirmation-missing">
          {t('confirmation.missing')}
        </p>
      );
    }
    return (
      <RetryAlert retryLabel={t('retry')} onRetry={() => void confirmation.refetch()}>
        {texts.describe(confirmation.error, t('confirmation.loadFailed'))}
      </RetryAlert>
    );
  }
  return <ConfirmationDocument confirmation={confirmation.data} />;
}

function ConfirmationDocument({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation('messenger');
  const locale = useLocale();
  const { inquiry } = confirmation;
  const asked = inquiry.request;
  // docs/product-decisions.md §13: the supplier's setting puts 和暦 beside the Western date, on jp pages only.
  const era = locale === 'jp' && confirmation.supplier.eraDates ? eraDate : null;
  const party = (role: 'buyer' | 'supplier') => {
    const company = confirmation[role];
    return (
      <Col sm={6} className="mb-3">
        <h2 className="h6 text-body-secondary mb-1">{t(`confirmation.${role}`)}</h2>
        <p className="fw-semibold mb-0" data-testid={`confirmation-${role}`}>
          {company.name}
        </p>
        {company.address && (
          <p className="mb-0 small" data-testid={`confirmation-${role}-address`}>
            {formatAddress(company.address, locale)}
          </p>
        )}
        {company.contactPerson ? (
          <ContactPerson contact={company.contactPerson} />
        ) : (
          company.contact && <p className="mb-0 small">{company.contact}</p>
        )}
        {company.travelRegistration && (
          <p className="mb-0 small" data-testid={`confirmation-${role}-registration`}>
            {t('confirmation.travelRegistration', {
              value: formatTravelRegistration(company.travelRegistration, locale),
            })}
          </p>
        )}
        {company.invoiceNumber && (
          <p className="mb-0 small" data-testid={`confirmation-${role}-invoice`}>
            {t('confirmation.invoiceNumber', { value: company.invoiceNumber })}
          </p>
        )}
      </Col>
    );
  };

  return (
    <article className="tt-confirmation" data-testid="confirmation">
      <div className="d-flex align-items-start justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3 mb-1">{t('confirmation.title')}</h1>
          <p className="mb-0">
            {t('confirmation.reference')}{' '}
            <strong data-testid="confirmation-reference">{confirmation.reference}</strong>
          </p>
          <p className="small text-body-secondary mb-0">
            {t('confirmation.acceptedAt', { at: formatDateTime(confirmation.acceptedAt, locale) })}
          </p>
        </div>
        <Button variant="outline-secondary" className="tt-no-print" onClick={() => window.print()}>
          {t('confirmation.print')}
        </Button>
      </div>
      <Row>
        {party('supplier')}
        {party('buyer')}
      </Row>
      <dl className="row mb-3">
        <dt className="col-sm-3">{t('confirmation.tariff')}</dt>
        <dd className="col-sm-9" data-testid="confirmation-tariff">
          {localized(inquiry.tariff.title, locale).text}
        </dd>
        <dt className="col-sm-3">{t('inquiry.date')}</dt>
        <dd className="col-sm-9">
          {asked.to
            ? formatDateRange({ from: asked.date, to: asked.to }, locale)
            : formatDate(asked.date, locale)}
          {era && (
            <span className="ms-1" data-testid="confirmation-era-date">
              {t('confirmation.eraDate', {
                date: asked.to ? `${era(asked.date)}～${era(asked.to)}` : era(asked.date),
              })}
            </span>
          )}
        </dd>
        <dt className="col-sm-3">{t('inquiry.group')}</dt>
        <dd className="col-sm-9">
          {t('inquiry.groupText', { adults: asked.adults, children: asked.children })}
          {asked.units > 1 && !isStay(asked) && ` · ${t('inquiry.unitsText', { count: asked.units })}`}
          {stayText(asked, t, {
            bands: inquiry.tariff.bands,
            nameOf: (name) => localized(name, locale).text,
          })}
        </dd>
        {asked.note && (
          <>
            <dt className="col-sm-3">{t('inquiry.note')}</dt>
            <dd className="col-sm-9 text-break">{asked.note}</dd>
          </>
        )}
      </dl>
      <h2 className="h5">{t('confirmation.price')}</h2>
      <InquiryLines inquiry={inquiry} />
    </article>
  );
}

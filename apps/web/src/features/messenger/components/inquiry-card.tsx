import type { Inquiry } from '@tourtariff/shared';
import { Link } from 'react-router';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateRange, formatDateTime, localized, useLocale } from '../../../lib/locale';
import { useInquiry } from '../api/inquiries';
import { isStay, stayText } from '../lib/inquiry-stay';
import type { MessengerLinks } from '../lib/links';
import { InquiryActions } from './inquiry-actions';
import { InquiryLines } from './inquiry-lines';
import { InquiryStateBadge } from './inquiry-state-badge';

type Props = { inquiryKey: string; links: MessengerLinks };

/** An inquiry in the thread: what was asked, the computed price, where it stands, and the caller's moves. */
export function InquiryCard({ inquiryKey, links }: Props) {
  const { t } = useTranslation('messenger');
  const inquiry = useInquiry(inquiryKey);
  if (inquiry.isPending) return <InlineSpinner />;
  if (inquiry.isError) {
    return (
      <p className="small text-body-secondary" data-testid="inquiry-unavailable">
        {t('inquiry.unavailable')}
      </p>
    );
  }
  return <InquiryCardBody inquiry={inquiry.data} links={links} />;
}

export function InquiryCardBody({ inquiry, links }: { inquiry: Inquiry; links: MessengerLinks }) {
  const { t } = useTranslation('messenger');
  const locale = useLocale();
  const asked = inquiry.request;
  const when = asked.to
    ? formatDateRange({ from: asked.date, to: asked.to }, locale)
    : formatDate(asked.date, locale);

  return (
    <article className="card mb-2 tt-inquiry-card" data-testid="inquiry-card" aria-label={t('inquiry.title')}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h3 className="h6 mb-0 me-auto">{t('inquiry.title')}</h3>
        <InquiryStateBadge state={inquiry.state} />
      </div>
      <div className="card-body">
        <p className="mb-1 fw-semibold">
          <Link to={links.tariff(inquiry.tariff.key)}>{localized(inquiry.tariff.title, locale).text}</Link>
        </p>
        <dl className="row small mb-2">
          <dt className="col-5">{t('inquiry.date')}</dt>
          <dd className="col-7 mb-0" data-testid="inquiry-date">
            {when}
          </dd>
          <dt className="col-5">{t('inquiry.group')}</dt>
          <dd className="col-7 mb-0" data-testid="inquiry-group">
            {t('inquiry.groupText', { adults: asked.adults, children: asked.children })}
            {asked.units > 1 && !isStay(asked) && ` · ${t('inquiry.unitsText', { count: asked.units })}`}
            {stayText(asked, t, {
              bands: inquiry.tariff.bands,
              nameOf: (name) => localized(name, locale).text,
            })}
          </dd>
          {asked.note && (
            <>
              <dt className="col-5">{t('inquiry.note')}</dt>
              <dd className="col-7 mb-0 text-break">{asked.note}</dd>
            </>
          )}
          {inquiry.countered && (
            <>
              <dt className="col-5">{t('inquiry.countered')}</dt>
              <dd className="col-7 mb-0">
                {t('inquiry.askedText', {
                  date: formatDate(inquiry.asked.date, locale),
                  adults: inquiry.asked.adults,
                  children: inquiry.asked.children,
                })}
              </dd>
            </>
          )}
          {inquiry.reason && (
            <>
              <dt className="col-5">{t('inquiry.reason')}</dt>
              <dd className="col-7 mb-0 text-break" data-testid="inquiry-reason">
                {inquiry.reason}
              </dd>
            </>
          )}
          {inquiry.state === 'quoted' && inquiry.expiresAt && (
            <>
              <dt className="col-5">{t('inquiry.expires')}</dt>
              <dd className="col-7 mb-0">{formatDateTime(inquiry.expiresAt, locale)}</dd>
            </>
          )}
        </dl>
        <InquiryLines inquiry={inquiry} />
        {inquiry.state === 'accepted' && inquiry.reference && (
          <div className="alert alert-success small mt-2 mb-0" data-testid="inquiry-accepted">
            <p className="mb-1">
              {t('inquiry.reference')} <strong data-testid="inquiry-reference">{inquiry.reference}</strong>
            </p>
            <Link to={links.confirmation(inquiry.key)} data-testid="confirmation-link">
              {t('inquiry.openConfirmation')}
            </Link>
          </div>
        )}
        <InquiryActions inquiry={inquiry} />
      </div>
    </article>
  );
}

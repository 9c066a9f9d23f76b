import { type InquiryState, inquiryStates } from '@tourtariff/shared';
import { useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { BlockSpinner } from '../../../components/ui/block-spinner';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, localized, useLocale } from '../../../lib/locale';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { useInquiries } from '../api/inquiries';
import type { MessengerLinks } from '../lib/links';
import { InquiryStateBadge } from './inquiry-state-badge';

type Props = { space: string; links: MessengerLinks };

/** The space's inquiries, newest first, filtered by state; each opens its conversation. */
export function InquiryList({ space, links }: Props) {
  const { t } = useTranslation('messenger');
  const locale = useLocale();
  const texts = useErrorText();
  const id = useId();
  const [state, setState] = useState<InquiryState | null>(null);
  const pages = useCursorPages();
  const list = useInquiries(space, state, pages.cursor);
  const next = list.data?.next;

  return (
    <div data-testid="inquiry-list">
      <Form.Group controlId={`${id}-state`} className="mb-2">
        <Form.Label className="small mb-1">{t('inquiries.filter')}</Form.Label>
        <Form.Select
          size="sm"
          value={state ?? ''}
          onChange={(event) => {
            setState((event.target.value || null) as InquiryState | null);
            pages.reset();
          }}
        >
          <option value="">{t('inquiries.all')}</option>
          {inquiryStates.map((value) => (
            <option key={value} value={value}>
              {t(`inquiry.state.${value}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {list.isPending ? (
        <BlockSpinner />
      ) : list.isError ? (
        <RetryAlert retryLabel={t('retry')} onRetry={() => void list.refetch()} testId="inquiries-error">
          {texts.describe(list.error, t('inquiries.loadFailed'))}
        </RetryAlert>
      ) : list.data.items.length === 0 ? (
        <p className="text-body-secondary small py-3" data-testid="inquiries-empty">
          {t('inquiries.empty')}
        </p>
      ) : (
        <ul className="list-unstyled mb-0" aria-busy={list.isFetching} aria-label={t('inquiries.label')}>
          {list.data.items.map((inquiry) => {
            const other = inquiry.side === 'buyer' ? inquiry.supplier : inquiry.buyer;
            return (
              <li key={inquiry.key} className="border-bottom py-2" data-testid="inquiry-row">
                <Link to={links.conversation(inquiry.conversation)} className="d-block text-truncate">
                  {localized(inquiry.tariff.title, locale).text}
                </Link>
                <span className="d-flex flex-wrap gap-2 align-items-center small">
                  <InquiryStateBadge state={inquiry.state} />
                  <span>{other.name}</span>
                  <span className="text-body-secondary">{formatDate(inquiry.request.date, locale)}</span>
                  {inquiry.reference && <span className="fw-semibold">{inquiry.reference}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="d-flex justify-content-between mt-2">
        {pages.page > 1 && (
          <Button size="sm" variant="outline-secondary" onClick={pages.previous}>
            {t('inquiries.previous')}
          </Button>
        )}
        {next && (
          <Button size="sm" variant="outline-secondary" className="ms-auto" onClick={() => pages.next(next)}>
            {t('inquiries.next')}
          </Button>
        )}
      </div>
    </div>
  );
}

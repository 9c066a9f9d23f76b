import { Button, Modal } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { AppModal } from '../../../components/ui/app-modal';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime } from '../../../lib/locale';
import { localeOf, withLocale } from '../../../lib/locale-path';
import type { NotificationDetails } from '../api/get-notification';
import { textIn, useReaderLocale } from '../lib/text';

/** What the dialog shows: still loading, the details, or a failed answer (docs/product.md §8 'Invalid Notification'). */
export type ModalState =
  | { status: 'loading' }
  | { status: 'ok'; details: NotificationDetails }
  | { status: 'error' };

type Props = { show: boolean; state: ModalState; onHide: () => void; onExited?: () => void };

export function NotificationModal({ show, state, onHide, onExited }: Props) {
  const { t } = useTranslation();
  const failed = state.status === 'error';
  const title = failed ? t('notifications.errorTitle') : t('notifications.detailsTitle');

  return (
    <AppModal
      show={show}
      onHide={onHide}
      onExited={onExited}
      size="xl"
      titleId="notification-modal-title"
      data-testid="notification-modal"
    >
      <Modal.Header closeButton closeLabel={t('notifications.close')}>
        <Modal.Title as="h2" className="h4" id="notification-modal-title">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {state.status === 'loading' && <InlineSpinner />}
        {failed && <p className="mb-0">{t('notifications.invalid')}</p>}
        {state.status === 'ok' && <Details details={state.details} onNavigate={onHide} />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('notifications.close')}
        </Button>
      </Modal.Footer>
    </AppModal>
  );
}

function Details({ details, onNavigate }: { details: NotificationDetails; onNavigate: () => void }) {
  const { t } = useTranslation();
  const locale = useReaderLocale();
  const prefix = localeOf(useLocation().pathname);
  const subject = textIn(details.subject, locale);
  const body = textIn(details.body, locale);
  const date = formatDateTime(details.createdAt, locale);

  return (
    <>
      <h3 className="h5" data-testid="notification-subject">
        {subject}
      </h3>
      <dl className="row mb-0">
        <dt className="col-sm-2">{t('notifications.date')}</dt>
        <dd className="col-sm-10">
          <time dateTime={details.createdAt}>{date}</time>
        </dd>
        {body && (
          <>
            <dt className="col-sm-2">{t('notifications.body')}</dt>
            <dd className="col-sm-10 tt-notification-body">{body}</dd>
          </>
        )}
        {details.link && (
          <>
            <dt className="col-sm-2">{t('notifications.link')}</dt>
            <dd className="col-sm-10 text-break">
              {/* The server only stores site paths and http(s) URLs, so both are safe to render as links. */}
              {details.link.startsWith('/') ? (
                <Link to={withLocale(details.link, prefix)} onClick={onNavigate}>
                  {details.link}
                </Link>
              ) : (
                <a href={details.link} target="_blank" rel="noopener noreferrer">
                  {details.link}
                </a>
              )}
            </dd>
          </>
        )}
      </dl>
    </>
  );
}

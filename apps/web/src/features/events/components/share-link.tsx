import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { shareUrl } from '../lib/share-link';
import { CopyButton } from './copy-button';

/** The event page's address, read-only and selectable, with a copy button. */
export function ShareLink({ eventKey, published }: { eventKey: string; published: boolean }) {
  const { t } = useTranslation('events');
  const id = useId();
  const url = shareUrl(eventKey);

  return (
    <div data-testid="share-link">
      <Form.Label htmlFor={id} className="small fw-semibold mb-1">
        {t('share.label')}
      </Form.Label>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Form.Control
          id={id}
          value={url}
          readOnly
          className="font-monospace small flex-grow-1 w-auto"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div>
          <CopyButton text={url} />
        </div>
      </div>
      {!published && <div className="small text-body-secondary mt-1">{t('share.unpublished')}</div>}
    </div>
  );
}

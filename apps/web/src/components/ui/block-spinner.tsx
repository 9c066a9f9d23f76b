import { Spinner } from 'react-bootstrap';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * Loading a block of the page — a screen's content, a panel, a dialog's body: centred and announced to screen
 * readers. (InlineSpinner sits in a line of text; PageSpinner fills the window before the app can render.)
 */
export function BlockSpinner() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center py-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{t('app.loading')}</span>
      </Spinner>
    </div>
  );
}

import { type FormEvent, type ReactNode, useId } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AppModal } from './app-modal';

/** docs/product.md §9: modals are extra large unless a caller says otherwise. */
export const DEFAULT_DIALOG_SIZE = 'xl';

type DialogSize = 'sm' | 'lg' | 'xl';

type BaseProps = {
  show: boolean;
  title: ReactNode;
  children?: ReactNode;
  size?: DialogSize;
  'data-testid'?: string;
};

type FrameProps = BaseProps & {
  onHide: () => void;
  footer: ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/** Header with a close button, body and footer; a form dialog wraps body and footer so Enter submits. */
function DialogFrame({
  show,
  title,
  children,
  size = DEFAULT_DIALOG_SIZE,
  onHide,
  footer,
  onSubmit,
  ...rest
}: FrameProps) {
  const { t } = useTranslation('business');
  const titleId = useId();
  const content = (
    <>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>{footer}</Modal.Footer>
    </>
  );
  return (
    <AppModal
      show={show}
      onHide={onHide}
      size={size}
      centered
      titleId={titleId}
      data-testid={rest['data-testid']}
    >
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      {onSubmit ? (
        <Form noValidate onSubmit={onSubmit}>
          {content}
        </Form>
      ) : (
        content
      )}
    </AppModal>
  );
}

/** docs/product.md §2 message dialog: Ok and Close. Ok does what onOk says, or closes. */
export function MessageDialog({
  onOk,
  onClose,
  ...props
}: BaseProps & { onOk?: () => void; onClose: () => void }) {
  const { t } = useTranslation('business');
  const footer = (
    <>
      <Button variant="outline-secondary" onClick={onClose}>
        {t('dialog.close')}
      </Button>
      <Button onClick={onOk ?? onClose}>{t('dialog.ok')}</Button>
    </>
  );
  return <DialogFrame {...props} onHide={onClose} footer={footer} />;
}

/** docs/product.md §2 info dialog: Close only. */
export function InfoDialog({ onClose, ...props }: BaseProps & { onClose: () => void }) {
  const { t } = useTranslation('business');
  const footer = (
    <Button variant="outline-secondary" onClick={onClose}>
      {t('dialog.close')}
    </Button>
  );
  return <DialogFrame {...props} onHide={onClose} footer={footer} />;
}

type ConfirmProps = BaseProps & { onConfirm: () => void; onCancel: () => void; busy?: boolean };

/** docs/product.md §2 confirm dialog: Ok and Cancel; while busy both wait, so a slow request is not sent twice. */
export function ConfirmDialog({ onConfirm, onCancel, busy = false, ...props }: ConfirmProps) {
  const { t } = useTranslation('business');
  const footer = (
    <>
      <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
        {t('dialog.cancel')}
      </Button>
      <Button onClick={onConfirm} disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t('dialog.ok')}
      </Button>
    </>
  );
  return <DialogFrame {...props} onHide={busy ? () => {} : onCancel} footer={footer} />;
}

export type FormDialogProps = BaseProps & {
  /** Called with the default already prevented; read the fields from state or from the event's form. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  submitLabel?: ReactNode;
  cancelLabel?: ReactNode;
  busy?: boolean;
  /** Open with focus on cancel, where the body's first control would be the risky choice. */
  focusCancel?: boolean;
};

/** docs/product.md §2 form dialog: the fields as children, a submit and a cancel button. */
export function FormDialog({
  onSubmit,
  onCancel,
  submitLabel,
  cancelLabel,
  busy = false,
  focusCancel = false,
  ...props
}: FormDialogProps) {
  const { t } = useTranslation('business');
  const footer = (
    <>
      <Button
        variant="outline-secondary"
        onClick={onCancel}
        disabled={busy}
        {...(focusCancel ? { 'data-autofocus': true } : {})}
      >
        {cancelLabel ?? t('dialog.cancel')}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {submitLabel ?? t('dialog.submit')}
      </Button>
    </>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(event);
  };
  return <DialogFrame {...props} onHide={busy ? () => {} : onCancel} footer={footer} onSubmit={submit} />;
}

// docs/product.md §2: the save dialog's buttons are Japanese in both locales; lang tells screen readers to read them so.
const SAVE_LABEL = '保存する';
const CANCEL_LABEL = 'キャンセル';

/** docs/product.md §2 Japanese save dialog: a form dialog with 保存する / キャンセル. */
export function SaveDialog(props: Omit<FormDialogProps, 'submitLabel' | 'cancelLabel'>) {
  return (
    <FormDialog
      // Staying is the choice that loses nothing, so it takes focus rather than "leave without saving".
      focusCancel
      {...props}
      submitLabel={<span lang="ja">{SAVE_LABEL}</span>}
      cancelLabel={<span lang="ja">{CANCEL_LABEL}</span>}
    />
  );
}

import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Refusal } from './use-save-form';

export type EditorNotice = 'created' | 'saved' | 'savedRevision' | 'submitted' | 'archived';

type Props = {
  notice: EditorNotice | undefined;
  onDismiss: () => void;
  refusal: Omit<Refusal, 'errors'> | null;
};

/** What the last action did, or why it was refused (with the problems no input shows). */
export function EditorMessages({ notice, onDismiss, refusal }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {notice && (
        <Alert variant="success" role="status" dismissible onClose={onDismiss}>
          {t(`editor.${notice}`)}
        </Alert>
      )}
      {refusal && (
        <Alert variant="danger" data-testid="editor-refusal">
          {refusal.summary}
          {refusal.other.length > 0 && (
            <ul className="small mb-0 mt-1">
              {refusal.other.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </>
  );
}

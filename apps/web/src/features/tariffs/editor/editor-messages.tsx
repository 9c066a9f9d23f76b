import { Alert } from 'react-bootstrap';
import { OutcomeAlert } from '../../../components/ui/outcome-alert';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Refusal } from './use-save-form';

export type EditorNotice =
  | 'created'
  | 'copiedNextYear'
  | 'saved'
  | 'savedRevision'
  | 'submitted'
  | 'archived';

type Props = {
  notice: EditorNotice | undefined;
  /** Changes with every action that (re)shows the notice, so focus moves to it again. */
  noticeKey?: number;
  onDismiss: () => void;
  refusal: Omit<Refusal, 'errors'> | null;
};

/** What the last action did, or why it was refused (with the problems no input shows). */
export function EditorMessages({ notice, noticeKey, onDismiss, refusal }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      {notice && (
        <OutcomeAlert variant="success" dismissible onClose={onDismiss} focusKey={noticeKey}>
          {t(`editor.${notice}`)}
        </OutcomeAlert>
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

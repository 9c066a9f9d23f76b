import { MESSENGER_LIMITS } from '@tourtariff/shared';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { shouldSend } from '../lib/compose-keys';
import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS, checkFiles, type FileProblem } from '../lib/file-checks';

type Props = {
  /** Sends; resolves true when the message went, so the composer clears (false keeps what was typed). */
  onSend: (message: { text: string; files: File[] }) => Promise<boolean>;
  busy: boolean;
  /** The refusal of the last send, in the reader's words. */
  error?: string | null;
};

/**
 * The message box: Enter sends, Shift+Enter makes a new line, and an Enter that confirms a Japanese IME
 * conversion does neither (`shouldSend`). Up to five files ride along, checked here so the reason is immediate;
 * the server checks them again by content.
 */
export function Composer({ onSend, busy, error }: Props) {
  const { t } = useTranslation('messenger');
  const id = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const empty = text.trim() === '' && files.length === 0;

  const submit = async () => {
    if (busy || empty) return;
    if (await onSend({ text: text.trim(), files })) {
      setText('');
      setFiles([]);
      setProblems([]);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!shouldSend(event)) return;
    event.preventDefault();
    void submit();
  };
  const onPick = (picked: FileList | null) => {
    const checked = checkFiles(files, [...(picked ?? [])]);
    setFiles(checked.files);
    setProblems(checked.problems);
    // The same file can be picked again after it was removed.
    if (picker.current) picker.current.value = '';
  };

  return (
    <Form
      className="tt-composer border-top pt-2"
      data-testid="composer"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Form.Label htmlFor={`${id}-text`} className="visually-hidden">
        {t('composer.label')}
      </Form.Label>
      <Form.Control
        as="textarea"
        id={`${id}-text`}
        rows={2}
        value={text}
        maxLength={MESSENGER_LIMITS.text}
        placeholder={t('composer.placeholder')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        data-testid="composer-text"
      />
      <div id={`${id}-hint`} className="form-text">
        {t('composer.hint')}
      </div>
      {files.length > 0 && (
        <ul
          className="list-inline small mb-1 mt-1"
          aria-label={t('composer.chosen')}
          data-testid="composer-files"
        >
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="list-inline-item badge text-bg-light border me-1"
            >
              {file.name}
              <button
                type="button"
                className="btn-close btn-close-sm ms-1 align-middle"
                style={{ fontSize: '0.6rem' }}
                aria-label={t('composer.remove', { name: file.name })}
                onClick={() => setFiles(files.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <ul className="small text-danger mb-1" role="alert" data-testid="composer-problems">
          {problems.map((problem) => (
            <li key={`${problem.name}-${problem.rule}`}>
              {t(`composer.problem.${problem.rule}`, {
                name: problem.name,
                max: ATTACHMENT_LIMITS.files,
                mb: ATTACHMENT_LIMITS.bytes / (1024 * 1024),
              })}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="small text-danger mb-1" role="alert" data-testid="composer-error">
          {error}
        </p>
      )}
      <div className="d-flex gap-2 justify-content-end mt-1">
        <input
          ref={picker}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => onPick(event.target.files)}
          data-testid="composer-file-input"
        />
        <Button variant="outline-secondary" size="sm" onClick={() => picker.current?.click()} disabled={busy}>
          {t('composer.attach')}
        </Button>
        <Button type="submit" size="sm" disabled={busy || empty} data-testid="composer-send">
          {t('composer.send')}
        </Button>
      </div>
    </Form>
  );
}

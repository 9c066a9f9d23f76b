import { type ChangeEvent, useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { InlineSpinner } from '../../../components/ui/inline-spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  EVIDENCE_TYPES,
  MAX_EVIDENCE,
  MAX_EVIDENCE_BYTES,
  type UploadedEvidence,
  useUploadEvidence,
} from '../api/evidence';

type Props = { value: UploadedEvidence[]; onChange: (next: UploadedEvidence[]) => void; disabled?: boolean };

/** Evidence for an application (a photo of the licence card, a registration certificate), stored on pick. */
export function EvidencePicker({ value, onChange, disabled = false }: Props) {
  const { t } = useTranslation('credentials');
  const texts = useErrorText();
  const id = useId();
  const upload = useUploadEvidence();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    let next = value;
    for (const file of files) {
      if (next.length >= MAX_EVIDENCE) return setProblem(t('evidence.tooMany', { max: MAX_EVIDENCE }));
      if (!EVIDENCE_TYPES.includes(file.type)) return setProblem(t('evidence.type', { name: file.name }));
      if (file.size > MAX_EVIDENCE_BYTES) return setProblem(t('evidence.size', { name: file.name }));
      try {
        next = [...next, await upload.mutateAsync(file)];
        onChange(next);
      } catch (error) {
        return setProblem(texts.describe(error));
      }
    }
  };

  return (
    <Form.Group className="mb-3" data-testid="evidence-picker">
      <Form.Label htmlFor={id}>{t('evidence.label')}</Form.Label>
      <Form.Control
        id={id}
        type="file"
        multiple
        accept={EVIDENCE_TYPES.join(',')}
        disabled={disabled || upload.isPending || value.length >= MAX_EVIDENCE}
        onChange={(event) => void pick(event as ChangeEvent<HTMLInputElement>)}
        isInvalid={Boolean(problem)}
        aria-describedby={`${id}-hint`}
        data-testid="evidence-input"
      />
      <Form.Text id={`${id}-hint`}>{t('evidence.hint', { max: MAX_EVIDENCE })}</Form.Text>
      {upload.isPending && <InlineSpinner />}
      {problem && (
        <Form.Control.Feedback type="invalid" className="d-block" role="alert">
          {problem}
        </Form.Control.Feedback>
      )}
      {value.length > 0 && (
        <ul className="list-unstyled small mt-2 mb-0" data-testid="evidence-list">
          {value.map((file) => (
            <li key={file.hash} className="d-flex align-items-center gap-2">
              <span className="text-break">{file.name}</span>
              <Button
                size="sm"
                variant="link"
                className="p-0"
                disabled={disabled}
                onClick={() => onChange(value.filter((kept) => kept.hash !== file.hash))}
              >
                {t('evidence.remove', { name: file.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}

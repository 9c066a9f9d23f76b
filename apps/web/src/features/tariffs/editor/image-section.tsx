import { TARIFF_LIMITS } from '@tourtariff/shared';
import { type ChangeEvent, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { MAX_IMAGE_BYTES } from '../../../components/ui/image-picker';
import { StoredImage } from '../../../components/ui/stored-image';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useEditor } from './editor-context';
import { FieldError, useFieldState } from './field-error';
import { useUploadImage } from './use-upload-image';

/** Photos of the product, kept in storage; the tariff holds their hashes in the order shown. */
export function ImageSection() {
  const { t } = useTranslation(['catalogue', 'tariffs']);
  const { form, change, readOnly, id } = useEditor();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string>();
  const state = useFieldState('images');
  const full = form.images.length >= TARIFF_LIMITS.images;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so the same file can be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(t('editor.images.notImage'));
    if (file.size > MAX_IMAGE_BYTES) return setProblem(t('editor.images.tooLarge'));
    setProblem(undefined);
    try {
      const hash = await upload.mutateAsync(file);
      change((f) => ({ ...f, images: [...f.images, hash] }), ['images']);
    } catch {
      setProblem(t('editor.images.failed'));
    }
  }

  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('editor.section.images')}</legend>
      {form.images.length === 0 ? (
        <p className="text-body-secondary small">{t('editor.images.none')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-3">
          {form.images.map((hash, index) => (
            <li key={hash} className="d-flex flex-column align-items-start gap-1">
              <StoredImage
                src={hash}
                alt={t('editor.images.alt', { n: index + 1 })}
                width={160}
                height={100}
              />
              <Button
                variant="outline-danger"
                size="sm"
                disabled={readOnly}
                onClick={() =>
                  change((f) => ({ ...f, images: f.images.filter((h) => h !== hash) }), ['images'])
                }
              >
                {t('editor.images.remove', { n: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldError field="images" />
      <Form.Group controlId={`${id}-image-file`} className="mb-2">
        <Form.Label>{t('editor.images.add')}</Form.Label>
        <div className="d-flex gap-2 align-items-center">
          <Form.Control
            type="file"
            accept="image/*"
            className="w-auto"
            onChange={(event) => void pick(event as ChangeEvent<HTMLInputElement>)}
            disabled={readOnly || upload.isPending || full}
            isInvalid={Boolean(problem)}
            aria-invalid={Boolean(problem) || state['aria-invalid']}
            aria-describedby={`${id}-image-help`}
          />
          {upload.isPending && (
            <span role="status" className="small">
              <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
              {t('editor.images.uploading')}
            </span>
          )}
        </div>
        <Form.Text id={`${id}-image-help`} className={problem ? 'text-danger' : undefined} aria-live="polite">
          {problem ??
            (full ? t('editor.images.max', { max: TARIFF_LIMITS.images }) : t('editor.images.help'))}
        </Form.Text>
      </Form.Group>
    </fieldset>
  );
}

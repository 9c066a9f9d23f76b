import { type ChangeEvent, useId, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Avatar } from './avatar';
import { StoredImage } from './stored-image';

/** The server stores images of 2 MB at most; refusing bigger files here saves the upload. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** docs/product.md §5: an image is read locally as a data URL, so it is previewed before anything is sent. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

export type ImagePickerProps = {
  label: string;
  /** The image shown now: a storage hash, an address or the data URL just picked; null for none. */
  value: string | null;
  /** A data URL when a file was picked, null when the image was removed. */
  onChange: (value: string | null) => void;
  /** A message from outside (the server refused the image), shown beside the input. */
  error?: string | undefined;
  /** round: an avatar with the default-avatar fallback; square: a logo. */
  shape?: 'round' | 'square';
  disabled?: boolean;
};

/** A file picker (images only) with a preview and a remove button. */
export function ImagePicker({ label, value, onChange, error, shape = 'round', disabled }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [localError, setLocalError] = useState<string>();
  const shown = localError ?? error;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again after a refusal still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setLocalError(t('imagePicker.notImage'));
    if (file.size > MAX_IMAGE_BYTES) return setLocalError(t('imagePicker.tooLarge'));
    try {
      const dataUrl = await readFileAsDataUrl(file);
      setLocalError(undefined);
      onChange(dataUrl);
    } catch (readError) {
      console.error('ImagePicker: could not read the file', readError);
      setLocalError(t('imagePicker.readFailed'));
    }
  }

  return (
    <Form.Group className="d-flex align-items-center gap-3 mb-3" controlId={id}>
      <span data-testid="image-picker-preview">
        {shape === 'round' ? (
          <Avatar src={value} alt={t('imagePicker.preview')} size={80} />
        ) : (
          <StoredImage src={value} alt={t('imagePicker.preview')} width={120} height={60} />
        )}
      </span>
      <div className="flex-grow-1">
        <Form.Label>{label}</Form.Label>
        <div className="d-flex gap-2 align-items-start">
          <Form.Control
            type="file"
            accept="image/*"
            onChange={(event) => void pick(event as ChangeEvent<HTMLInputElement>)}
            isInvalid={Boolean(shown)}
            aria-invalid={Boolean(shown)}
            aria-describedby={`${id}-help`}
            disabled={disabled}
          />
          {value && (
            <Button
              variant="outline-secondary"
              onClick={() => onChange(null)}
              disabled={disabled}
              className="text-nowrap"
            >
              {t('imagePicker.remove')}
            </Button>
          )}
        </div>
        <Form.Text id={`${id}-help`} className={shown ? 'text-danger' : undefined} aria-live="polite">
          {shown ?? t('imagePicker.help')}
        </Form.Text>
      </div>
    </Form.Group>
  );
}

import type { Attachment } from '@tourtariff/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';

const kB = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * A message's files: images as previews that open full size, PDFs as links. The addresses are the conversation's
 * own (`url`), which answer only its participants; the session cookie goes with them (same origin).
 */
export function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const { t } = useTranslation('messenger');
  if (attachments.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mt-1 mb-0" data-testid="message-attachments">
      {attachments.map((file) =>
        file.type === 'application/pdf' ? (
          <li key={file.hash}>
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className="small"
              data-testid="attachment-pdf"
            >
              {t('thread.pdf', { name: file.name, size: kB(file.size) })}
            </a>
          </li>
        ) : (
          <li key={file.hash}>
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('thread.openImage', { name: file.name })}
            >
              <img
                src={file.url}
                alt={file.name}
                className="tt-attachment-preview rounded border"
                loading="lazy"
                data-testid="attachment-image"
              />
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

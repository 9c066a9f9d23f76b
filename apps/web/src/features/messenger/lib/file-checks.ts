import { attachmentTypes, MESSENGER_LIMITS } from '@tourtariff/shared';

/**
 * What a message may carry, checked here so a person hears at once why a file cannot go; the
 * server checks again by content and is the authority.
 */
export const ATTACHMENT_LIMITS = {
  files: MESSENGER_LIMITS.attachments,
  bytes: MESSENGER_LIMITS.attachmentBytes,
  types: attachmentTypes,
} as const;

/** The picker's `accept`: types and extensions, for browsers that report no type for some files. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_LIMITS.types, '.jpg', '.jpeg', '.png', '.webp', '.pdf'].join(
  ',',
);

export type FileProblem = { name: string; rule: 'type' | 'size' | 'count' };

type PickedFile = Pick<File, 'name' | 'size' | 'type'>;

/** A file's type, from the browser, or from its extension when the browser gave none. */
export function typeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const byExtension: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    pdf: 'application/pdf',
  };
  return (extension && byExtension[extension]) || '';
}

/**
 * The files already chosen plus the new ones, minus those refused, each refusal named: a type other than
 * JPEG, PNG, WebP or PDF, over 10 MB, or beyond the fifth file.
 */
export function checkFiles<F extends PickedFile>(
  chosen: readonly F[],
  added: readonly F[],
): { files: F[]; problems: FileProblem[] } {
  const files = [...chosen];
  const problems: FileProblem[] = [];
  for (const file of added) {
    if (!(ATTACHMENT_LIMITS.types as readonly string[]).includes(typeOf(file))) {
      problems.push({ name: file.name, rule: 'type' });
    } else if (file.size > ATTACHMENT_LIMITS.bytes) {
      problems.push({ name: file.name, rule: 'size' });
    } else if (files.length >= ATTACHMENT_LIMITS.files) {
      problems.push({ name: file.name, rule: 'count' });
    } else {
      files.push(file);
    }
  }
  return { files, problems };
}

import { type AttachmentType, MESSENGER_LIMITS } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { multipartBoundary, parseMultipart } from '../../ipfs/index.ts';
import { insertAttachment, uploadsIn } from '../repository/messages.ts';
import { type Ctx, participation } from './access.ts';
import { attachmentView } from './views.ts';

/** The media type a file's first bytes prove: its name and declared type count for nothing. */
export function sniffType(bytes: Uint8Array): AttachmentType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (from: number, text: string) =>
    [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(0, '%PDF-')) return 'application/pdf';
  return null;
}

const invalidUpload = (message: string) =>
  new AppError('messenger.upload_invalid', `file: ${message}`, [
    { field: 'file', rule: 'required', message },
  ]);

/** A file name fit to show and to send back in Content-Disposition: no path, no control characters. */
export function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}"]/gu, '').trim();
  return (clean.isWellFormed() ? clean : clean.toWellFormed()).slice(0, MESSENGER_LIMITS.fileName) || 'file';
}

/**
 * `POST /api/messenger/{id}/attachments`: one multipart `file` from a participant, ≤ 10 MB, JPEG, PNG, WebP or
 * PDF by content. Stored sealed (encrypted, its key kept here), so the storage hash alone opens nothing:
 * `/api/ipfs` serves no encrypted object, and only this module, for participants, unseals it.
 */
export async function uploadAttachment(
  ctx: Ctx,
  actor: Actor,
  key: string,
  upload: { contentType: string | undefined; body: unknown },
) {
  const p = await participation(ctx, actor, key);
  const boundary = multipartBoundary(upload.contentType ?? '');
  const parts = boundary && Buffer.isBuffer(upload.body) ? parseMultipart(upload.body, boundary) : null;
  if (!parts) throw invalidUpload('send multipart/form-data with one field named file');
  const files = parts.filter((part) => part.name === 'file');
  if (files.length !== 1) throw invalidUpload('send exactly one form field named file');
  const file = files[0] as (typeof files)[0];
  if (file.bytes.length === 0) throw invalidUpload('must not be empty');
  if (file.bytes.length > MESSENGER_LIMITS.attachmentBytes)
    throw new AppError(
      'messenger.attachment_too_big',
      `file: over ${MESSENGER_LIMITS.attachmentBytes} bytes`,
      {
        params: { max: MESSENGER_LIMITS.attachmentBytes, size: file.bytes.length },
        fields: [
          {
            field: 'file',
            rule: 'max_size',
            message: 'at most 10 MB',
            params: { max: MESSENGER_LIMITS.attachmentBytes },
          },
        ],
      },
    );
  const type = sniffType(file.bytes);
  if (!type)
    throw new AppError('messenger.attachment_type', 'file: must be a JPEG, PNG, WebP or PDF file', {
      fields: [{ field: 'file', rule: 'media_type', message: 'must be a JPEG, PNG, WebP or PDF file' }],
    });
  const saved = await ctx.storage.save({
    bytes: file.bytes,
    type,
    enc: true,
    createdBy: actor.identity.sub,
  });
  const row = await insertAttachment(ctx.database.db, {
    conversationKey: p.row.key,
    messageId: null,
    hash: saved.hash,
    name: cleanName(file.filename),
    type,
    size: file.bytes.length,
    encKey: saved.key as string,
    uploadedBy: actor.identity.sub,
  });
  return attachmentView(row);
}

/** `GET /api/messenger/{id}/attachments/{hash}`: the bytes, for participants of the conversation only. */
export async function readAttachment(ctx: Ctx, actor: Actor, key: string, hash: string) {
  const p = await participation(ctx, actor, key);
  const [upload] = await uploadsIn(ctx.database.db, p.row.key, [hash]);
  if (!upload) throw new AppError('record.not_found', `No attachment ${hash}`);
  const { bytes } = await ctx.storage.fetch({ hash, key: upload.encKey });
  return { bytes, type: upload.type, name: upload.name };
}

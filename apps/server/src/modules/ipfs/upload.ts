import { DEFAULT_MEDIA_TYPE, isMediaType, MEDIA_TYPE_RULE } from '../../core/storage/index.ts';
import { AppError } from '../../errors.ts';
import { multipartBoundary, parseMultipart } from './multipart.ts';

/** Room for multipart framing (boundaries, part headers, other small fields) on top of the file itself. */
export const MULTIPART_OVERHEAD = 64 * 1024;

type UploadCode = 'upload.multipart_invalid' | 'upload.file_field' | 'upload.media_type';

const invalid = (code: UploadCode, field: string, rule: string, message: string) =>
  new AppError(code, `${field}: ${message}`, [{ field, rule, message }]);

/**
 * The file of a `POST /api/ipfs` (docs/product-decisions.md §11): the `file` field of a multipart/form-data body with that part's
 * Content-Type, or else the whole raw body with the request's Content-Type.
 */
export function readUpload(contentType: string | undefined, body: unknown): { bytes: Buffer; type: string } {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  const header = contentType?.trim();
  if (header && /^multipart\//i.test(header)) {
    const boundary = multipartBoundary(header);
    if (!boundary)
      throw invalid(
        'upload.multipart_invalid',
        'content-type',
        'format',
        'multipart/form-data needs a boundary',
      );
    const parts = parseMultipart(bytes, boundary);
    if (!parts)
      throw invalid('upload.multipart_invalid', 'body', 'format', 'is not well-formed multipart/form-data');
    const files = parts.filter((part) => part.name === 'file');
    if (files.length !== 1)
      throw invalid('upload.file_field', 'file', 'required', 'send exactly one form field named file');
    const [file] = files as [(typeof files)[0]];
    return { bytes: file.bytes, type: mediaTypeOf(file.type, 'file.content-type') };
  }
  return { bytes, type: mediaTypeOf(header, 'content-type') };
}

function mediaTypeOf(value: string | undefined, field: string): string {
  if (!value) return DEFAULT_MEDIA_TYPE;
  if (!isMediaType(value)) throw invalid('upload.media_type', field, 'format', MEDIA_TYPE_RULE);
  return value;
}

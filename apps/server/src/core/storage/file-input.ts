import { AppError } from '../../errors.ts';
import { isMediaType } from './media-type.ts';

/** The bytes of a `file` field, and the media type a `data:` URL declared (if any). */
export type DecodedFile = { bytes: Buffer; type: string | undefined };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes the core `save` call's `file` (docs/product-decisions.md §11): standard padded base64, or a `data:` URL in either of its
 * forms (`;base64,` or percent-encoded). Anything else is refused rather than guessed at, because Node's own
 * base64 decoder silently skips characters it does not know and would store bytes the caller never sent.
 */
export function decodeFile(file: string, field: string): DecodedFile {
  const invalid = (message: string) =>
    new AppError('request.invalid', `${field}: ${message}`, [{ field, rule: 'format', message }]);
  if (!file.startsWith('data:')) {
    if (file.length % 4 !== 0 || !BASE64.test(file)) throw invalid('must be base64 or a data: URL');
    return { bytes: Buffer.from(file, 'base64'), type: undefined };
  }
  const comma = file.indexOf(',');
  if (comma < 0) throw invalid('a data: URL needs a comma before its data');
  let header = file.slice('data:'.length, comma);
  const payload = file.slice(comma + 1);
  const base64 = /;base64$/i.test(header);
  if (base64) header = header.slice(0, -';base64'.length);
  const type = header.trim() || undefined;
  if (type !== undefined && !isMediaType(type)) throw invalid('the data: URL has no valid media type');
  if (base64) {
    if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw invalid('the data: URL is not valid base64');
    return { bytes: Buffer.from(payload, 'base64'), type };
  }
  const bytes = percentDecode(payload);
  if (!bytes) throw invalid('the data: URL has a malformed %-escape');
  return { bytes, type };
}

/** Byte-level %-decoding: `%FF` is the byte 0xFF, not a character, so binary data URLs survive. */
function percentDecode(text: string): Buffer | null {
  if (/%(?![0-9A-Fa-f]{2})/.test(text)) return null;
  const parts = text.split(/(%[0-9A-Fa-f]{2})/);
  return Buffer.concat(
    parts.map((part) =>
      part.length === 3 && part.startsWith('%')
        ? Buffer.from([Number.parseInt(part.slice(1), 16)])
        : Buffer.from(part, 'utf8'),
    ),
  );
}

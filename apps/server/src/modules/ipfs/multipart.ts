/** One part of a multipart/form-data body: its form field name, declared media type and raw bytes. */
export type FormPart = {
  name: string;
  filename: string | undefined;
  type: string | undefined;
  bytes: Buffer;
};

/** The boundary parameter of a `multipart/form-data` Content-Type (RFC 2046 §5.1.1: 1 to 70 characters). */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * A minimal multipart/form-data parser (RFC 7578) for a body already held in memory and bounded by the route's
 * body limit. It splits the body at the boundary and reads each part's Content-Disposition and Content-Type;
 * null means the body is not well-formed multipart. Part bodies are views into `body`, never copies.
 */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  let at = body.indexOf(delimiter);
  if (at !== 0 && (at < 2 || !body.subarray(at - 2, at).equals(CRLF))) return null; // text before must end a line
  const parts: FormPart[] = [];
  for (;;) {
    let cursor = at + delimiter.length;
    if (body.subarray(cursor, cursor + 2).toString() === '--') return parts; // the close delimiter
    const lineEnd = body.indexOf(CRLF, cursor);
    // Only transport padding (spaces, tabs) may follow a delimiter on its line.
    if (lineEnd < 0 || body.subarray(cursor, lineEnd).toString().trim() !== '') return null;
    cursor = lineEnd + 2;
    // Every form-data part has headers (at least Content-Disposition), so a blank line right here is malformed.
    const headersEnd = body.subarray(cursor, cursor + 2).equals(CRLF) ? -1 : body.indexOf(HEADER_END, cursor);
    if (headersEnd < 0) return null;
    const contentStart = headersEnd + 4;
    const contentEnd = body.indexOf(nextDelimiter, contentStart);
    if (contentEnd < 0) return null;
    const part = readPart(
      body.subarray(cursor, headersEnd).toString('utf8'),
      body.subarray(contentStart, contentEnd),
    );
    if (!part) return null;
    parts.push(part);
    at = contentEnd + 2;
  }
}

function readPart(headerText: string, bytes: Buffer): FormPart | null {
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n').filter(Boolean)) {
    const colon = line.indexOf(':');
    if (colon < 1) return null;
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!/^form-data\s*(;|$)/i.test(disposition)) return null;
  // Anchoring on `;` keeps `filename=` from matching as `name=`.
  const name = /;\s*name=(?:"([^"]*)"|([^\s;]+))/i.exec(disposition);
  if (!name) return null;
  const filename = /;\s*filename=(?:"([^"]*)"|([^\s;]+))/i.exec(disposition);
  return {
    name: name[1] ?? name[2] ?? '',
    filename: filename ? (filename[1] ?? filename[2]) : undefined,
    type: headers.get('content-type'),
    bytes,
  };
}

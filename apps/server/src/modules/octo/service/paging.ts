import { decodeCursor, encodeCursor } from '../../../kit/index.ts';

/*
 * Paging beyond OCTO (docs/octo.md "Paging"): an optional `limit` and an opaque `cursor`; the next page's URL in
 * a `Link: <…>; rel="next"` header, so the body stays the plain OCTO array a client that ignores paging expects.
 */

/** The cursor of the page after the item keyed `key`, tagged by list so one list's cursor is no other's. */
export const cursorOf = (list: 'p' | 'b', key: string) => encodeCursor(`${list}|${key}`);

/** The key a cursor of `list` continues after, or the 400 naming `query.cursor`. */
export function afterOf(list: 'p' | 'b', cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const match = decodeCursor(
    cursor,
    list === 'p' ? /^p\|([\w-]{1,80})$/ : /^b\|([\w-]{1,80})$/,
    'query.cursor',
  );
  return match[1];
}

/** The `Link` header value for the next page: the same URL with the next cursor. */
export function nextLink(publicUrl: string, url: string, cursor: string): string {
  const next = new URL(url, publicUrl);
  next.searchParams.set('cursor', cursor);
  return `<${publicUrl}${next.pathname}${next.search}>; rel="next"`;
}

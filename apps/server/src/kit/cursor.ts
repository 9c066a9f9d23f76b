import { AppError } from '../errors.ts';

/*
 * The one cursor codec of every list (docs/product-decisions.md §11): a cursor is opaque to the caller, base64url of a short
 * text the server reads back against the exact shape it wrote, so a forged or foreign cursor is a 400 naming
 * the field (rule `cursor`) before it can reach the database. Keyset lists write their position
 * (`moment|key`, `m:id`, the query language's sort values); ranked or append-only lists write an offset.
 */

/** The 400 for a cursor this list did not write. */
export const badCursor = (field: string, message = 'not a cursor from this list') =>
  new AppError('request.invalid', `Invalid request: ${field}: ${message}`, [
    { field, rule: 'cursor', message },
  ]);

/** A cursor carrying `text`. */
export const encodeCursor = (text: string) => Buffer.from(text).toString('base64url');

/** The text a cursor carries (whatever it is: the caller checks its shape). */
export const cursorText = (cursor: string) => Buffer.from(cursor, 'base64url').toString();

/** The parts of a cursor whose text matches `shape`, or the 400 naming `field`. */
export function decodeCursor(cursor: string, shape: RegExp, field: string): RegExpExecArray {
  const match = shape.exec(cursorText(cursor));
  if (!match) throw badCursor(field);
  return match;
}

/**
 * Offset cursors, for lists that are ranked (search relevance) or only ever appended to (audit), where a keyset
 * would need the ranking itself in the cursor. Capped so a deep page cannot make the database skip an unbounded
 * number of rows.
 */
export const MAX_OFFSET = 10_000;

export const encodeOffset = (offset: number) => encodeCursor(`o:${offset}`);

export function decodeOffset(cursor: string | undefined, field: string): number {
  if (!cursor) return 0;
  const offset = Number(decodeCursor(cursor, /^o:(\d{1,6})$/, field)[1]);
  if (!(offset >= 0 && offset <= MAX_OFFSET)) throw badCursor(field);
  return offset;
}

import { badCursor, decodeCursor, encodeCursor } from '../../../kit/index.ts';

/*
 * Keyset positions in the kit's cursor codec (docs/product-decisions.md §11): a list position is (moment, key) and a thread
 * position a message id, so a page costs the same at any depth of a million messages.
 */

export const encodeListCursor = (at: Date, key: string) => encodeCursor(`${at.toISOString()}|${key}`);

export function decodeListCursor(
  cursor: string | undefined,
  field: string,
): { at: Date; key: string } | null {
  if (!cursor) return null;
  const shape = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([\w-]{1,64})$/;
  const match = decodeCursor(cursor, shape, field);
  const at = new Date(match[1] as string);
  if (Number.isNaN(at.getTime())) throw badCursor(field);
  return { at, key: match[2] as string };
}

export const encodeIdCursor = (id: number) => encodeCursor(`m:${id}`);

export function decodeIdCursor(cursor: string | undefined, field: string): number | null {
  if (!cursor) return null;
  return Number(decodeCursor(cursor, /^m:(\d{1,15})$/, field)[1]);
}

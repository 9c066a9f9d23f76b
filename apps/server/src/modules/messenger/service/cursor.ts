import { AppError } from '../../../errors.ts';

/*
 * Opaque keyset cursors: a list position is (moment, key) and a thread position a message id, so a page costs
 * the same at any depth of a million messages.
 */
const refuse = (field: string) =>
  new AppError('request.invalid', `Invalid request: ${field}: not a cursor from this list`, [
    { field, rule: 'cursor', message: 'not a cursor from this list' },
  ]);

export const encodeListCursor = (at: Date, key: string) =>
  Buffer.from(`${at.toISOString()}|${key}`).toString('base64url');

export function decodeListCursor(
  cursor: string | undefined,
  field: string,
): { at: Date; key: string } | null {
  if (!cursor) return null;
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([\w-]{1,64})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  );
  const at = match ? new Date(match[1] as string) : null;
  if (!match || !at || Number.isNaN(at.getTime())) throw refuse(field);
  return { at, key: match[2] as string };
}

export const encodeIdCursor = (id: number) => Buffer.from(`m:${id}`).toString('base64url');

export function decodeIdCursor(cursor: string | undefined, field: string): number | null {
  if (!cursor) return null;
  const match = /^m:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw refuse(field);
  return Number(match[1]);
}

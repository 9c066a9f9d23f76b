import { AppError } from '../../../errors.ts';

/**
 * Opaque offset cursors, for lists that are ranked (search relevance) or only ever appended to (audit), where
 * a keyset would need the ranking itself in the cursor. Capped so a deep page cannot make the database skip
 * an unbounded number of rows.
 */
export const MAX_OFFSET = 10_000;

export const encodeOffset = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

export function decodeOffset(cursor: string | undefined, field: string): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const offset = match ? Number(match[1]) : Number.NaN;
  if (!(offset >= 0 && offset <= MAX_OFFSET)) {
    throw new AppError('request.invalid', `Invalid request: ${field}: not a cursor from this list`, [
      { field, rule: 'cursor', message: 'not a cursor from this list' },
    ]);
  }
  return offset;
}

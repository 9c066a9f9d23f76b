import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { decodeCursor, decodeOffset, encodeCursor, encodeOffset, MAX_OFFSET } from './cursor.ts';

/** The refusal every list gives a cursor it did not write: a 400 naming the field, rule `cursor`. */
function refusal(run: () => unknown, field: string) {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(AppError);
  const error = caught as AppError;
  expect(error.code).toBe('request.invalid');
  expect(error.fields).toEqual([{ field, rule: 'cursor', message: 'not a cursor from this list' }]);
}

describe('kit cursor codec', () => {
  it('reads back the offset it wrote, and no cursor as the first page', () => {
    for (const offset of [0, 1, 50, MAX_OFFSET]) expect(decodeOffset(encodeOffset(offset), 'q')).toBe(offset);
    expect(decodeOffset(undefined, 'q')).toBe(0);
  });

  it('keeps the wire format of earlier cursors (base64url of `o:<n>`)', () => {
    expect(encodeOffset(20)).toBe('bzoyMA');
    expect(decodeOffset('bzoyMA', 'q')).toBe(20);
  });

  it('reads back a keyset position against the shape it was written in', () => {
    const cursor = encodeCursor('2026-01-02T03:04:05.123456Z|tf_abc');
    const match = decodeCursor(cursor, /^(\S+Z)\|(tf_\w+)$/, 'querystring.cursor');
    expect([match[1], match[2]]).toEqual(['2026-01-02T03:04:05.123456Z', 'tf_abc']);
  });

  it('refuses a malformed, foreign or too deep cursor as a 400 naming the field', () => {
    refusal(() => decodeOffset('not a cursor', 'querystring.cursor'), 'querystring.cursor');
    refusal(() => decodeOffset(encodeCursor('m:12'), 'body.cursor'), 'body.cursor');
    refusal(() => decodeOffset(encodeOffset(MAX_OFFSET + 1), 'querystring.cursor'), 'querystring.cursor');
    refusal(() => decodeCursor(encodeCursor('o:3'), /^m:(\d+)$/, 'querystring.cursor'), 'querystring.cursor');
  });
});

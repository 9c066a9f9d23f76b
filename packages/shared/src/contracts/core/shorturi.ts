import { z } from 'zod';

/** Bodies and answers of the core's shorturi group (docs/core-api.md "shorturi"). */

export const MAX_DATA_BYTES = 16 * 1024;
/** The largest time a JavaScript Date holds (ECMA-262 §21.4.1.1); beyond it `new Date` is invalid. */
const MAX_DATE_MS = 8.64e15;

/**
 * Any JSON value. Not `z.json()`: its recursive schema cannot be written into the OpenAPI document, and a request
 * body has already been parsed from JSON, so every value here is JSON anyway.
 */
const jsonValue = z.unknown().describe('Any JSON value');

/** UTF-8 bytes of a string, as the server stores it (a lone surrogate counts as U+FFFD: 3 bytes). */
function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const point = char.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const id = z.string().regex(/^[0-9A-Za-z]{10}$/, 'a 10-character short id');

export const newBody = z
  .object({
    // JSON null would reach the NOT NULL column as SQL NULL; depth is bounded by the JSON parser (32).
    data: jsonValue
      .refine((value) => value !== null && value !== undefined, {
        message: 'must not be null',
        params: { rule: 'required' },
        // Nothing further to measure when there is no value.
        abort: true,
      })
      .refine((value) => utf8Length(JSON.stringify(value)) <= MAX_DATA_BYTES, {
        message: `must serialise to at most ${MAX_DATA_BYTES} bytes`,
      }),
    // Bounded so every accepted number is a real instant; the service then checks the one-year window.
    exp: z.number().positive().max(MAX_DATE_MS),
  })
  .strict();

export const idBody = z.object({ id }).strict();

const exp = z.string().describe('Expiry, ISO 8601 in UTC');

export const createdData = z.object({ id: z.string(), exp });
export const linkData = z.object({ id: z.string(), data: jsonValue, exp });
export const droppedData = z.object({ id: z.string() });

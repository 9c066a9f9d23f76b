import { z } from 'zod';
import type { PersonName } from '../person-name.ts';

/**
 * A person's name as they wrote it in account settings (docs/product.md §3 base profile), with its reading (furigana), for
 * every answer that shows a person (members, audit trails). Null when they have not written a name: the reading
 * belongs to that name, so it is never sent alone to sit above a nickname or an address it does not spell.
 */
export const personNameResponse = z
  .object({
    name: z.string(),
    furigana: z.string().nullable().describe('The reading of the name in kana; null when not given'),
  })
  .nullable() satisfies z.ZodType<PersonName>;

/**
 * A person as a record names them (a message's sender, who accepted an agreement): by name, never by address.
 * `email` only reaches members of a space the person works in; everyone else gets null.
 */
export const personShownResponse = z.object({
  sub: z.string(),
  name: z
    .string()
    .nullable()
    .describe('The written name, else the account name or nickname; never an e-mail address'),
  person: personNameResponse,
  email: z.string().nullable().describe('Only for members of a space the person works in'),
});

// The helper lives apart from the schema: the web's shell widgets call it, and this module brings zod along.
export { type PersonName, personName } from '../person-name.ts';

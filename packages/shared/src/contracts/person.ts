import { z } from 'zod';

/**
 * A person's name as they wrote it in account settings (SPEC §3 base profile), with its reading (furigana), for
 * every answer that shows a person (members, audit trails). Null when they have not written a name: the reading
 * belongs to that name, so it is never sent alone to sit above a nickname or an address it does not spell.
 */
export const personNameResponse = z
  .object({
    name: z.string(),
    furigana: z.string().nullable().describe('The reading of the name in kana; null when not given'),
  })
  .nullable();

export type PersonName = z.infer<typeof personNameResponse>;

/** The answer's `person` from a base profile's stored name and reading (either may be missing or blank). */
export function personName(name: string | null | undefined, furigana: string | null | undefined): PersonName {
  const written = name?.trim();
  if (!written) return null;
  return { name: written, furigana: furigana?.trim() || null };
}

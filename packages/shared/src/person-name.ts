/**
 * A person's name with its reading (furigana), as contracts/person.ts `personNameResponse` describes it; null
 * when no name is written. Kept free of zod: the web's first screen shows names without loading any schema.
 */
export type PersonName = { name: string; furigana: string | null } | null;

/** The answer's `person` from a base profile's stored name and reading (either may be missing or blank). */
export function personName(name: string | null | undefined, furigana: string | null | undefined): PersonName {
  const written = name?.trim();
  if (!written) return null;
  return { name: written, furigana: furigana?.trim() || null };
}

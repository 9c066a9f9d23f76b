import { type PersonName, personName } from '@tourtariff/shared';
import type { PersonRow } from '../repository/people.ts';

/** A person as an answer shows them to someone who may or may not work in the same space. */
export type PersonShown = { sub: string; name: string | null; person: PersonName; email: string | null };

const isAddress = (text: string | null | undefined) => Boolean(text?.includes('@'));

/**
 * A person by name, never by address (docs/ARCHITECTURE.md, "People in answers"): the name written in account
 * settings with its reading, else the account's own name, else its nickname; `stored` (a name kept with the
 * record when it was written, often the sign-in address) only when it is not an address. The address itself is
 * for `sameSpace` callers only: members of a space the person works in, who may need to reach them.
 */
export function personShown(
  sub: string,
  row: PersonRow | undefined,
  sameSpace: boolean,
  stored?: string | null,
): PersonShown {
  const person = personName(row?.name, row?.furigana);
  const accountName = [row?.lastName, row?.firstName].filter((part) => part?.trim()).join(' ');
  const candidates = [person?.name, accountName, row?.nickname, stored];
  const name = candidates.find((text) => text?.trim() && !isAddress(text)) ?? null;
  const email = sameSpace ? (row?.email ?? (isAddress(stored) ? (stored as string) : null)) : null;
  return { sub, name, person, email };
}

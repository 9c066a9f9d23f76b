import type { Db } from '../../../db/client.ts';
import { alertPeople } from '../people.ts';
import { digestTargets, digestTimes } from '../repository/outbox.ts';

const DEFAULT_DIGEST = '08:00';

/**
 * Everybody with queued digest items, and the earliest digest time of their spaces (docs/product-decisions.md
 * §14); a person in no space, or in a space that set none, gets 08:00. Three statements whatever the number of
 * people: their targets, their memberships (core/users' reader, see ../people.ts), their spaces' times.
 */
export async function digestRecipients(db: Db): Promise<{ target: string; digestAt: string }[]> {
  const targets = await digestTargets(db);
  if (!targets.length) return [];
  const memberships = await alertPeople().membershipsOf(db, targets);
  const times = await digestTimes(db, [...new Set(memberships.map((row) => row.spaceKey))]);
  const earliest = new Map<string, string>();
  for (const { sub, spaceKey } of memberships) {
    const at = times.get(spaceKey) ?? DEFAULT_DIGEST;
    const known = earliest.get(sub);
    if (known === undefined || at < known) earliest.set(sub, at);
  }
  return targets.map((target) => ({ target, digestAt: earliest.get(target) ?? DEFAULT_DIGEST }));
}

import type { Db } from '../../../db/client.ts';
import { spaceCards } from '../../users/index.ts';

/*
 * Spaces and their members are the users group's (docs/ARCHITECTURE.md "Table owners"): this group asks it
 * through its index.ts.
 */

/** Names and kinds of stored spaces (the admin space is not stored; the service names it). */
export async function spacesByKey(db: Db, keys: string[]) {
  const rows = await spaceCards(db, keys);
  return rows.map((row) => ({ key: row.key, name: row.name, kind: row.kind }));
}

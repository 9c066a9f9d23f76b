import { ownersOf } from '../../../core/users/index.ts';
import type { Db } from '../../../db/client.ts';

/*
 * What the tariff domain reads of spaces comes from the core users group, which owns spaces and their members
 * (docs/ARCHITECTURE.md "Table owners"). The detail page's supplier card: a buyer may not read the space
 * itself, but may see who sells this.
 */
export { spaceNames } from '../../../core/users/index.ts';

/** The owner of a space, whom the demo seed records as the author of its tariffs. */
export async function ownerOf(db: Db, space: string): Promise<string | undefined> {
  const [owner] = await ownersOf(db, space);
  return owner;
}

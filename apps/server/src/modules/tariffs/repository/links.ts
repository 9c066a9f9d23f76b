import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tariffs } from '../../../db/schema/index.ts';

/** Which of `keys` are tariffs of `space` that are not archived (what an event may link). */
export async function linkableKeys(db: Db, space: string, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: tariffs.key })
    .from(tariffs)
    .where(and(inArray(tariffs.key, keys), eq(tariffs.spaceKey, space), ne(tariffs.state, 'archived')));
  return new Set(rows.map((row) => row.key));
}

/** The published public tariffs among `keys`, as a shared event page shows them. */
export async function publishedPublic(db: Db, keys: string[]) {
  if (!keys.length) return [];
  return db
    .select()
    .from(tariffs)
    .where(and(inArray(tariffs.key, keys), eq(tariffs.state, 'published'), eq(tariffs.visibility, 'public')));
}

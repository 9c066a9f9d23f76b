import { and, eq, inArray, ne, or } from 'drizzle-orm';
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

/**
 * The published tariffs among `keys` that a shared event page shows: public ones, and partners-only ones of the
 * suppliers in `partners` (the viewer's active trading partners; none for an anonymous visitor).
 */
export async function publishedPublic(db: Db, keys: string[], partners: readonly string[] = []) {
  if (!keys.length) return [];
  const visible = partners.length
    ? or(eq(tariffs.visibility, 'public'), inArray(tariffs.spaceKey, [...partners]))
    : eq(tariffs.visibility, 'public');
  return db
    .select()
    .from(tariffs)
    .where(and(inArray(tariffs.key, keys), eq(tariffs.state, 'published'), visible));
}

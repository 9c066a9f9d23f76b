import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';

/**
 * Signs the demo buyer in for a benchmark: into a seeded database that no server has open (PGlite allows one
 * process), writes the same session row a sign-in creates, and names a published tariff to read.
 */
export async function buyerSession(database: { pgliteDir?: string; url?: string }) {
  const opened = await openDatabase(
    database.url ? { kind: 'postgres', url: database.url } : { kind: 'pglite', dataDir: database.pgliteDir },
  );
  try {
    const [buyer] = await queryRows<{ sub: string }>(
      opened.db,
      sql`select sub from idp_accounts where email = 'buyer@example.com'`,
    );
    const published = await queryRows<{ key: string }>(
      opened.db,
      sql`select key from tariffs where state = 'published' and visibility = 'public' order by key`,
    );
    const tariff = published[0];
    if (!buyer || !tariff) throw new Error('the demo data is not seeded');
    await opened.db
      .insert(users)
      .values({ sub: buyer.sub, email: 'buyer@example.com', nickname: 'buyer' })
      .onConflictDoNothing();
    const session = await createSession(opened.db, buyer.sub, {
      accessToken: 'bench-session',
      idToken: 'bench-session',
      refreshToken: undefined,
      expiresInSeconds: 24 * 3600,
    });
    return {
      tariffKey: tariff.key,
      /** Every published public tariff (any buyer may read them), for reads spread over the catalogue. */
      tariffKeys: published.map((row) => row.key),
      headers: {
        cookie: `tt_session=${session}`,
        'x-tourtariff-client': 'web',
        'content-type': 'application/json',
      },
    };
  } finally {
    await opened.close();
  }
}

/**
 * Reads of 200 different tariffs spread evenly over the catalogue, sent in turn: no two reads that arrive together
 * are of one tariff (docs/decisions/0023-reads-answered-together.md), unlike a Zipf draw's popular keys.
 */
export function distinctReads(session: { tariffKeys: string[]; headers: Record<string, string> }) {
  const { tariffKeys: keys } = session;
  const count = Math.min(200, keys.length);
  return Array.from({ length: count }, (_, i) => ({
    path: `/api/v1/Tariff/${encodeURIComponent(keys[Math.floor((i * keys.length) / count)] as string)}`,
    headers: session.headers,
  }));
}

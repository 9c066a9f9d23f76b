import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../../src/db/schema/index.ts';
import { type Fixture, type Party, pair, type Row, split } from './table.ts';

const NO_SPACE = 'sp_mx-missing';
const spaceOf = (party: Party) => party.world?.corporate;

/** A key of the party's company, made straight in the table (as its owner made it), for a probe to revoke. */
async function freshKey(party: Party, fx: Fixture) {
  const space = spaceOf(party);
  if (!space) return undefined;
  const [row] = await fx.app.database.db
    .insert(apiKeys)
    .values({
      spaceKey: space,
      name: 'マトリクスの鍵',
      scope: 'read',
      prefix: 'tt_live_mx00',
      keyHash: randomBytes(32).toString('base64url'),
      createdBy: fx.worlds.ryokan.owner,
    })
    .returning();
  return row ? pair(space, row.id) : undefined;
}

/**
 * A space's API keys: its owners and admins manage them (the client is an admin of 京都旅館);
 * a plain member is refused, a space one is not in reads as absent, and no API key manages keys.
 */
const manage = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

export const apiKeyRows: Row[] = [
  {
    route: 'GET /api/space/:key/api-keys',
    record: spaceOf,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/space/${key}/api-keys` }),
    expect: manage,
  },
  {
    route: 'POST /api/space/:key/api-keys',
    record: spaceOf,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/space/${key}/api-keys`, body: { name: 'マトリクス', scope: 'read' } }),
    // A made key would count against the space's limit in later cells: it goes again.
    undo: async (fx, cell) => {
      const id = (cell.body as { id?: string }).id;
      if (id) await fx.app.database.db.delete(apiKeys).where(eq(apiKeys.id, id));
    },
    expect: manage,
  },
  {
    route: 'DELETE /api/space/:key/api-keys/:id',
    record: freshKey,
    missing: pair(NO_SPACE, '00000000-0000-4000-8000-00000000a9e1'),
    probe: (key) => {
      const [space, id] = split(key);
      return { url: `/api/space/${space}/api-keys/${id}` };
    },
    expect: manage,
  },
];

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import type { TestUser } from '../sessions.ts';
import { call, expectOk } from '../tariffs/support.ts';

export { call, expectOk };

/** A valid proposal document for `items`, 8 adults from 2027-03-10, with `markup` percent. */
export const proposal = (items: string[], markup = 0, overrides: Record<string, unknown> = {}) => ({
  title: '京都 春の研修旅行',
  client: '株式会社さくら商事',
  dates: { from: '2027-03-10', to: '2027-03-12' },
  group: { adults: 8, children: 0 },
  intro: '春の京都をご案内します。',
  items: items.map((tariff) => ({ tariff })),
  markup,
  ...overrides,
});

/** Creates a document in `space`'s collection as `user`; answers its id. */
export async function createDoc(
  app: FastifyInstance,
  user: TestUser,
  space: string,
  collection: string,
  doc: object,
): Promise<string> {
  const res = await expectOk(call(app, user, 'POST', `/api/doc/${collection}?space=${space}`, doc));
  return res.body.id as string;
}

/** Everything the document stores hold, in a stable order: "nothing stored" compares two of these. */
export async function docSnapshot(app: FastifyInstance) {
  const [row] = await queryRows<Record<string, unknown>>(
    app.database.db,
    sql`select
      (select coalesce(json_agg(d order by d.id), '[]') from documents d) as documents,
      (select coalesce(json_agg(a order by a.document_id, a.space_key), '[]') from document_acl a) as acl,
      (select coalesce(json_agg(l order by l.id), '[]') from proposal_links l) as links`,
  );
  return JSON.stringify(row);
}

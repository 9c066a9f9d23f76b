import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import { call, expectOk, partner, type Team, team } from '../partners/support.ts';
import { signedInUser, type TestUser } from '../sessions.ts';
import { createPublished } from '../tariffs/support.ts';

export { call, expectOk, partner, type Team, team };

/** The cast of the messenger suites: a supplier with a published tariff, a buyer, a stranger, an administrator. */
export type World = {
  supplier: Team;
  buyer: Team;
  stranger: Team;
  admin: TestUser;
  tariff: string;
};

export async function world(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<World> {
  const supplier = await team(app, 'supplier', '京都メッセージ旅館');
  const buyer = await team(app, 'buyer', 'さくらメッセージ旅行');
  const stranger = await team(app, 'buyer', '無関係トラベル');
  const admin = await signedInUser(app, { grants: ['admin'] });
  const tariff = await createPublished(
    app,
    { user: supplier.owner, space: supplier.space },
    admin,
    overrides,
  );
  return { supplier, buyer, stranger, admin, tariff: tariff.key as string };
}

/** The buyer contacts the supplier about the tariff; answers the conversation key. */
export async function contact(app: FastifyInstance, w: World, user = w.buyer.owner) {
  const res = await expectOk(
    call(app, user, 'POST', '/api/messenger/new', {
      space: w.buyer.space,
      participants: [w.supplier.space],
      subject: '問い合わせ',
      about: { kind: 'tariff', key: w.tariff },
    }),
  );
  return res.body.key as string;
}

export async function send(
  app: FastifyInstance,
  user: TestUser,
  conversation: string,
  text: string,
  space?: string,
) {
  return call(app, user, 'POST', `/api/messenger/${conversation}`, { text, ...(space ? { space } : {}) });
}

/** Multipart upload of one `file` part. */
export async function upload(
  app: FastifyInstance,
  user: TestUser | null,
  conversation: string,
  bytes: Buffer,
  name = 'file.pdf',
  type = 'application/octet-stream',
) {
  const boundary = 'ttboundary42';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api/messenger/${conversation}/attachments`,
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(user?.auth.headers ?? {}) },
    ...(user ? { cookies: user.auth.cookies } : {}),
  });
  const json = res.headers['content-type']?.includes('json');
  return {
    status: res.statusCode,
    body: (json ? res.json() : { text: res.body }) as Record<string, unknown> & { hash: string },
  };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(16),
]);

/** Counts of what the messenger stores, to show a refused request stored nothing. */
export async function counts(app: FastifyInstance) {
  const [row] = await queryRows<Record<string, number>>(
    app.database.db,
    sql`select (select count(*)::int from conversations) c, (select count(*)::int from messages) m,
            (select count(*)::int from message_attachments) a, (select count(*)::int from inquiries) i,
            (select count(*)::int from inquiry_history) h`,
  );
  return row;
}

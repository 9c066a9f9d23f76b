import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { describeEachDatabase } from './helper.ts';
import { team } from './partners/support.ts';
import { signedInUser, type TestUser } from './sessions.ts';
import { createDraft, createPublished } from './tariffs/support.ts';

async function upload(app: FastifyInstance, user: TestUser, space?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ipfs',
    ...user.auth,
    headers: {
      ...user.auth.headers,
      'content-type': 'image/png',
      ...(space ? { 'x-tourtariff-space': space } : {}),
    },
    payload: randomBytes(64),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { hash: string }).hash;
}

const status = async (app: FastifyInstance, user: TestUser, hash: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/ipfs/${hash}`, ...user.auth });
  if (res.statusCode === 404) expect(res.body).toContain('invalid record');
  return res.statusCode;
};

// A plain upload is its space's (and its uploader's) unless it is shown to everyone (docs/ARCHITECTURE.md).
describeEachDatabase('app API /api/ipfs: who may read a plain upload', (ctx) => {
  it("serves an upload to who stored it and their space's members; another company gets 404", async () => {
    const sakura = await team(ctx.app, 'buyer', 'さくら画像株式会社');
    const other = await team(ctx.app, 'buyer', '他社画像株式会社');
    const hash = await upload(ctx.app, sakura.owner, sakura.space);
    const loose = await upload(ctx.app, sakura.owner);
    const cells = async (h: string) => [
      await status(ctx.app, sakura.owner, h),
      await status(ctx.app, sakura.member, h),
      await status(ctx.app, other.owner, h),
      await status(ctx.app, await signedInUser(ctx.app), h),
    ];
    expect(await cells(hash)).toEqual([200, 200, 404, 404]);
    // Stored for no space in particular: its uploader's alone.
    expect(await cells(loose)).toEqual([200, 404, 404, 404]);
    // Administrators read every plain object (tariff review, credential evidence).
    expect(await status(ctx.app, await signedInUser(ctx.app, { grants: ['admin'] }), hash)).toBe(200);
  });

  it("shows avatars and published tariffs' images to everyone signed in, a draft's to its space only", async () => {
    const supplier = await team(ctx.app, 'supplier', '画像旅館株式会社');
    const stranger = await signedInUser(ctx.app);
    const avatar = await upload(ctx.app, supplier.owner, supplier.space);
    await queryRows(
      ctx.app.database.db,
      sql`update spaces set avatar = ${avatar} where key = ${supplier.space}`,
    );
    expect(await status(ctx.app, stranger, avatar)).toBe(200);

    const [shown, drafted] = [await upload(ctx.app, supplier.owner), await upload(ctx.app, supplier.owner)];
    const admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const owner = { user: supplier.owner, space: supplier.space };
    await createPublished(ctx.app, owner, admin, { images: [shown] });
    await createDraft(ctx.app, owner, { images: [drafted] });
    expect(await status(ctx.app, stranger, shown)).toBe(200);
    expect([
      await status(ctx.app, stranger, drafted),
      await status(ctx.app, supplier.member, drafted),
    ]).toEqual([404, 200]);
  });
});

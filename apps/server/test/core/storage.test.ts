import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cidOf } from '../../src/core/storage/cid.ts';
import { storageObjects } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { core, signedInUser } from '../sessions.ts';
import { base64, fetchObject, save, storedRows, tamperBlob } from './storage-support.ts';

const HELLO_CID = 'bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq';

describeEachDatabase('core storage (PostgreSQL backend)', (ctx) => {
  it('the "hello" test vector of docs/product-decisions.md §7: a plain save answers the CIDv1 of the bytes', async () => {
    const user = await signedInUser(ctx.app);
    const saved = await save(ctx.app, user, { file: base64('hello') });
    expect(saved).toMatchObject({ http: 200, status: 0 });
    expect(saved.data).toEqual({ hash: HELLO_CID, size: 5, type: 'application/octet-stream' });
  });

  it('plain round trip: another signed-in user fetches the same bytes by hash', async () => {
    const owner = await signedInUser(ctx.app);
    const reader = await signedInUser(ctx.app);
    const bytes = randomBytes(300);
    const saved = await save(ctx.app, owner, { file: `data:image/png;base64,${base64(bytes)}` });
    expect(saved.data).toMatchObject({ size: 300, type: 'image/png' });
    expect(saved.data.key).toBeUndefined();
    const fetched = await fetchObject(ctx.app, reader, { hash: saved.data.hash });
    expect(fetched).toMatchObject({ status: 0, data: { file: base64(bytes), size: 300, type: 'image/png' } });
  });

  it('saving identical bytes twice is idempotent: same hash, one row, first metadata kept', async () => {
    const user = await signedInUser(ctx.app);
    const file = base64(randomBytes(64));
    const first = await save(ctx.app, user, { file, type: 'image/jpeg' });
    const before = await storedRows(ctx.app);
    const second = await save(ctx.app, user, { file, type: 'text/plain' });
    expect(second.data).toEqual(first.data);
    expect(await storedRows(ctx.app)).toEqual(before);
  });

  it('takes percent-encoded data: URLs and an explicit type over the data: URL one', async () => {
    const user = await signedInUser(ctx.app);
    const svg = await save(ctx.app, user, { file: 'data:image/svg+xml,%3Csvg%2F%3E%FF' });
    expect(svg.data).toMatchObject({ size: 7, type: 'image/svg+xml' });
    const back = await fetchObject(ctx.app, user, { hash: svg.data.hash });
    expect(Buffer.from(back.data?.file ?? '', 'base64')).toEqual(
      Buffer.from([...Buffer.from('<svg/>'), 0xff]),
    );
    const typed = await save(ctx.app, user, {
      file: `data:text/plain;base64,${base64('typed')}`,
      type: 'text/csv',
    });
    expect(typed.data.type).toBe('text/csv');
  });

  it('encrypted with a given key: the hash covers the ciphertext, the key opens it, nothing stores the key', async () => {
    const user = await signedInUser(ctx.app);
    const key = randomBytes(32).toString('base64url');
    const saved = await save(ctx.app, user, { file: base64('hello'), enc: true, key });
    expect(saved).toMatchObject({ status: 0, data: { size: 5, key } });
    expect(saved.data.hash).not.toBe(HELLO_CID);
    const [row] = await ctx.app.database.db
      .select()
      .from(storageObjects)
      .where(eq(storageObjects.hash, saved.data.hash));
    expect(row).toMatchObject({ encrypted: true, createdBy: user.sub });
    expect(JSON.stringify(row)).not.toContain(key);
    const fetched = await fetchObject(ctx.app, user, { hash: saved.data.hash, key });
    expect(fetched).toMatchObject({ status: 0, data: { file: base64('hello'), size: 5 } });
  });

  it('encrypted with a generated key: the key is answered once and opens the object', async () => {
    const user = await signedInUser(ctx.app);
    const saved = await save(ctx.app, user, { file: base64('secret itinerary'), enc: true });
    const key = saved.data.key ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const fetched = await fetchObject(ctx.app, user, { hash: saved.data.hash, key });
    expect(Buffer.from(fetched.data?.file ?? '', 'base64').toString()).toBe('secret itinerary');
  });

  it('a wrong or missing key → status 16 and no bytes', async () => {
    const user = await signedInUser(ctx.app);
    const saved = await save(ctx.app, user, { file: base64('for my eyes'), enc: true });
    const wrong = await fetchObject(ctx.app, user, {
      hash: saved.data.hash,
      key: randomBytes(32).toString('base64url'),
    });
    expect(wrong).toMatchObject({ http: 200, status: 16, data: { code: 'storage.decryption_failed' } });
    const missing = await fetchObject(ctx.app, user, { hash: saved.data.hash });
    expect(missing).toMatchObject({ status: 16, data: { code: 'storage.key_required' } });
  });

  it('tampered stored bytes → status 17 and no bytes, plain or encrypted', async () => {
    const user = await signedInUser(ctx.app);
    const plain = await save(ctx.app, user, { file: base64(randomBytes(40)) });
    await tamperBlob(ctx.app, plain.data.hash, randomBytes(40));
    expect(await fetchObject(ctx.app, user, { hash: plain.data.hash })).toMatchObject({
      status: 17,
      data: { code: 'storage.integrity_failed' },
    });

    const sealed = await save(ctx.app, user, { file: base64('sealed'), enc: true });
    await tamperBlob(ctx.app, sealed.data.hash, Buffer.from('eyJhbGciOiJkaXIifQ....'));
    const res = await fetchObject(ctx.app, user, { hash: sealed.data.hash, key: sealed.data.key });
    expect(res).toMatchObject({ status: 17, data: { code: 'storage.integrity_failed' } });
  });

  it('an unknown hash → status 12', async () => {
    const user = await signedInUser(ctx.app);
    const unknown = await cidOf(randomBytes(16));
    expect(await fetchObject(ctx.app, user, { hash: unknown })).toMatchObject({
      status: 12,
      data: { code: expect.any(String) },
    });
  });

  it('without credentials both calls are HTTP 401 with status 8', async () => {
    expect(await core(ctx.app, null, 'storage/save', { file: base64('x') })).toMatchObject({
      http: 401,
      status: 8,
    });
    expect(await core(ctx.app, null, 'storage/fetch', { hash: HELLO_CID })).toMatchObject({
      http: 401,
      status: 8,
    });
  });
});

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { cidOf } from '../src/core/storage/cid.ts';
import { base64, save, storedRows } from './core/storage-support.ts';
import { describeEachDatabase, INVALID_RECORD } from './helper.ts';
import { signedInUser, type TestUser } from './sessions.ts';

function multipart(boundary: string, parts: { name: string; type?: string; body: Buffer | string }[]) {
  const chunks = parts.flatMap((part) => [
    `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="upload.bin"\r\n`,
    part.type ? `Content-Type: ${part.type}\r\n` : '',
    '\r\n',
    part.body,
    '\r\n',
  ]);
  return Buffer.concat([...chunks, `--${boundary}--\r\n`].map((chunk) => Buffer.from(chunk)));
}

async function upload(app: FastifyInstance, user: TestUser | null, payload: Buffer, contentType?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/ipfs',
    ...(user?.auth ?? {}),
    headers: { ...(user?.auth.headers ?? {}), ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });
}

describeEachDatabase('app API /api/ipfs', (ctx) => {
  it('POST a raw body → {hash}; GET serves the bytes with their type and immutable cache headers', async () => {
    const user = await signedInUser(ctx.app);
    const png = randomBytes(256);
    const posted = await upload(ctx.app, user, png, 'image/png');
    expect(posted.statusCode).toBe(200);
    const { hash } = posted.json() as { hash: string };
    expect(hash).toBe(await cidOf(png));

    const got = await ctx.app.inject({ method: 'GET', url: `/api/ipfs/${hash}`, ...user.auth });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(png);
    expect(got.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${hash}"`,
      'x-content-type-options': 'nosniff',
    });
    expect(got.headers['content-security-policy']).toContain('sandbox');
  });

  it('a JSON file is stored as bytes, not parsed as a request', async () => {
    const user = await signedInUser(ctx.app);
    const json = Buffer.from('{"not":"a request"}');
    const posted = await upload(ctx.app, user, json, 'application/json');
    const { hash } = posted.json() as { hash: string };
    const got = await ctx.app.inject({ method: 'GET', url: `/api/ipfs/${hash}`, ...user.auth });
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.rawPayload).toEqual(json);
  });

  it('POST multipart/form-data takes the part named file with its own type', async () => {
    const user = await signedInUser(ctx.app);
    const jpeg = randomBytes(1000);
    const body = multipart('----tt1234', [
      { name: 'note', body: 'ignored' },
      { name: 'file', type: 'image/jpeg', body: jpeg },
    ]);
    const posted = await upload(ctx.app, user, body, 'multipart/form-data; boundary=----tt1234');
    expect(posted.statusCode).toBe(200);
    const { hash } = posted.json() as { hash: string };
    expect(hash).toBe(await cidOf(jpeg));
    const got = await ctx.app.inject({ method: 'GET', url: `/api/ipfs/${hash}`, ...user.auth });
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.rawPayload).toEqual(jpeg);
  });

  it('the core save and the app API share one store', async () => {
    const user = await signedInUser(ctx.app);
    const saved = await save(ctx.app, user, { file: `data:text/plain;base64,${base64('shared')}` });
    const got = await ctx.app.inject({ method: 'GET', url: `/api/ipfs/${saved.data.hash}`, ...user.auth });
    expect(got.body).toBe('shared');
  });

  it('a matching If-None-Match → 304 without the bytes', async () => {
    const user = await signedInUser(ctx.app);
    const { hash } = (await upload(ctx.app, user, Buffer.from('etag me'), 'text/plain')).json() as {
      hash: string;
    };
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/ipfs/${hash}`,
      ...user.auth,
      headers: { ...user.auth.headers, 'if-none-match': `"${hash}"` },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it('GET an unknown hash → 404 invalid record; an encrypted object is not served here either', async () => {
    const user = await signedInUser(ctx.app);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/api/ipfs/${await cidOf(randomBytes(8))}`,
      ...user.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(INVALID_RECORD);
    const sealed = await save(ctx.app, user, { file: base64('sealed'), enc: true });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/ipfs/${sealed.data.hash}`, ...user.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(INVALID_RECORD);
  });

  it('GET a malformed hash → 400 naming params.hash', async () => {
    const user = await signedInUser(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ipfs/not-a-cid', ...user.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].field).toBe('params.hash');
  });

  it('anonymous callers → 401 on both routes, and nothing is stored', async () => {
    const before = await storedRows(ctx.app);
    expect((await upload(ctx.app, null, Buffer.from('x'), 'text/plain')).statusCode).toBe(401);
    const hash = await cidOf(Buffer.from('hello'));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/ipfs/${hash}` })).statusCode).toBe(401);
    expect(await storedRows(ctx.app)).toEqual(before);
  });

  it.each([
    ['an empty body', Buffer.alloc(0), 'image/png', 'file'],
    ['multipart without a boundary', Buffer.from('x'), 'multipart/form-data', 'content-type'],
    ['malformed multipart', Buffer.from('garbage'), 'multipart/form-data; boundary=b', 'body'],
    [
      'multipart without a file field',
      multipart('b', [{ name: 'other', body: 'x' }]),
      'multipart/form-data; boundary=b',
      'file',
    ],
  ])('POST %s → 400 naming the field, nothing stored', async (_case, payload, type, field) => {
    const user = await signedInUser(ctx.app);
    const before = await storedRows(ctx.app);
    const res = await upload(ctx.app, user, payload, type);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].field).toBe(field);
    expect(await storedRows(ctx.app)).toEqual(before);
  });
});

describeEachDatabase(
  'app API /api/ipfs: size limit',
  (ctx) => {
    it('over the limit → 413 and nothing stored (raw, multipart, and far over)', async () => {
      const user = await signedInUser(ctx.app);
      const before = await storedRows(ctx.app);
      expect((await upload(ctx.app, user, randomBytes(2049), 'image/png')).statusCode).toBe(413);
      const body = multipart('b', [{ name: 'file', type: 'image/png', body: randomBytes(2049) }]);
      expect((await upload(ctx.app, user, body, 'multipart/form-data; boundary=b')).statusCode).toBe(413);
      const far = await upload(ctx.app, user, randomBytes(512 * 1024), 'image/png');
      expect(far.statusCode).toBe(413);
      expect(far.json().error.code).toBe('request.too_large');
      expect(await storedRows(ctx.app)).toEqual(before);
      expect((await upload(ctx.app, user, randomBytes(2048), 'image/png')).statusCode).toBe(200);
    });
  },
  { config: { storage: { dir: undefined, maxBytes: 2048 } } },
);

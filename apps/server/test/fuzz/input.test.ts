import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { core, signedInUser, type TestUser } from '../sessions.ts';

/** Sends `json` exactly as written (escapes included) with a JSON content type. */
async function raw(app: FastifyInstance, user: TestUser, method: string, url: string, json: string | Buffer) {
  const res = await app.inject({
    method: method as 'POST',
    url,
    ...user.auth,
    headers: { ...user.auth.headers, 'content-type': 'application/json' },
    payload: json,
  });
  return { status: res.statusCode, body: res.json() };
}

const fieldsOf = (body: { error?: { fields?: unknown }; data?: { fields?: unknown } }) =>
  body.error?.fields ?? body.data?.fields;

/** each request here answered 500 (or changed data) before the shared input rules. */
describeEachDatabase('hostile input is refused by name, never a 5xx', (ctx) => {
  let user: TestUser;
  let space: string;

  // Set-up: a user with a company space.
  beforeAll(async () => {
    user = await signedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/corporate',
      ...user.auth,
      payload: { name: '入力テスト株式会社', category: 'buyer', role: 'buyer', industry: 'arranger' },
    });
    expect(res.statusCode).toBe(200);
    space = res.json().key;
  });

  it('a NUL character in any text field is a 400 naming the field and the rule', async () => {
    const res = await raw(ctx.app, user, 'PATCH', `/api/corporate/${space}`, '{"name":"a\\u0000b"}');
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'request.invalid' } } });
    expect(fieldsOf(res.body)).toEqual([expect.objectContaining({ field: 'body.name', rule: 'no_nul' })]);
    const bio = await raw(ctx.app, user, 'POST', '/core/users/setbio', '{"bio":"\\u0000"}');
    expect(bio).toMatchObject({ status: 200, body: { status: 10 } });
    expect(fieldsOf(bio.body)).toEqual([expect.objectContaining({ field: 'body.bio', rule: 'no_nul' })]);
  });

  it('a lone surrogate in a JSON string is refused, high or low, ASCII or not', async () => {
    for (const name of ['a\\ud800b', '京都\\udc00', '\\udfff\\ud800']) {
      const res = await raw(ctx.app, user, 'PATCH', `/api/corporate/${space}`, `{"name":"${name}"}`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual([
        expect.objectContaining({ field: 'body.name', rule: 'no_lone_surrogate' }),
      ]);
    }
    const pair = await raw(
      ctx.app,
      user,
      'PATCH',
      `/api/corporate/${space}`,
      '{"name":"京都\\ud83d\\ude00"}',
    );
    expect(pair.status).toBe(200);
  });

  it('a key breaking the rule is named with its escape', async () => {
    const res = await raw(ctx.app, user, 'PATCH', `/api/corporate/${space}`, '{"a\\u0000":1}');
    expect(fieldsOf(res.body)).toEqual([expect.objectContaining({ field: 'body.a\\u0000', rule: 'no_nul' })]);
  });

  it('users/setbio refuses a lone surrogate instead of storing U+FFFD, and keeps the old bio', async () => {
    expect(await core(ctx.app, user, 'users/setbio', { bio: '京都の旅館です。' })).toMatchObject({
      status: 0,
    });
    const res = await raw(ctx.app, user, 'POST', '/core/users/setbio', '{"bio":"旅館\\ud800"}');
    expect(res.body).toMatchObject({ status: 10 });
    expect(fieldsOf(res.body)).toEqual([expect.objectContaining({ rule: 'no_lone_surrogate' })]);
    expect(await core(ctx.app, user, 'users/getbio')).toMatchObject({ data: { bio: '京都の旅館です。' } });
  });

  it('shorturi/new refuses exp 1e308, exp null, null data and deeply nested data', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const nested = `${'['.repeat(40)}1${']'.repeat(40)}`;
    const cases: [string, string][] = [
      [`{"data":1,"exp":1e308}`, 'body.exp'],
      [`{"data":1,"exp":-1e308}`, 'body.exp'],
      [`{"data":1,"exp":null}`, 'body.exp'],
      [`{"data":null,"exp":${exp}}`, 'body.data'],
      [`{"data":${nested},"exp":${exp}}`, 'body.data'],
      [`{"data":1,"exp":1e400}`, 'body.exp'],
    ];
    for (const [json, field] of cases) {
      const res = await raw(ctx.app, user, 'POST', '/core/shorturi/new', json);
      expect(res, json).toMatchObject({ status: 200, body: { status: 10 } });
      expect((fieldsOf(res.body) as { field: string }[])[0]?.field, json).toMatch(new RegExp(`^${field}`));
    }
  });

  it('nesting deeper than 32 levels is refused with rule max_depth', async () => {
    const deep = `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`;
    const res = await raw(ctx.app, user, 'PATCH', `/api/corporate/${space}`, deep);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([expect.objectContaining({ rule: 'max_depth' })]);
  });

  it('a __proto__, constructor or prototype key is refused by name, not as "not valid JSON"', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const res = await raw(ctx.app, user, 'PATCH', `/api/corporate/${space}`, `{"${key}":{"admin":true}}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).not.toMatch(/not valid JSON/);
      expect(fieldsOf(res.body)).toEqual([
        expect.objectContaining({ field: `body.${key}`, rule: 'forbidden_key' }),
      ]);
    }
  });

  it('bytes that are not UTF-8, and JSON that does not parse, are named as such', async () => {
    const bad = Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]);
    const utf8 = await raw(ctx.app, user, 'PATCH', `/api/corporate/${space}`, bad);
    expect(fieldsOf(utf8.body)).toEqual([expect.objectContaining({ field: 'body', rule: 'utf8' })]);
    const syntax = await raw(ctx.app, user, 'PATCH', `/api/corporate/${space}`, '{"name":');
    expect(syntax.status).toBe(400);
    expect(fieldsOf(syntax.body)).toEqual([expect.objectContaining({ field: 'body', rule: 'json_syntax' })]);
  });

  it('a malformed URL (FST_ERR_BAD_URL) is answered in the error shape, the envelope on the core API', async () => {
    const app = await ctx.app.inject({ method: 'GET', url: '/api/%', ...user.auth });
    expect(app.statusCode).toBe(400);
    expect(app.json()).toMatchObject({
      error: { code: 'request.invalid', fields: [{ field: 'url', rule: 'url_encoding' }] },
    });
    const coreRes = await ctx.app.inject({
      method: 'POST',
      url: '/core/users/%zz',
      ...user.auth,
      payload: {},
    });
    expect(coreRes.statusCode).toBe(200);
    expect(coreRes.json()).toMatchObject({ status: 10, data: { fields: [{ rule: 'url_encoding' }] } });
  });

  it('a content type the route does not read is a 415 naming the header', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/corporate/${space}`,
      ...user.auth,
      headers: { ...user.auth.headers, 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: { fields: [{ field: 'headers.content-type', rule: 'media_type' }] },
    });
  });

  it('query strings and URL params obey the same text rule', async () => {
    const query = await ctx.app.inject({ method: 'GET', url: '/api/v1/Tariff?cursor=a%00b', ...user.auth });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.fields).toEqual([
      expect.objectContaining({ field: 'querystring.cursor', rule: 'no_nul' }),
    ]);
    const params = await ctx.app.inject({ method: 'GET', url: '/api/corporate/a%00b', ...user.auth });
    expect(params.statusCode).toBe(400);
    expect(params.json().error.fields).toEqual([
      expect.objectContaining({ field: 'params.key', rule: 'no_nul' }),
    ]);
    const proto = await ctx.app.inject({ method: 'GET', url: '/api/v1/Tariff?__proto__=1', ...user.auth });
    expect(proto.json().error.fields).toEqual([expect.objectContaining({ rule: 'forbidden_key' })]);
  });

  it('a write that declares no body refuses fields sent to it, by name', async () => {
    const res = await raw(
      ctx.app,
      user,
      'POST',
      '/api/invitations/00000000-0000-4000-8000-000000000000/accept',
      '{"role":"owner"}',
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([
      expect.objectContaining({ field: 'body.role', rule: 'unknown_field' }),
    ]);
  });

  it('a 404 on the app API is still invalid record (the error shape)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing', ...user.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(INVALID_RECORD);
  });
});

import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { signedInUser } from '../sessions.ts';
import { base64, fetchObject, fieldsOf, save, storedRows } from './storage-support.ts';

const KEY = randomBytes(32).toString('base64url');

describeEachDatabase('core storage: malformed bodies', (ctx) => {
  const badSaves: [string, Record<string, unknown>, string][] = [
    ['file missing', {}, 'body.file'],
    ['file not a string', { file: 42 }, 'body.file'],
    ['file empty', { file: '' }, 'body.file'],
    ['file not base64', { file: 'not base64!' }, 'body.file'],
    ['file base64 without padding', { file: 'aGVsbG8' }, 'body.file'],
    ['data: URL without a comma', { file: 'data:image/png;base64' }, 'body.file'],
    ['data: URL with bad base64', { file: 'data:image/png;base64,@@@@' }, 'body.file'],
    ['data: URL with a bad %-escape', { file: 'data:text/plain,100%' }, 'body.file'],
    ['data: URL with a bad media type', { file: 'data:not a type;base64,aGk=' }, 'body.file'],
    ['enc not a boolean', { file: base64('x'), enc: 'true' }, 'body.enc'],
    [
      'key too short',
      { file: base64('x'), enc: true, key: randomBytes(16).toString('base64url') },
      'body.key',
    ],
    [
      'key in base64 with padding',
      { file: base64('x'), enc: true, key: randomBytes(32).toString('base64') },
      'body.key',
    ],
    ['key not a string', { file: base64('x'), enc: true, key: 7 }, 'body.key'],
    ['key without enc (would store in clear)', { file: base64('x'), key: KEY }, 'body.key'],
    ['type not a media type', { file: base64('x'), type: 'png' }, 'body.type'],
    ['type with a line break', { file: base64('x'), type: 'text/plain; a=b\r\nx: y' }, 'body.type'],
  ];

  it.each(badSaves)(
    'save with %s → status 10 naming the field, nothing stored',
    async (_case, body, field) => {
      const user = await signedInUser(ctx.app);
      const before = await storedRows(ctx.app);
      const res = await save(ctx.app, user, body);
      expect(res).toMatchObject({ http: 200, status: 10 });
      expect(fieldsOf(res.data)).toContain(field);
      expect(await storedRows(ctx.app)).toEqual(before);
    },
  );

  const badFetches: [string, Record<string, unknown>, string][] = [
    ['hash missing', {}, 'body.hash'],
    ['hash not a CID', { hash: 'hello' }, 'body.hash'],
    ['hash a CIDv0', { hash: 'QmUNLLsPACCz1vLxQVkXqqLX5R1X345qqfHbsf67hvA3Nn' }, 'body.hash'],
    [
      'hash in upper case',
      { hash: 'BAFKREIBM6JG3UX5QUMHCN2B3FLC3TYU6DMLB4XA7U5BF44YEGNRJHC4YEQ' },
      'body.hash',
    ],
    ['hash a number', { hash: 1 }, 'body.hash'],
    [
      'key malformed',
      { hash: 'bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq', key: 'abc' },
      'body.key',
    ],
  ];

  it.each(badFetches)('fetch with %s → status 10 naming the field', async (_case, body, field) => {
    const user = await signedInUser(ctx.app);
    const res = await fetchObject(ctx.app, user, body);
    expect(res).toMatchObject({ http: 200, status: 10 });
    expect(fieldsOf(res.data)).toContain(field);
  });

  it('a body that is not JSON → status 10, never 5xx', async () => {
    const user = await signedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/core/storage/save',
      ...user.auth,
      headers: { ...user.auth.headers, 'content-type': 'application/json' },
      payload: '{"file": ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 10 });
  });
});

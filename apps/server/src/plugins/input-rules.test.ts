import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameworkFailure } from './framework-errors.ts';
import { InputError, inputIssues, parseJsonBody } from './input-rules.ts';

const parse = (text: string | Buffer) => parseJsonBody(Buffer.isBuffer(text) ? text : Buffer.from(text));

/** The issues of a refused body, or [] when it parses. */
function refusal(text: string | Buffer) {
  try {
    parse(text);
    return [];
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return error.fields ?? [];
  }
}

describe('the JSON body parser', () => {
  it('parses ordinary JSON, Japanese text, surrogate pairs and a leading byte order mark', () => {
    expect(parse('{"title":{"jp":"嵐山 😀"},"n":[1,2.5,-3]}')).toEqual({
      title: { jp: '嵐山 😀' },
      n: [1, 2.5, -3],
    });
    expect(parse('\ufeff{"a":1}')).toEqual({ a: 1 });
    expect(parse('"\\ud83d\\ude00"')).toBe('😀');
  });

  it('names the field path and the rule of a NUL or a lone surrogate, escaped or raw', () => {
    expect(refusal('{"title":{"jp":"a\\u0000b"}}')).toEqual([
      { field: 'body.title.jp', rule: 'no_nul', message: expect.any(String) },
    ]);
    expect(refusal('{"rates":[{"season":"\\ud800"}]}')).toEqual([
      expect.objectContaining({ field: 'body.rates.0.season', rule: 'no_lone_surrogate' }),
    ]);
    expect(refusal('{"x":"京都\\udc00"}')).toEqual([expect.objectContaining({ rule: 'no_lone_surrogate' })]);
  });

  it('names a key that breaks the rule with its escape, and refuses prototype keys by name', () => {
    expect(refusal('{"a\\u0000":1}')).toEqual([
      expect.objectContaining({ field: 'body.a\\u0000', rule: 'no_nul' }),
    ]);
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(refusal(`{"nested":{"${key}":{"admin":true}}}`)).toEqual([
        expect.objectContaining({ field: `body.nested.${key}`, rule: 'forbidden_key' }),
      ]);
    }
    expect(refusal(`{"${'k'.repeat(201)}":1}`)).toEqual([
      expect.objectContaining({ rule: 'max_key_length' }),
    ]);
  });

  it('refuses nesting deeper than 32 levels without exhausting the stack', () => {
    expect(refusal(`${'['.repeat(32)}${']'.repeat(32)}`)).toEqual([]);
    expect(refusal(`${'['.repeat(33)}${']'.repeat(33)}`)).toEqual([
      expect.objectContaining({ rule: 'max_depth' }),
    ]);
    const huge = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    expect(refusal(huge)).toEqual([expect.objectContaining({ rule: 'max_depth' })]);
  });

  it('refuses numbers beyond a double, bytes that are not UTF-8, empty and malformed bodies', () => {
    expect(refusal('{"exp":1e400}')).toEqual([
      expect.objectContaining({ field: 'body.exp', rule: 'finite' }),
    ]);
    expect(refusal(Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22]))).toEqual([
      expect.objectContaining({ rule: 'utf8' }),
    ]);
    expect(refusal('')).toEqual([expect.objectContaining({ rule: 'required' })]);
    for (const text of ['{', '{"a":1,}', "{'a':1}", '{"a":NaN}', '{"a":"\u0001"}'])
      expect(refusal(text), text).toEqual([expect.objectContaining({ field: 'body', rule: 'json_syntax' })]);
  });

  it('does not echo the payload back in a syntax error', () => {
    const [issue] = refusal('{"secret":"hunter2" oops}');
    expect(issue?.message).not.toContain('hunter2');
  });

  it('caps the issues it lists, so a hostile body cannot make the answer huge', () => {
    const many = JSON.stringify(
      Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, '\u0000'])),
    );
    expect(refusal(many)).toHaveLength(10);
  });
});

describe('inputIssues on parsed query strings and params', () => {
  it('applies the same rule under the part name', () => {
    expect(inputIssues({ cursor: ['ok', 'a\u0000'] }, 'querystring')).toEqual([
      expect.objectContaining({ field: 'querystring.cursor.1', rule: 'no_nul' }),
    ]);
    // The query parser builds null-prototype objects, where `__proto__` is an own key like any other.
    const query = Object.defineProperty(Object.create(null), '__proto__', { value: '1', enumerable: true });
    expect(inputIssues(query, 'querystring')).toEqual([
      expect.objectContaining({ field: 'querystring.__proto__', rule: 'forbidden_key' }),
    ]);
  });
});

describe('framework errors', () => {
  const fastifyError = (code: string, statusCode: number, message = 'x') =>
    Object.assign(new Error(message), { code, statusCode }) as FastifyError;

  it('map to a 4xx naming the field and the rule', () => {
    expect(frameworkFailure(fastifyError('FST_ERR_BAD_URL', 400))).toMatchObject({
      http: 400,
      code: 'request.invalid',
      fields: [{ field: 'url', rule: 'url_encoding' }],
    });
    expect(frameworkFailure(fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415))).toMatchObject({
      http: 415,
      fields: [{ field: 'headers.content-type', rule: 'media_type' }],
    });
    expect(frameworkFailure(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413))).toMatchObject({
      http: 413,
      code: 'request.too_large',
    });
    expect(frameworkFailure(fastifyError('FST_ERR_SOMETHING_NEW', 400))).toMatchObject({
      fields: [{ field: 'request', rule: 'something_new' }],
    });
  });

  it('leave server failures and other errors to the shared handler', () => {
    expect(frameworkFailure(fastifyError('FST_ERR_ASYNC_CONSTRAINT', 500))).toBeNull();
    expect(frameworkFailure(fastifyError('SOME_PLUGIN', 429))).toBeNull();
  });
});

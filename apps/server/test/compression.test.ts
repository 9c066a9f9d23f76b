import { gunzipSync, zstdDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './helper.ts';

/*
 * API answers up to 2 MB are compressed in one call, gzip at its fastest level (docs/performance.md "OCTO"): the
 * OpenAPI document (over 1 MB) arrives whole with its length, not streamed in chunks, and decodes to the same JSON.
 */
describeEachDatabase('compression of API answers', (ctx) => {
  const documentIn = (encoding: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': encoding } });

  it('gzips a large answer in one piece at the fastest level, decoding to the same document', async () => {
    const plain = await documentIn('identity');
    expect(plain.rawPayload.length).toBeGreaterThan(1 << 20);
    const res = await documentIn('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    // RFC 1952 §2.3.1: XFL 4 marks the fastest algorithm (level 1); zlib's default level writes 0.
    expect(res.rawPayload[8]).toBe(4);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers zstd to a client that offers it, decoding to the same document', async () => {
    const res = await documentIn('gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('zstd');
    expect(JSON.parse(zstdDecompressSync(res.rawPayload).toString())).toEqual(
      (await documentIn('identity')).json(),
    );
  });
});

import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compressOnce } from './compress-once.ts';
import { responseSerializerCompiler, shareAnswer } from './serializer.ts';

describe('compressing a shared answer once (docs/decisions/0009-response-serializer.md "Shared answers")', () => {
  const serialize = responseSerializerCompiler({
    schema: z.object({ title: z.string(), text: z.string() }),
    method: 'GET',
    url: '/x',
  });
  const answer = { title: '嵐山 竹林散策', text: '渡月橋から竹林、天龍寺まで。'.repeat(200) };

  it('keeps each method’s result for a shared answer’s bytes', () => {
    const bytes = serialize(shareAnswer({ ...answer })) as unknown as Buffer;
    const gzip = compressOnce.gzipSync(bytes, { level: 1 });
    expect(compressOnce.gzipSync(bytes, { level: 1 })).toBe(gzip);
    expect(zlib.gunzipSync(gzip).equals(bytes)).toBe(true);
    const brotli = compressOnce.brotliCompressSync(bytes);
    expect(brotli).not.toBe(gzip);
    expect(compressOnce.brotliCompressSync(bytes)).toBe(brotli);
    expect(zlib.brotliDecompressSync(brotli).equals(bytes)).toBe(true);
  });

  it('compresses any other payload afresh, as node:zlib does', () => {
    const bytes = Buffer.from(serialize({ ...answer }));
    const first = compressOnce.gzipSync(bytes, { level: 1 });
    const second = compressOnce.gzipSync(bytes, { level: 1 });
    expect(second).not.toBe(first);
    expect(second.equals(first)).toBe(true);
    expect(zlib.gunzipSync(first).equals(bytes)).toBe(true);
    expect(compressOnce.createGzip).toBe(zlib.createGzip);
  });
});

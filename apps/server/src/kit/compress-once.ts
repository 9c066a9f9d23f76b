import zlib from 'node:zlib';
import { isSharedBytes } from './serializer.ts';

type Compress = (payload: Buffer, options?: object) => Buffer;

/** The compressed forms of a shared answer's bytes, by method, kept as long as the bytes are. */
const compressed = new WeakMap<Buffer, Map<Compress, Buffer>>();

function once(compress: Compress): Compress {
  return (payload, options) => {
    if (!isSharedBytes(payload)) return compress(payload, options);
    const forms = compressed.get(payload) ?? new Map<Compress, Buffer>();
    compressed.set(payload, forms);
    let out = forms.get(compress);
    if (!out) {
      out = compress(payload, options);
      forms.set(compress, out);
    }
    return out;
  };
}

/**
 * node:zlib for @fastify/compress (its `zlib` option, app.ts) with the one-call compressors it uses for buffered
 * answers keeping what they made of a shared answer's bytes (shareAnswer, serializer.ts): a browser's repeated
 * read is compressed once per method, not on every request (docs/decisions/0009-response-serializer.md "Shared
 * answers"). The options are the plugin's, the same on every call, so the bytes alone decide the result.
 */
export const compressOnce = {
  ...zlib,
  gzipSync: once(zlib.gzipSync),
  deflateSync: once(zlib.deflateSync),
  brotliCompressSync: once(zlib.brotliCompressSync),
  zstdCompressSync: once(zlib.zstdCompressSync),
};

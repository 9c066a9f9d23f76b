import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, RequestPayload } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The size a route documents (an upload's file, ≤ 10 MB), named in its 413; its body limit otherwise. */
    uploadLimit?: number;
  }
}

/**
 * After a 413, what the server still reads and throws away so the client can finish sending and read the answer.
 * Past it the connection is cut: nobody gets to stream without end into a refused request.
 */
export const DRAIN_LIMIT = 256 * 1024 * 1024;

const tooLarge = (limit: number) =>
  new AppError('request.too_large', `Request body too large: at most ${limit} bytes`, {
    params: { limit },
  });

/** Requests refused for their size whose rest is being read and discarded. */
const draining = new WeakSet<FastifyRequest>();

/** Reads and discards what is left of a refused request, up to DRAIN_LIMIT. */
function drain(request: FastifyRequest, source: Readable, already = 0) {
  draining.add(request);
  let read = already;
  source.removeAllListeners('data');
  source.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_LIMIT) request.raw.socket?.destroy();
  });
  source.resume();
}

/**
 * Bodies over a route's limit answer 413 with the error shape and the limit (`params.limit`), and the server
 * goes on reading (and discarding) the rest: Fastify's own refusal closes the connection while the client is
 * still sending, which the client sees as a reset (EPIPE) instead of the answer. A Content-Length over the limit
 * is refused before any byte is read; a body without one (chunked) is cut at the limit.
 */
export const bodyLimitPlugin = fp(
  async (app: FastifyInstance) => {
    function limited(request: FastifyRequest, payload: RequestPayload): RequestPayload {
      const bodyLimit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
      const limit = request.routeOptions.config.uploadLimit ?? bodyLimit;
      const declared = request.headers['content-length'];
      if (declared !== undefined) {
        if (Number(declared) > bodyLimit) {
          drain(request, payload);
          throw tooLarge(limit);
        }
        return payload;
      }
      if (request.headers['transfer-encoding'] === undefined) return payload;
      // Streamed without a length: counted on the way through, and cut at the limit.
      const counted = new PassThrough();
      let seen = 0;
      payload.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > bodyLimit) {
          drain(request, payload, seen);
          counted.destroy(Object.assign(tooLarge(limit), { statusCode: 413 }));
          return;
        }
        if (!counted.write(chunk)) {
          payload.pause();
          counted.once('drain', () => payload.resume());
        }
      });
      payload.on('end', () => counted.end());
      payload.on('error', (error) => counted.destroy(error));
      return counted;
    }
    // A refusal is thrown from `limited`: the hook runner answers it as it would a rejected promise.
    app.addHook('preParsing', (request, _reply, payload, done) => done(null, limited(request, payload)));
    // Fastify answers a body it could not parse with `Connection: close`; the refused request is being drained,
    // so the connection stays until the client has sent its body and read the answer.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (draining.has(request)) reply.removeHeader('connection');
      done(null, payload);
    });
  },
  { name: 'body-limit' },
);

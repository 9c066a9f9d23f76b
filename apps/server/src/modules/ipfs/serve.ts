import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../../core/storage/index.ts';
import { servableObject } from './service.ts';

/**
 * Served bytes are whatever a user uploaded, on our own origin: never sniffed into another type, and sandboxed
 * when opened directly, so an uploaded HTML or SVG file cannot run script as the app. A hash names its bytes
 * forever, hence the immutable caching.
 */
function setObjectHeaders(reply: FastifyReply, hash: string) {
  reply
    .header('etag', `"${hash}"`)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}

const matchesEtag = (header: string | undefined, hash: string) =>
  !!header &&
  header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === `"${hash}"`;
  });

/**
 * Answers a GET for a stored plain object (HTTP only: caching headers and the bytes): 304 when the browser
 * already holds it, else the verified bytes.
 */
export async function sendStoredObject(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  hash: string,
) {
  await servableObject(storage, hash);
  if (matchesEtag(request.headers['if-none-match'], hash)) {
    setObjectHeaders(reply, hash);
    return reply.status(304).send();
  }
  const object = await storage.read(hash);
  // Headers only once the bytes are verified (or, for a streamed one, the length is declared: an altered file
  // ends the response short, which no cache keeps): an integrity failure must not be cached as immutable.
  setObjectHeaders(reply, hash);
  if (object.stream) return reply.type(object.type).header('content-length', object.size).send(object.stream);
  const { bytes } = object;
  return reply.type(object.type).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

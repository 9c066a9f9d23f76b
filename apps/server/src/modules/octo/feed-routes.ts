import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { parseOrThrow } from '../../kit/index.ts';
import { type FeedStamp, feedShard, feedStamp } from './service/feed.ts';

/*
 * `GET /feeds/things-to-do/{supplier}.json` (public: what any crawler may read, public tariffs only) and
 * `GET /feeds/things-to-do.json` (administrators: the whole catalogue), each `?shard=N` (docs/octo.md "Things to do
 * feed"). ETag and Last-Modified let a crawler ask cheaply; a shard past the last is 404.
 */

const shardQuery = z.object({ shard: z.coerce.number().int().min(0).max(100_000).default(0) }).strict();
const SUPPLIER_FILE = /^([\w-]{1,80})\.json$/;

async function answer(request: FastifyRequest, reply: FastifyReply, supplier: string | null) {
  const { shard } = parseOrThrow(shardQuery, request.query ?? {}, 'query');
  const stamp: FeedStamp = await feedStamp(request.ctx, supplier);
  if (shard >= stamp.shards) throw new AppError('record.not_found', 'invalid record');
  const etag = `"${stamp.nonce}-${shard}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=300');
  if (stamp.lastModified) reply.header('last-modified', stamp.lastModified.toUTCString());
  const since = request.headers['if-modified-since'];
  const unchanged =
    request.headers['if-none-match'] === etag ||
    (!request.headers['if-none-match'] &&
      since !== undefined &&
      stamp.lastModified !== null &&
      Math.floor(stamp.lastModified.getTime() / 1000) <= Math.floor(Date.parse(since) / 1000));
  if (unchanged) return reply.status(304).send();
  return feedShard(request.ctx, supplier, shard, stamp);
}

export const feedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/feeds/things-to-do.json', async (request, reply) => {
    const auth = await request.auth();
    if (!auth) throw new AppError('auth.required', 'Sign-in required');
    if (!auth.actor.isAdmin) throw new AppError('access.forbidden', 'Administrators read the whole feed');
    return answer(request, reply, null);
  });

  app.get('/feeds/things-to-do/:file', async (request, reply) => {
    const { file } = parseOrThrow(z.object({ file: z.string() }).strict(), request.params, 'params');
    const supplier = SUPPLIER_FILE.exec(file)?.[1];
    if (!supplier) throw new AppError('record.not_found', 'invalid record');
    return answer(request, reply, supplier);
  });
};

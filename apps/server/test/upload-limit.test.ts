import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './helper.ts';
import { contact, world } from './messenger/support.ts';
import { signedInUser, type TestUser } from './sessions.ts';

const STORAGE_LIMIT = 64 * 1024;
const ATTACHMENT_LIMIT = 10 * 1024 * 1024;
/** Far past what the sockets' buffers absorb, so a server that stops reading shows as a reset. */
const OVER = 48 * 1024 * 1024;

type Sent = {
  /** What the client saw go wrong while sending (EPIPE, ECONNRESET), if anything. */
  failure?: string;
  status: number;
  body: { error?: { code: string; message: string; params: { limit?: number } } };
};

/**
 * An upload over the limit sent over a real socket (not `inject`): the client must get the 413 and its body,
 * not a reset connection while it is still sending. `chunked`: no Content-Length, the body streamed.
 */
describeEachDatabase(
  'an upload over the size limit answers 413 with the limit, over a real connection',
  (ctx) => {
    let base: string;
    let user: TestUser;
    let conversation: string;

    const send = async (
      url: string,
      size: number,
      options: { chunked?: boolean; type?: string; as?: TestUser } = {},
    ): Promise<Sent> => {
      const who = options.as ?? user;
      const cookie = `tt_session=${who.cookie}`;
      const headers: Record<string, string> = {
        cookie,
        'x-tourtariff-client': 'web',
        'content-type': options.type ?? 'application/octet-stream',
      };
      const head = Object.entries({
        host: new URL(base).host,
        ...headers,
        ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      // A plain socket: it sends the whole body whatever comes back, as a slow uploader would, and any reset or
      // EPIPE while it does is the failure. A server that reads (and discards) the rest lets it through.
      const { port, hostname } = new URL(base);
      const socket = connect(Number(port), hostname);
      const received: Buffer[] = [];
      socket.on('data', (part: Buffer) => received.push(part));
      // Reported through the failing write below.
      socket.on('error', () => {});
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const write = (data: Buffer | string) =>
        new Promise<void>((resolve, reject) =>
          socket.write(data, (error) => (error ? reject(error) : resolve())),
        );
      let failure: string | undefined;
      try {
        await write(`POST ${url} HTTP/1.1\r\n${head}\r\n`);
        for (let left = size; left > 0; left -= chunk.length) {
          const next = chunk.subarray(0, Math.min(chunk.length, left));
          await write(
            options.chunked
              ? Buffer.concat([Buffer.from(`${next.length.toString(16)}\r\n`), next, Buffer.from('\r\n')])
              : next,
          );
        }
        if (options.chunked) await write('0\r\n\r\n');
      } catch (error) {
        failure = (error as NodeJS.ErrnoException).code ?? String(error);
      }
      // The whole answer (its Content-Length read), or whatever came before the server closed.
      const complete = () => {
        const text = Buffer.concat(received).toString();
        const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
        const start = text.indexOf('\r\n\r\n');
        return (
          length !== undefined && start >= 0 && Buffer.byteLength(text.slice(start + 4)) >= Number(length)
        );
      };
      await new Promise<void>((resolve) => {
        const check = () => {
          if (!complete() && !socket.closed) return;
          socket.off('data', check);
          resolve();
        };
        socket.on('data', check);
        socket.once('close', check);
        check();
      });
      socket.destroy();
      const answer = Buffer.concat(received).toString();
      const [status = '', ...rest] = answer.split('\r\n\r\n');
      return {
        failure,
        status: Number(/^HTTP\/1\.1 (\d+)/.exec(status)?.[1] ?? 0),
        body: JSON.parse(rest.join('\r\n\r\n') || '{}'),
      };
    };

    it('listens on a real port', async () => {
      user = await signedInUser(ctx.app);
      const w = await world(ctx.app);
      conversation = await contact(ctx.app, w);
      user = w.buyer.owner;
      base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    });

    const expectTooLarge = (res: Sent, limit: number) => {
      expect(res.failure).toBeUndefined();
      expect(res.status).toBe(413);
      expect(res.body.error).toMatchObject({ code: 'request.too_large', params: { limit } });
      expect(res.body.error?.message).toMatch(/too large/i);
    };

    it('POST /api/ipfs with a Content-Length over the limit', async () => {
      expectTooLarge(await send('/api/ipfs', OVER), STORAGE_LIMIT);
    });

    it('POST /api/ipfs streamed (chunked) past the limit', async () => {
      expectTooLarge(await send('/api/ipfs', OVER, { chunked: true }), STORAGE_LIMIT);
    });

    it('POST /api/messenger/{id}/attachments over 10 MB', async () => {
      const url = `/api/messenger/${conversation}/attachments`;
      const type = 'multipart/form-data; boundary=XX';
      expectTooLarge(await send(url, OVER, { type }), ATTACHMENT_LIMIT);
      expectTooLarge(await send(url, OVER, { type, chunked: true }), ATTACHMENT_LIMIT);
    });

    it('POST /core/storage/save over the limit: the core envelope (status 15) with HTTP 200, as every core refusal', async () => {
      const res = await send('/core/storage/save', OVER, { type: 'application/json' });
      expect(res.failure).toBeUndefined();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 15,
        data: { code: 'request.too_large', params: { limit: STORAGE_LIMIT } },
      });
    });

    it('still stores an upload under the limit on the same server', async () => {
      const res = await send('/api/ipfs', 1024, { type: 'text/plain' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });
  },
  { config: { storage: { dir: undefined, maxBytes: STORAGE_LIMIT } } },
);

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The scale benchmark's load balancer (docs/operations.md "Three processes behind nginx", played without nginx):
 * round robin over the upstreams that are up, forwarding method, headers and body and streaming the answer as
 * it comes (so a live event stream passes frame by frame). What it borrows from the nginx configuration there:
 * a request whose connection is refused goes to the next upstream (`proxy_next_upstream error`: it never reached
 * a process, so even a POST is safe to send again), an upstream that failed is left out until its `/readyz`
 * answers 200 again (probed every 250 ms, the part of an active health check nginx's open source edition lacks),
 * and a request cut by a dying process is answered 502 and not retried (it may have been carried out).
 */
type Upstream = { url: URL; up: boolean; agent: http.Agent };

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
const PROBE_MS = 250;

export class RoundRobinProxy {
  readonly #upstreams: Upstream[];
  readonly #server: http.Server;
  #next = 0;
  #probe: NodeJS.Timeout | null = null;
  /** Requests answered 502 by the proxy itself: no upstream up, or the upstream died mid-request. */
  failed = 0;
  /** Requests sent again to another upstream after a refused connection. */
  retried = 0;

  constructor(urls: string[]) {
    this.#upstreams = urls.map((url) => this.#upstream(url, true));
    this.#server = http.createServer((req, res) => {
      this.#handle(req, res).catch(() => res.destroy());
    });
    // Live streams are long: no idle cut-off on the client side either.
    this.#server.requestTimeout = 0;
    this.#server.keepAliveTimeout = 30_000;
  }

  #upstream(url: string, up: boolean): Upstream {
    return { url: new URL(url), up, agent: new http.Agent({ keepAlive: true, maxSockets: 256 }) };
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#probe = setInterval(() => this.#checkDown(), PROBE_MS);
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Puts a (restarted) process in place of upstream `index`; it takes requests once its /readyz answers 200. */
  replace(index: number, url: string): void {
    this.#upstreams[index]?.agent.destroy();
    this.#upstreams[index] = this.#upstream(url, false);
  }

  get upCount(): number {
    return this.#upstreams.filter((upstream) => upstream.up).length;
  }

  async close(): Promise<void> {
    if (this.#probe) clearInterval(this.#probe);
    for (const upstream of this.#upstreams) upstream.agent.destroy();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #checkDown(): void {
    for (const upstream of this.#upstreams) {
      if (upstream.up) continue;
      const probe = http.get(new URL('/readyz', upstream.url), { agent: false, timeout: 1_000 }, (res) => {
        res.resume();
        if (res.statusCode === 200) upstream.up = true;
      });
      probe.on('timeout', () => probe.destroy());
      probe.on('error', () => {});
    }
  }

  #pick(tried: Set<Upstream>): Upstream | undefined {
    for (let i = 0; i < this.#upstreams.length; i++) {
      const upstream = this.#upstreams[(this.#next + i) % this.#upstreams.length] as Upstream;
      if (upstream.up && !tried.has(upstream)) {
        this.#next = (this.#next + i + 1) % this.#upstreams.length;
        return upstream;
      }
    }
    return undefined;
  }

  async #handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    // Bodies are read whole (the workload's largest is a small attachment) so a refused one can be sent again.
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    headers['content-length'] = String(body.length);
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-proto'] = 'http';
    const tried = new Set<Upstream>();
    for (;;) {
      const upstream = this.#pick(tried);
      if (!upstream) return this.#fail(res);
      tried.add(upstream);
      const outcome = await this.#forward(upstream, req, res, headers, body);
      if (outcome !== 'refused') return;
      this.retried += 1;
    }
  }

  #fail(res: http.ServerResponse): void {
    this.failed += 1;
    if (res.headersSent) res.destroy();
    else res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answered');
  }

  #forward(
    upstream: Upstream,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    headers: http.OutgoingHttpHeaders,
    body: Buffer,
  ): Promise<'done' | 'refused'> {
    return new Promise((resolve) => {
      let answered = false;
      const outgoing = http.request(
        new URL(req.url ?? '/', upstream.url),
        { method: req.method, headers, agent: upstream.agent },
        (answer) => {
          answered = true;
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
          res.writeHead(answer.statusCode ?? 502, out);
          // Sent at once, so an event stream's client sees its headers before the first frame.
          res.flushHeaders();
          answer.pipe(res);
          answer.on('error', () => res.destroy());
          // An answer cut short (its process died mid-stream) cuts the client's too, as nginx does, so a live
          // stream's client notices and reconnects rather than waiting on a dead connection.
          answer.on('close', () => {
            if (!answer.complete && !res.destroyed) {
              upstream.up = false;
              res.destroy();
            }
            resolve('done');
          });
        },
      );
      // The client went away (a closed live stream): let go of the upstream's side too.
      res.on('close', () => {
        if (!res.writableFinished) outgoing.destroy();
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (answered) {
          res.destroy();
          return resolve('done');
        }
        upstream.up = false;
        // Refused: the request reached no process. Anything else: it may have been carried out.
        if (error.code === 'ECONNREFUSED') return resolve('refused');
        this.#fail(res);
        resolve('done');
      });
      outgoing.end(body);
    });
  }
}

import net, { type AddressInfo } from 'node:net';

export type TcpProxy = {
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's, so a client connects through it. */
  through(url: string): string;
  /** The outage: every live connection is destroyed and new ones are refused (nothing listens on the port). */
  cut(): Promise<void>;
  /** The database is back: the same port accepts and forwards again. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A plain TCP relay between the app and PostgreSQL that a test can cut and restore, which is what a database
 * restart or a network failure looks like from the app: sockets die mid-conversation, connections are refused.
 */
export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  function relay(client: net.Socket) {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }

  async function open() {
    const listening = net.createServer(relay);
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listening.address() as AddressInfo).port;
    server = listening;
  }

  async function cut() {
    const listening = server;
    server = null;
    if (!listening) return;
    const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed;
  }

  await open();
  return {
    get port() {
      return port;
    },
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut,
    restore: open,
    close: cut,
  };
}

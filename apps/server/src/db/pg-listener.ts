import pg from 'pg';

/**
 * `deliver` gets each payload; `resync` is told that the subscription was lost and is back, so whatever was
 * published in between never arrived and anything derived from the channel must be read again.
 */
export type Subscriber = { deliver: (payload: string) => void; resync?: () => void };

export type ListenerOptions = {
  /** Bounds a connection attempt, so a database host that drops packets cannot stall the retries. */
  connectTimeoutMs: number;
  /**
   * Pause between attempts while the database is away. Fixed, not growing: the subscription should be back
   * as soon as the server is, and one attempt per process at this rate costs the server nothing.
   */
  retryMs: number;
};

/**
 * One dedicated connection per process holds LISTEN for every channel: a pooled connection would be handed to
 * other queries and lose its subscriptions. It opens on the first `listen`. When it drops (server restart,
 * failover, network) it retries every `retryMs`, subscribes to every channel again and then tells every
 * subscriber to resync, because NOTIFY does not queue for a listener that is gone.
 */
export function postgresListener(url: string, options: ListenerOptions) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let client: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  // A connection was lost since the last complete subscription: notifications may have been missed.
  let missed = false;
  let closed = false;
  // Connections already given up on: one that dies while it subscribes must not end the missed state.
  const gone = new WeakSet<pg.Client>();

  function each(channel: string, call: (subscriber: Subscriber) => void) {
    for (const subscriber of subscribers.get(channel) ?? []) {
      try {
        call(subscriber);
      } catch {
        // A subscriber's bug must not break the shared connection for the others.
      }
    }
  }

  function deliver(message: pg.Notification) {
    each(message.channel, (subscriber) => subscriber.deliver(message.payload ?? ''));
  }

  function dropped(connection: pg.Client, current: Promise<pg.Client>) {
    gone.add(connection);
    connection.removeAllListeners('notification');
    connection.end().catch(() => {});
    if (client !== current) return;
    client = null;
    missed = true;
    if (closed || subscribers.size === 0 || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connected().catch(() => {});
    }, options.retryMs);
    retry.unref();
  }

  function connected(): Promise<pg.Client> {
    if (client) return client;
    const connection = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
    });
    const current = (async () => {
      connection.on('notification', deliver);
      connection.on('error', () => dropped(connection, current));
      connection.on('end', () => dropped(connection, current));
      await connection.connect();
      for (const channel of subscribers.keys()) await connection.query(`LISTEN ${channel}`);
      if (missed && !gone.has(connection)) {
        missed = false;
        for (const channel of subscribers.keys()) each(channel, (subscriber) => subscriber.resync?.());
      }
      return connection;
    })();
    client = current;
    current.catch(() => dropped(connection, current));
    return current;
  }

  async function listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
    if (closed) throw new Error('database closed');
    const set = subscribers.get(channel) ?? new Set<Subscriber>();
    subscribers.set(channel, set);
    set.add(subscriber);
    try {
      // LISTEN twice is harmless, so a connection that was opening already needs no special care.
      await (await connected()).query(`LISTEN ${channel}`);
    } catch (error) {
      forget(channel, subscriber);
      throw error;
    }
    return async () => {
      if (!forget(channel, subscriber) || closed) return;
      await (await client)?.query(`UNLISTEN ${channel}`);
    };
  }

  /** Removes a subscriber; true when it was the channel's last one. */
  function forget(channel: string, subscriber: Subscriber): boolean {
    const set = subscribers.get(channel);
    if (!set?.delete(subscriber) || set.size > 0) return false;
    subscribers.delete(channel);
    return true;
  }

  async function close() {
    closed = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    const connection = await current?.catch(() => null);
    await connection?.end().catch(() => {});
  }

  return { listen, close };
}

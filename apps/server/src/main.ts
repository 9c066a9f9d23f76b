import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

// `--core-only` (npm run start:core): the core API alone, next to a full process that owns sign-in and the app.
const mode = process.argv.includes('--core-only') ? 'core' : 'full';
const app = await buildApp({ config, serveWeb: mode === 'full', mode });

/**
 * In-flight requests get this long once a stop is asked for (docs/operations.md "Shutdown"); after it the
 * connections still open are cut, so a supervisor's grace period (10 s in most) is never reached.
 */
const DRAIN_MS = 5_000;
/** Past this, something other than a request (the database's close) hangs: give up with an error. */
const GIVE_UP_MS = 8_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // close() stops accepting, ends live streams (asking browsers to reconnect elsewhere), waits for in-flight
  // requests (plugins/graceful-close.ts closes keep-alive sockets as they go idle), then closes the database.
  const drain = setTimeout(() => {
    app.log.warn({ afterMs: DRAIN_MS }, 'shutdown: cutting requests still running');
    app.server.closeAllConnections();
  }, DRAIN_MS);
  const giveUp = setTimeout(() => {
    app.log.error({ afterMs: GIVE_UP_MS }, 'shutdown timed out');
    process.exit(1);
  }, GIVE_UP_MS);
  drain.unref();
  giveUp.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// Fastify would name every bound interface (http://127.0.0.1:3000 …); the address to open is PUBLIC_URL alone.
await app.listen({
  port: config.port,
  host: config.host,
  listenTextResolver: (address) => `listening on ${address}`,
});
app.log.info(
  { url: config.publicUrl, mode, database: config.database.kind },
  `TourTariff is ready: open ${config.publicUrl}`,
);

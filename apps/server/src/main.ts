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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // close() stops accepting connections, waits for in-flight requests, then runs onClose (database close).
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out after 10s');
    process.exit(1);
  }, 10_000);
  timer.unref();
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

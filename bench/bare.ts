import Fastify from 'fastify';

/**
 * The anchor of the memory, throughput and start-up benchmarks: a bare Fastify hello-world with
 * the same /healthz answer shape, run as its own process beside the server under test.
 */
const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3000) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

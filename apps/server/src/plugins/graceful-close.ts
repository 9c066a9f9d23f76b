import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often, while closing, connections that have gone idle since are dropped. */
const IDLE_SWEEP_MS = 50;

/**
 * Lets `app.close()` finish as soon as in-flight requests have (docs/operations.md "Shutdown"). Node's
 * `server.close()` drops the keep-alive connections that are idle at that moment only; one whose request was
 * still running becomes idle afterwards and would hold the close for the whole keep-alive timeout. So once
 * closing starts, every response carries `Connection: close` (Node then ends its socket after it), and
 * connections that go idle anyway are swept until the server has closed.
 */
async function gracefulClose(app: FastifyInstance) {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => clearInterval(sweep));
}

export const gracefulClosePlugin = fp(gracefulClose, { name: 'graceful-close' });

import type { FastifyPluginAsync } from 'fastify';
import { backgroundContext } from '../../plugins/context.ts';
import { statementRoutes } from './routes/statements.ts';
import { statementsSweep } from './service/reconcile.ts';

export { buildMonth } from './service/build.ts';
// One pass of the sweep below, callable on its own (a job queue may run it instead of the timer).
export { statementsSweep } from './service/reconcile.ts';

export type StatementsOptions = { sweepMs?: number };

/**
 * Monthly statements (docs/statements.md): qualified invoices from a supplier space to a partner buyer space,
 * built from the bookings module's reads, with payments, credit notes and accounting exports. A sweep in-process
 * (like the bookings' hold sweep) builds the month before's drafts on the 1st, turns changes to billed bookings
 * into credit notes or adjustment lines, and tells both sides of statements that fell overdue.
 */
export const statementsModule: FastifyPluginAsync<StatementsOptions> = async (app, options) => {
  await app.register(statementRoutes);
  const sweep = setInterval(() => {
    statementsSweep(backgroundContext(app)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'statements sweep failed'),
    );
  }, options.sweepMs ?? 300_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};

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
 * built from the bookings module's reads, with payments, credit notes and accounting exports. A task of the queue
 * (like the bookings' hold expiry) builds the month before's drafts on the 1st, turns changes to billed bookings
 * into credit notes or adjustment lines, and tells both sides of statements that fell overdue.
 */
export const statementsModule: FastifyPluginAsync<StatementsOptions> = async (app, options) => {
  await app.register(statementRoutes);
  // Every five minutes, a task of the queue (docs/operations.md "Background work"): drafts are built once per
  // month and pair, credit notes once per change, so a run repeated after a lost lease adds nothing.
  app.tasks.define({
    queue: 'statements.monthly',
    every: options.sweepMs ?? 300_000,
    leaseMs: 600_000,
    run: () => statementsSweep(backgroundContext(app)),
  });
};

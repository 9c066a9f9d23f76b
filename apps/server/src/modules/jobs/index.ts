import type { FastifyPluginAsync } from 'fastify';
import { backgroundContext } from '../../plugins/context.ts';
import { setJobTitles } from '../messenger/index.ts';
import { jobTitlesOf } from './repository/jobs.ts';
import { jobRoutes } from './routes/jobs.ts';
import { jobMoveRoutes } from './routes/moves.ts';
import { jobQueryRoutes } from './routes/query.ts';
import { expireDue } from './service/moves.ts';

// What other units may use: the seed's demo jobs.
export { seedJob } from './service/seed.ts';
export { jobCountsForGuide } from './service/today.ts';

export type JobsOptions = { sweepMs?: number };

/**
 * Guide jobs (docs/product-decisions.md §6): buyer spaces post jobs and offers, guides apply, the poster
 * accepts one and the guide's days are held in the guides module's calendar in the same transaction. A task
 * expires open jobs whose deadline passed (reads show them expired already, so a late sweep is never visible).
 */
export const jobsModule: FastifyPluginAsync<JobsOptions> = async (app, options) => {
  // Conversation cards about a job show its title; the messenger cannot import this module (../messenger/job-titles.ts).
  setJobTitles(jobTitlesOf);
  await app.register(jobQueryRoutes);
  await app.register(jobRoutes);
  await app.register(jobMoveRoutes);

  // A minute's task of the queue (docs/operations.md "Background work"); expiring is idempotent.
  app.tasks.define({
    queue: 'jobs.job-expiry',
    every: options.sweepMs ?? 60_000,
    run: async () => {
      await expireDue(backgroundContext(app));
    },
  });
};

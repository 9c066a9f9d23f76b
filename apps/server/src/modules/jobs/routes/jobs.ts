import {
  jobCreate,
  jobDeletedOut,
  jobListQuery,
  jobOut,
  jobPageOut,
  jobPatch,
  jobPut,
  jobsForMeQuery,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { JOB_ACCESS, jobParams } from '../schemas.ts';
import { createJob, editJob, jobsForMe, listJobs, readJob, removeJob } from '../service/jobs.ts';

const tags = ['jobs'];
const write = requireAccess(...JOB_ACCESS);
const read = requireAccess();
const bodyLimit = 64 * 1024;

/** `/api/v1/Job` CRUD, a space's jobs and the jobs for a guide. */
export const jobRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const response = withErrors({ 200: jobOut });

  app.get(
    '/api/v1/Job',
    {
      onRequest: read,
      schema: {
        tags,
        summary:
          "A buyer space's posted jobs, or a guide space's applications, offers and jobs; newest first",
        querystring: jobListQuery,
        response: withErrors({ 200: jobPageOut }),
      },
    },
    async (request) => listJobs(request.ctx, await request.actor(), request.query),
  );
  app.get(
    '/api/v1/Job/for-me',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Open jobs for a guide, those matching their languages and regions first',
        querystring: jobsForMeQuery,
        response: withErrors({ 200: jobPageOut }),
      },
    },
    async (request) => jobsForMe(request.ctx, await request.actor(), request.query),
  );
  app.post(
    '/api/v1/Job',
    {
      onRequest: write,
      bodyLimit,
      schema: {
        tags,
        summary: 'A buyer space posts a job, or offers one to a guide',
        body: jobCreate,
        response,
      },
    },
    async (request) => createJob(request.ctx, await request.actor(), request.body),
  );
  app.get(
    '/api/v1/Job/:key',
    { onRequest: read, schema: { tags, summary: 'One job', params: jobParams, response } },
    async (request) => readJob(request.ctx, await request.actor(), request.params.key),
  );
  app.put(
    '/api/v1/Job/:key',
    {
      onRequest: write,
      bodyLimit,
      schema: { tags, summary: 'The poster rewrites an open job', params: jobParams, body: jobPut, response },
    },
    async (request) => editJob(request.ctx, await request.actor(), request.params.key, request.body),
  );
  app.patch(
    '/api/v1/Job/:key',
    {
      onRequest: write,
      bodyLimit,
      schema: {
        tags,
        summary: 'The poster changes fields of an open job',
        params: jobParams,
        body: jobPatch,
        response,
      },
    },
    async (request) => editJob(request.ctx, await request.actor(), request.params.key, request.body),
  );
  app.delete(
    '/api/v1/Job/:key',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'The poster deletes an open job nobody applied to, or a cancelled or expired one',
        params: jobParams,
        response: withErrors({ 200: jobDeletedOut }),
      },
    },
    async (request) => removeJob(request.ctx, await request.actor(), request.params.key),
  );
};

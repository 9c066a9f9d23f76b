import {
  applicationCreate,
  applicationListOut,
  applicationOut,
  emptyMoveBody,
  jobCancelBody,
  jobConversationBody,
  jobConversationOut,
  jobDeclineBody,
  jobOut,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { applicationParams, JOB_ACCESS, jobParams } from '../schemas.ts';
import {
  acceptApplication,
  applyToJob,
  listApplications,
  withdrawApplication,
} from '../service/applications.ts';
import { jobConversation } from '../service/conversation.ts';
import { acceptOffer, cancelJob, completeJob, declineOffer } from '../service/moves.ts';

const tags = ['jobs'];
const write = requireAccess(...JOB_ACCESS);
const read = requireAccess();

/** The job's moves, its applications and its conversation. */
export const jobMoveRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const response = withErrors({ 200: jobOut });
  const params = jobParams;

  app.post(
    '/api/v1/Job/:key/complete',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'The poster marks an assigned job completed, from its last day on',
        params,
        body: emptyMoveBody,
        response,
      },
    },
    async (request) => completeJob(request.ctx, await request.actor(), request.params.key),
  );
  app.post(
    '/api/v1/Job/:key/cancel',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Either side cancels before the job starts, with a reason',
        params,
        body: jobCancelBody,
        response,
      },
    },
    async (request) => cancelJob(request.ctx, await request.actor(), request.params.key, request.body),
  );
  app.post(
    '/api/v1/Job/:key/accept-offer',
    {
      onRequest: write,
      schema: { tags, summary: 'The offered guide takes the job', params, body: emptyMoveBody, response },
    },
    async (request) => acceptOffer(request.ctx, await request.actor(), request.params.key),
  );
  app.post(
    '/api/v1/Job/:key/decline-offer',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'The offered guide declines (the job is cancelled)',
        params,
        body: jobDeclineBody,
        response,
      },
    },
    async (request) => declineOffer(request.ctx, await request.actor(), request.params.key, request.body),
  );
  app.post(
    '/api/v1/Job/:key/applications',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'A guide applies with a message and a fee per day',
        params,
        body: applicationCreate,
        response: withErrors({ 200: applicationOut }),
      },
    },
    async (request) => applyToJob(request.ctx, await request.actor(), request.params.key, request.body),
  );
  app.get(
    '/api/v1/Job/:key/applications',
    {
      onRequest: read,
      schema: {
        tags,
        summary: "The job's applications: all for the poster, a guide's own otherwise",
        params,
        response: withErrors({ 200: applicationListOut }),
      },
    },
    async (request) => listApplications(request.ctx, await request.actor(), request.params.key),
  );
  app.post(
    '/api/v1/Job/:key/applications/:id/accept',
    {
      onRequest: write,
      schema: {
        tags,
        summary: "The poster accepts an application: the job is assigned and the guide's days held",
        params: applicationParams,
        body: emptyMoveBody,
        response,
      },
    },
    async (request) =>
      acceptApplication(request.ctx, await request.actor(), request.params.key, request.params.id),
  );
  app.post(
    '/api/v1/Job/:key/applications/:id/withdraw',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'The guide withdraws a pending application',
        params: applicationParams,
        body: emptyMoveBody,
        response: withErrors({ 200: applicationOut }),
      },
    },
    async (request) =>
      withdrawApplication(request.ctx, await request.actor(), request.params.key, request.params.id),
  );
  app.post(
    '/api/v1/Job/:key/conversation',
    {
      onRequest: write,
      schema: {
        tags,
        summary: "The poster's and a guide's conversation about the job (the messenger's)",
        params,
        body: jobConversationBody,
        response: withErrors({ 200: jobConversationOut }),
      },
    },
    async (request) =>
      jobConversation(request.ctx, await request.actor(), request.params.key, request.body.guide),
  );
};

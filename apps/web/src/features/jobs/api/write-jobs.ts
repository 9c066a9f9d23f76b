import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ApplicationView,
  applicationCreate,
  type JobCreate,
  type JobView,
  jobConversationBody,
  jobCreate,
} from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { jobKeys, jobPath } from './keys';

/** Every write changes lists, the job and its applications, and may block a guide's days: all are refetched. */
function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['guides', 'availability'] });
  };
}

/** POST /api/v1/Job: a buyer posts a job, or offers one to a guide (`offerTo`). */
export function useCreateJob() {
  const client = useAppClient();
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: async (body: JobCreate) =>
      dataOf(await client.send<JobView, typeof jobCreate>(jobCreate, 'POST', '/v1/Job', body), 'POST job'),
    onSuccess: invalidate,
  });
}

export type JobMoveRequest =
  | { move: 'complete' | 'accept-offer' }
  | { move: 'cancel'; reason: string }
  | { move: 'decline-offer'; reason?: string };

/** A move of the job (POST /api/v1/Job/{key}/{move}); which ones the caller has is the job's `actions`. */
export function useJobMove(key: string) {
  const client = useAppClient();
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: async ({ move, ...body }: JobMoveRequest) =>
      dataOf(
        await client.requestDetailed<JobView>('POST', `${jobPath(key)}/${move}`, body),
        `POST job ${move}`,
      ),
    onSuccess: invalidate,
  });
}

/** A guide applies with a message and a fee per day. */
export function useApply(key: string) {
  const client = useAppClient();
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: async (body: z.input<typeof applicationCreate>) =>
      dataOf(
        await client.send<ApplicationView, typeof applicationCreate>(
          applicationCreate,
          'POST',
          `${jobPath(key)}/applications`,
          body,
        ),
        'POST application',
      ),
    onSuccess: invalidate,
  });
}

/** The buyer accepts an application: the job becomes assigned and the guide's days are blocked. */
export function useAcceptApplication(key: string) {
  const client = useAppClient();
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: async (application: string) =>
      dataOf(
        await client.requestDetailed<JobView>(
          'POST',
          `${jobPath(key)}/applications/${encodeURIComponent(application)}/accept`,
          {},
        ),
        'POST accept application',
      ),
    onSuccess: invalidate,
  });
}

/** Opens (or answers) the conversation between the job's poster and one guide. */
export function useJobConversation(key: string) {
  const client = useAppClient();
  return useMutation({
    mutationFn: async (guide: string) =>
      dataOf(
        await client.send<{ conversation: string }, typeof jobConversationBody>(
          jobConversationBody,
          'POST',
          `${jobPath(key)}/conversation`,
          { guide },
        ),
        'POST job conversation',
      ).conversation,
  });
}

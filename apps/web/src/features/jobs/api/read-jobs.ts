import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApplicationView, JobState, JobView } from '@tourtariff/shared';
import { ApiRequestError, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { jobKeys, jobPath } from './keys';

export type JobPage = { items: JobView[]; next: string | null };

/** A buyer space's posted jobs, or a guide space's applications, offers and jobs (GET /api/v1/Job). */
export function useJobList(space: string, state?: JobState) {
  const client = useAppClient();
  return useInfiniteQuery({
    queryKey: jobKeys.list({ space, state }),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const search = new URLSearchParams({ space, limit: '50' });
      if (state) search.set('state', state);
      if (pageParam) search.set('cursor', pageParam);
      return dataOf(await client.requestDetailed<JobPage>('GET', `/v1/Job?${search}`), 'GET jobs');
    },
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** Open jobs for a guide, those matching their languages and regions first (GET /api/v1/Job/for-me). */
export function useJobsForMe(space: string) {
  const client = useAppClient();
  return useInfiniteQuery({
    queryKey: jobKeys.forMe(space),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const search = new URLSearchParams({ space, limit: '20' });
      if (pageParam) search.set('cursor', pageParam);
      return dataOf(
        await client.requestDetailed<JobPage>('GET', `/v1/Job/for-me?${search}`),
        'GET jobs for me',
      );
    },
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** One job; a job the caller may not read is a 404 like a missing one. */
export function useJob(key: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: jobKeys.detail(key),
    queryFn: async () => dataOf(await client.requestDetailed<JobView>('GET', jobPath(key)), 'GET job'),
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status === 404),
  });
}

/** The job's applications: every one for the poster's members, their own for a guide. */
export function useApplications(key: string, enabled = true) {
  const client = useAppClient();
  return useQuery({
    queryKey: jobKeys.applications(key),
    enabled,
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<{ items: ApplicationView[] }>('GET', `${jobPath(key)}/applications`),
        'GET applications',
      ).items,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ReviewContent,
  type ReviewTarget,
  type ReviewView,
  reviewContent,
  reviewCreate,
  reviewReplyBody,
  reviewTransitionBody,
} from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { reviewKeys } from './keys';

const reviewPath = (key: string) => `/v1/Review/${encodeURIComponent(key)}`;

/**
 * Every review write changes what lists, stats and search cards show, so all of them are refetched (search
 * cards carry the stars: the tariffs' queries too). Not awaited: the caller's own success callback must run
 * first, since the refetch may remove the form that sent it (a space that has reviewed gets no form).
 */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['tariffs'] });
  };
}

/** POST /api/v1/Review: the caller's buyer space reviews a tariff. */
export function useCreateReview() {
  const client = useAppClient();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async (body: ReviewContent & { tariff: string; space: string }) =>
      dataOf(
        await client.send<ReviewView, typeof reviewCreate>(reviewCreate, 'POST', '/v1/Review', body),
        'POST review',
      ),
    onSuccess,
  });
}

/** PUT /api/v1/Review/{key}: the author rewrites it (back to pending). */
export function useEditReview() {
  const client = useAppClient();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async ({ key, ...body }: ReviewContent & { key: string }) =>
      dataOf(
        await client.send<ReviewView, typeof reviewContent>(reviewContent, 'PUT', reviewPath(key), body),
        'PUT review',
      ),
    onSuccess,
  });
}

/** PATCH /api/v1/Review/{key}/{state}: publish, reject or hide. */
export function useMoveReview() {
  const client = useAppClient();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async ({ key, state, reason }: { key: string; state: ReviewTarget; reason?: string }) =>
      dataOf(
        await client.send<ReviewView, typeof reviewTransitionBody>(
          reviewTransitionBody,
          'PATCH',
          `${reviewPath(key)}/${state}`,
          reason?.trim() ? { reason: reason.trim() } : {},
        ),
        'PATCH review',
      ),
    onSuccess,
  });
}

/** POST /api/v1/Review/{key}/reply: the supplier's one public reply. */
export function useReplyReview() {
  const client = useAppClient();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: async ({ key, text }: { key: string; text: string }) =>
      dataOf(
        await client.send<ReviewView, typeof reviewReplyBody>(
          reviewReplyBody,
          'POST',
          `${reviewPath(key)}/reply`,
          {
            text,
          },
        ),
        'POST review reply',
      ),
    onSuccess,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StateTarget, tariffTransitionBody } from '@tourtariff/shared';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { tariffKeys } from './keys';
import type { TariffView } from './types';

export type TransitionInput = { key: string; target: StateTarget; note?: string };

/**
 * PATCH /api/tariff/{id}/{state}: submit and archive (suppliers), publish, return with a note, suspend and
 * reinstate (administrators). The server decides; a refusal comes back as a 403/409 with the reason.
 */
export function useTariffTransition() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, target, note }: TransitionInput) =>
      dataOf(
        note
          ? await client.send<TariffView, typeof tariffTransitionBody>(
              tariffTransitionBody,
              'PATCH',
              `/tariff/${encodeURIComponent(key)}/${target}`,
              { note },
            )
          : await client.requestDetailed<TariffView>('PATCH', `/tariff/${encodeURIComponent(key)}/${target}`),
        `PATCH tariff ${target}`,
      ),
    // Lists, queue, search and the audit trail all change with a state: refresh everything about tariffs.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
  });
}

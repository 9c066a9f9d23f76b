import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isCoreSuccess } from '../../../lib/api/core-client';
import { useCoreClient } from '../../../lib/api/use-clients';
import { getNotification, type NotificationDetails } from './get-notification';
import { notificationKeys } from './keys';
import { markNotification } from './manage-notification';

/**
 * Opening a notification from the bell (docs/product.md §2): fetch its details, then mark it read. Resolves to null when
 * the details answer is not a success (status not 0, or no answer), which the dialog shows as an error.
 */
export function useOpenNotification() {
  const core = useCoreClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: string): Promise<NotificationDetails | null> => {
      const result = await getNotification(core, key);
      if (!isCoreSuccess(result)) return null;
      if (!result.data.read && isCoreSuccess(await markNotification(core, key, true))) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      }
      return result.data;
    },
  });
}

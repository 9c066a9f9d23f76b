import { useMemo } from 'react';
import { createCoreClient } from '../../../lib/api/core-client';
import { useSession } from '../../../lib/session';

/** The header naming the space a call acts for (apps/server/src/modules/auth/caller/resolve.ts). */
export const SPACE_HEADER = 'X-TourTariff-Space';

/**
 * The core client for calls that act as a space (every wallet, issue and query call): the same client, its
 * requests carrying `X-TourTariff-Space`, which the server accepts only from a member of that space. Kept here,
 * not in lib/, so the first route's download does not grow.
 */
export function useCoreClient(space?: string | null) {
  const { status, valid } = useSession();
  return useMemo(
    () =>
      createCoreClient({
        session: { status, valid },
        fetch: (input, init) =>
          fetch(
            input,
            space ? { ...init, headers: { ...(init.headers as object), [SPACE_HEADER]: space } } : init,
          ),
      }),
    [status, valid, space],
  );
}

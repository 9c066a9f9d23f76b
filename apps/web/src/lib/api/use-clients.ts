import { useMemo } from 'react';
import { useSession } from '../session';
import { createAppClient } from './app-client';
import { createCoreClient } from './core-client';

/** The App API client bound to the current session; a new one only when the session state changes. */
export function useAppClient() {
  const { status, valid } = useSession();
  return useMemo(() => createAppClient({ session: { status, valid } }), [status, valid]);
}

export function useCoreClient() {
  const { status, valid } = useSession();
  return useMemo(() => createCoreClient({ session: { status, valid } }), [status, valid]);
}

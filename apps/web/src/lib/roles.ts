/**
 * The user's spaces are app-wide state like the session: the shells, the pages and several features read them,
 * so they live in lib/ rather than in one feature.
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { RolesObject, rolesResponse } from '@tourtariff/shared';
import type { z } from 'zod';
import { type AppClient, appApiBase } from './api/app-client';
import { useAppClient } from './api/use-clients';
import { useSession } from './session';

/** Query keys of the user's spaces; a mutation invalidates exactly what it changed (STYLE habit 6). */
export const spaceKeys = {
  all: ['spaces'] as const,
  /** GET /api/profile: the roles object (docs/product.md §3). */
  roles: () => [...spaceKeys.all, 'roles'] as const,
};

/** The roles object of GET /api/profile (docs/product.md §3; `rolesResponse`); `baseprofile.key` is the user's sub. */
export type Roles = z.output<typeof rolesResponse>;

function isRoles(value: unknown): value is Roles {
  if (typeof value !== 'object' || value === null) return false;
  const { personal, corporate } = value as Partial<RolesObject>;
  return Array.isArray(personal) && Array.isArray(corporate);
}

/**
 * The client answers failures with null, a local status or 'invalid record' (docs/product.md §8); all of them are errors
 * here, so callers can tell "no spaces" (an empty roles object) from "not known".
 */
export async function getRoles(client: AppClient): Promise<Roles> {
  const result = await client.get<Roles>('/profile');
  if (!isRoles(result)) throw new Error('GET /api/profile failed');
  return result;
}

export function useRoles() {
  const client = useAppClient();
  const { status, valid } = useSession();
  return useQuery({
    queryKey: spaceKeys.roles(),
    queryFn: () => getRoles(client),
    enabled: status === 'authenticated' && valid,
  });
}

/**
 * Asks for the roles beside the session on the first load (main.tsx), where useRoles would ask only once the
 * session is in and the shell has rendered: the switcher's space name, the first screen's largest text, waited
 * for that round trip. A plain request, so a visitor who is not signed in (401) is not sent to
 * sign-in from here; any answer but the roles object leaves the query to useRoles, which asks again.
 */
export function prefetchRoles(client: QueryClient): Promise<void> {
  return client.prefetchQuery({
    queryKey: spaceKeys.roles(),
    queryFn: async () => {
      // Asked exactly as the page's preload asks, like fetchSession.
      const response = await fetch(`${appApiBase}/profile`, { credentials: 'same-origin' });
      const body: unknown = response.ok ? await response.json() : null;
      if (!isRoles(body)) throw new Error(`GET /api/profile: HTTP ${response.status}`);
      return body;
    },
    retry: false,
  });
}

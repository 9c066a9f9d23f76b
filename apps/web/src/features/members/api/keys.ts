import type { QueryClient } from '@tanstack/react-query';
import { spaceKeys } from '../../../lib/roles';
import { sessionKeys } from '../../../lib/session';

/** Query keys of corporate members and invitations (STYLE habit 6). */
export const memberKeys = {
  all: ['members'] as const,
  members: (space: string) => [...memberKeys.all, 'members', space] as const,
  invitations: (space: string) => [...memberKeys.all, 'invitations', space] as const,
  mine: () => [...memberKeys.all, 'mine'] as const,
  security: (space: string) => [...memberKeys.all, 'security', space] as const,
};

/**
 * After any membership change the user's spaces (GET /api/profile) and access entries (the session) are stale:
 * refreshing both makes the switcher, the menu and the top bar follow at once.
 */
export function refreshMembership(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: spaceKeys.roles() }),
    queryClient.invalidateQueries({ queryKey: sessionKeys.current }),
  ]);
}

import { useQuery } from '@tanstack/react-query';
import type { spaceResponse } from '@tourtariff/shared';
import type { z } from 'zod';
import { ApiRequestError, dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import { profileKeys } from './keys';

/** GET /api/{corporate|personal|v1/Guide}/{key} (`spaceResponse`): what members and administrators may read. */
export type SpaceView = z.output<typeof spaceResponse>;

/** The stored kinds of space; the admin space is not stored and has no page data. */
export type SpaceKind = SpaceView['kind'];

/** docs/product-decisions.md §5 business details as stored, every field optional: a new space has none. */
export type SpaceDetails = SpaceView['details'];

const collection: Record<SpaceKind, string> = {
  guide: '/v1/Guide',
  personal: '/personal',
  corporate: '/corporate',
};

/** docs/product.md §7: guide spaces live under /v1/Guide, the others under /personal and /corporate. */
export function spacePath(kind: SpaceKind, key: string): string {
  return `${collection[kind]}/${encodeURIComponent(key)}`;
}

/** Owners and admins of a space may change it (docs/product-decisions.md §5); the server checks again. */
export function canManage(space: Pick<SpaceView, 'memberRole'>): boolean {
  return space.memberRole === 'owner' || space.memberRole === 'admin';
}

/** One space; a refusal is thrown with its status, so the page can tell "not yours" (403) from "gone" (404). */
export function useSpace(kind: SpaceKind, key: string) {
  const client = useAppClient();
  return useQuery({
    queryKey: profileKeys.space(kind, key),
    queryFn: async () =>
      dataOf(
        await client.requestDetailed<SpaceView>('GET', spacePath(kind, key)),
        `GET ${spacePath(kind, key)}`,
      ),
    // Neither answer changes by asking again.
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiRequestError && (error.status === 403 || error.status === 404)),
  });
}

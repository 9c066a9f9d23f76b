import { useQuery } from '@tanstack/react-query';
import type { CoreClient, CoreResult } from '../../lib/api/core-client';
import { isCoreSuccess } from '../../lib/api/core-client';
import { useCoreClient } from '../../lib/api/use-clients';

type Texts = { jp: string; en: string };

/** A verified badge as `query/wallet-of` answers it (the core contract, docs/core-api.md): derived by verifying a credential. */
export type Badge = {
  kind: 'business' | 'guide';
  vct: string;
  issuer: { space: string; name: string };
  issuedAt: string;
  checkedAt: string;
  /** Claim names whose values were verified, for the tooltip. */
  verified: string[];
};

/**
 * Under the credentials feature's keys, so its revoke refreshes every badge on the page; the schemas key is the
 * feature's too, so the page reads `schema/list` once whichever asks first.
 */
export const badgeKeys = {
  space: (space: string) => ['credentials', 'badges', space] as const,
  schemas: ['credentials', 'schemas'] as const,
};

/** `query/wallet-of` takes at most this many spaces per call. */
const MAX_SPACES = 100;

type Waiter = { resolve: (badges: Badge[]) => void; reject: (error: unknown) => void };

/**
 * Collects the spaces the cards of one render ask about and asks for them in one `query/wallet-of` call: every
 * card mounts in the same commit, so a page of results costs one request, not one per card.
 */
function createBadgeLoader(
  walletOf: (spaces: string[]) => Promise<CoreResult<{ items: Record<string, Badge[]> }>>,
) {
  let waiting = new Map<string, Waiter[]>();
  let scheduled = false;

  async function flush(batch: Map<string, Waiter[]>) {
    const spaces = [...batch.keys()];
    for (let start = 0; start < spaces.length; start += MAX_SPACES) {
      const chunk = spaces.slice(start, start + MAX_SPACES);
      const result = await walletOf(chunk);
      for (const space of chunk)
        for (const waiter of batch.get(space) ?? []) {
          // No session (a public page) or no answer: no badge, never an error on the card.
          if (isCoreSuccess(result)) waiter.resolve(result.data.items[space] ?? []);
          else if (result && result.status === 8) waiter.resolve([]);
          else waiter.reject(new Error('query/wallet-of failed'));
        }
    }
  }

  return (space: string) =>
    new Promise<Badge[]>((resolve, reject) => {
      waiting.set(space, [...(waiting.get(space) ?? []), { resolve, reject }]);
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        const batch = waiting;
        waiting = new Map();
        scheduled = false;
        void flush(batch);
      }, 10);
    });
}

/**
 * One loader for the page: every badge's component makes its own client (`useCoreClient` memoises per
 * component), and they are interchangeable within a session, so the batch goes out with the latest one.
 */
let latest: CoreClient | null = null;
const pageLoader = createBadgeLoader((spaces) =>
  latest
    ? latest.call<{ items: Record<string, Badge[]> }>('query/wallet-of', { spaces })
    : Promise.resolve(null),
);

function loaderFor(core: CoreClient) {
  latest = core;
  return pageLoader;
}

/** The verified badges of a space, batched with every other badge the page shows. */
export function useVerifiedBadges(space: string | null | undefined) {
  const core = useCoreClient();
  return useQuery({
    queryKey: badgeKeys.space(space ?? ''),
    queryFn: () => loaderFor(core)(space ?? ''),
    enabled: Boolean(space),
    // The server caches a badge up to the status list's time-to-live; asking more often would learn nothing.
    staleTime: 60_000,
    retry: 1,
  });
}

/** Display names of claims by credential type, for the tooltip; one `schema/list` per page. */
export function useClaimDisplays(enabled: boolean) {
  const core = useCoreClient();
  return useQuery({
    queryKey: badgeKeys.schemas,
    queryFn: async () => {
      const result = await core.call<{ items: { vct: string; display: Record<string, Texts> }[] }>(
        'schema/list',
        {
          enabled: true,
        },
      );
      if (!isCoreSuccess(result)) throw new Error('schema/list failed');
      return result.data.items;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type businessResponse,
  corporateCreate,
  guideCreate,
  personalCreate,
  type spaceResponse,
} from '@tourtariff/shared';
import type { z } from 'zod';
import { dataOf } from '../../../lib/api/api-error';
import { useAppClient } from '../../../lib/api/use-clients';
import type { Roles } from '../../../lib/roles';
import { spaceKeys } from '../../../lib/roles';
import { sessionKeys, useSession } from '../../../lib/session';

/** The four choices of the profile-creation screen (docs/product.md §2), as requests. */
export type CreateSpaceInput =
  | { kind: 'guide'; name: string }
  | { kind: 'personal'; name: string }
  | { kind: 'corporate'; role: 'buyer' | 'supplier'; name: string };

/** What every create answers: the new space (`spaceResponse`). */
export type CreatedSpace = z.output<typeof spaceResponse>;

type RolesEntry = Roles['personal'][number];

type Business = z.output<typeof businessResponse>;

/**
 * docs/product.md §3 profile-create payloads. A corporate space names its `business` (the user's own, which the caller
 * looks up first); guide and personal spaces leave it out, so the server uses (or makes) the user's own.
 */
export function createRequest(
  input: CreateSpaceInput,
  sub: string | undefined,
  business?: string,
): { path: string; body: unknown } {
  const name = input.name;
  switch (input.kind) {
    case 'guide':
      return { path: '/v1/Guide', body: guideCreate.parse({ sub, name }) };
    case 'personal':
      return {
        path: '/personal',
        body: personalCreate.parse({
          sub,
          name,
          industry: 'creator',
          role: 'supplier',
          category: 'supplier',
        }),
      };
    case 'corporate':
      return {
        path: '/corporate',
        body: corporateCreate.parse(
          input.role === 'buyer'
            ? { business, name, category: 'buyer', role: 'buyer', industry: 'arranger' }
            : { business, name, category: 'supplier', role: 'supplier', industry: 'creator' },
        ),
      };
  }
}

function isCreatedSpace(value: unknown): value is CreatedSpace {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/**
 * The new space as the roles object lists it. A create always answers the caller as its owner (the answer's
 * `memberRole` is null only for an administrator reading a space that is not theirs).
 */
function entryOf(space: CreatedSpace): RolesEntry {
  const { key, name, avatar, role, category, industry } = space;
  return { key, name, avatar, role, category, industry, memberRole: space.memberRole ?? 'owner' };
}

/** The roles object with the new space in it, so the space is known before the refetch answers. */
function withSpace(roles: Roles, space: CreatedSpace): Roles {
  const entry = entryOf(space);
  if (space.kind === 'guide') return { ...roles, guide: entry };
  if (space.kind === 'personal') return { ...roles, personal: [...roles.personal, entry] };
  return { ...roles, corporate: [...roles.corporate, entry] };
}

export function useCreateSpace() {
  const client = useAppClient();
  const queryClient = useQueryClient();
  const { user } = useSession();

  /** The user's own business (docs/product.md §3: fetched by sub), made first, named after the company, when there is none. */
  async function ownBusiness(name: string): Promise<string> {
    const mine = dataOf(
      await client.requestDetailed<{ items: Business[] }>('GET', '/v1/Business'),
      'GET /api/v1/Business',
    );
    const first = mine.items[0];
    if (first) return first.key;
    const made = dataOf(
      await client.requestDetailed<Business>('POST', '/v1/Business', { name: name.trim() }),
      'POST /api/v1/Business',
    );
    return made.key;
  }

  return useMutation({
    mutationFn: async (input: CreateSpaceInput) => {
      const business = input.kind === 'corporate' ? await ownBusiness(input.name) : undefined;
      const { path, body } = createRequest(input, user?.sub, business);
      // Detailed, so a refusal keeps what the server said (the field it names, or a 409 conflict).
      const result = dataOf(
        await client.requestDetailed<CreatedSpace>('POST', path, body),
        `POST /api${path}`,
      );
      if (!isCreatedSpace(result)) throw new Error(`POST /api${path} answered no space`);
      return result;
    },
    onSuccess: async (space) => {
      queryClient.setQueryData<Roles>(spaceKeys.roles(), (roles) => roles && withSpace(roles, space));
      // Access entries are recomputed per request (docs/product-decisions.md §4): awaiting the new session means the menu already
      // shows the space's entries when the caller switches to it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: spaceKeys.roles() }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.current }),
      ]);
    },
  });
}

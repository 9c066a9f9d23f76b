import type { SpaceKind } from './get-space';

/** Query keys of one space's profile page (STYLE habit 6). */
export const profileKeys = {
  all: ['space-profile'] as const,
  space: (kind: SpaceKind, key: string) => [...profileKeys.all, kind, key] as const,
};

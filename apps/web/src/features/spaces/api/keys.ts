/** Query keys of the spaces feature; a mutation invalidates exactly what it changed (STYLE habit 6). */
export const spaceKeys = {
  all: ['spaces'] as const,
  /** GET /api/profile: the roles object (SPEC §3). */
  roles: () => [...spaceKeys.all, 'roles'] as const,
};

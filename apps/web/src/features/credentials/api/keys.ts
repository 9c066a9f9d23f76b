/** Query keys of the credentials feature (STYLE habit 6); `all` refreshes every credential screen. */
export const credentialKeys = {
  all: ['credentials'] as const,
  schemas: () => [...credentialKeys.all, 'schemas'] as const,
  space: (space: string) => [...credentialKeys.all, 'space', space] as const,
  wallet: (space: string) => [...credentialKeys.space(space), 'wallet'] as const,
  credential: (space: string, id: string) => [...credentialKeys.space(space), 'credential', id] as const,
  received: (space: string) => [...credentialKeys.space(space), 'received'] as const,
  matches: (space: string, request: string) => [...credentialKeys.space(space), 'matches', request] as const,
  applications: (space: string, role: 'holder' | 'issuer') =>
    [...credentialKeys.space(space), 'applications', role] as const,
  application: (space: string, id: string) => [...credentialKeys.space(space), 'application', id] as const,
  sent: (space: string) => [...credentialKeys.space(space), 'sent'] as const,
  result: (space: string, id: string) => [...credentialKeys.space(space), 'result', id] as const,
};

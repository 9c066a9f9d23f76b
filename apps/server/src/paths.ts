/** URL prefixes owned by the server; everything else belongs to the single-page app. */
export const serverPrefixes = ['/api', '/core', '/auth', '/oidc', '/healthz', '/readyz'] as const;

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return serverPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

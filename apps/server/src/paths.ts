/** URL prefixes owned by the server; everything else belongs to the single-page app. */
export const serverPrefixes = ['/api', '/core', '/auth', '/oidc', '/healthz', '/readyz', '/metrics'] as const;

const pathnameOf = (url: string) => url.split('?')[0] ?? '';
const under = (url: string, prefix: string) => {
  const pathname = pathnameOf(url);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
};

export function isApiPath(url: string): boolean {
  return serverPrefixes.some((prefix) => under(url, prefix));
}

/** Core calls answer with the `{status, message, data}` envelope, failures included (docs/product-decisions.md §11). */
export function isCorePath(url: string): boolean {
  return under(url, '/core');
}

/** URL prefixes owned by the server; everything else belongs to the single-page app. */
export const serverPrefixes = ['/api', '/core', '/auth', '/oidc', '/healthz', '/readyz', '/metrics'] as const;

const pathnameOf = (url: string) => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};
const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isApiPath(url: string): boolean {
  const pathname = pathnameOf(url);
  return serverPrefixes.some((prefix) => under(pathname, prefix));
}

/** Core calls answer with the `{status, message, data}` envelope, failures included (docs/product-decisions.md §11). */
export function isCorePath(url: string): boolean {
  return under(pathnameOf(url), '/core');
}

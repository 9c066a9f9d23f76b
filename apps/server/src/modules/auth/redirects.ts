/** Return addresses after sign-in: only a plain path of this origin (no open redirect). */
const MAX_CALLBACK_LENGTH = 2000;
/** What a decoded path of the web app may hold: RFC 3986 unreserved and sub-delims, ":", "@" and "/". */
const PLAIN_PATH = /^(\/[\w\-.~!$&'()*+,;=:@]+)*\/?$/;

/** Percent-decodes until nothing changes, so `%252f` is judged as the `/` it becomes after two decodings. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Only a path of this origin may be a return address (no open redirect). The value is normalised the way a
 * browser would (WHATWG URL) first, and what goes into `Location` is that normalised form, so the check and the
 * redirect look at the same thing: `/.//evil` normalises to `//evil`, which a browser reads as another host.
 * Its path, fully decoded, must be plain (no `//`, `\`, control, encoded or non-ASCII look-alike characters);
 * anything else falls back to `/`.
 */
export function safeCallbackPath(candidate: string | undefined, publicUrl: string): string {
  if (!candidate || candidate.length > MAX_CALLBACK_LENGTH) return '/';
  // Browsers drop tab and newline and read `\` as `/`; refusing them beats imitating each browser.
  if (!candidate.startsWith('/') || /[\p{Cc}\\]/u.test(candidate)) return '/';
  const origin = new URL(publicUrl).origin;
  let resolved: URL;
  try {
    resolved = new URL(candidate, `${origin}/`);
  } catch {
    return '/';
  }
  if (resolved.origin !== origin || resolved.username || resolved.password) return '/';
  const path = fullyDecoded(resolved.pathname);
  if (path === null || !PLAIN_PATH.test(path) || /\/\.\.?(\/|$)/.test(path)) return '/';
  const normalised = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // The answer must be a fixed point: read again as a browser would, it names the very same address.
  return new URL(normalised, `${origin}/`).href === resolved.href ? normalised : '/';
}

/**
 * True when `version` is strictly above `than`, comparing dot-separated segments as numbers (docs/product.md §4 server
 * version flag): '0.10' is above '0.2', and a missing segment counts as 0, so '0.2.0' is not above '0.2'.
 * Anything after the numeric part of a segment ('1-beta') is ignored; a version without numbers is never above.
 */
export function isVersionAbove(version: string, than: string): boolean {
  const a = segments(version);
  const b = segments(than);
  if (!a) return false;
  for (let i = 0; i < Math.max(a.length, b?.length ?? 0); i += 1) {
    const difference = (a[i] ?? 0) - (b?.[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

function segments(version: string): number[] | null {
  const parts = version.trim().replace(/^v/i, '').split('.');
  const numbers = parts.map((part) => /^\d+/.exec(part)?.[0]);
  if (numbers.some((n) => n === undefined)) return null;
  return numbers.map(Number);
}

/** One changed leaf between two versions of a document: `rates.0.adult` from 28000 to 26000. */
export type FieldChange = { field: string; from: unknown; to: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Field-level differences between two JSON documents, path by path. Arrays are compared position by position
 * (a rate table is read that way: row 2's adult price changed), so a removed row shows as its fields going to
 * undefined. The audit trail and the admin queue both show these.
 */
export function diffDocs(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (Object.is(before, after)) return [];
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  if (bothArrays || (isRecord(before) && isRecord(after))) {
    const a = before as Record<string, unknown>;
    const b = after as Record<string, unknown>;
    const keys = bothArrays
      ? Array.from({ length: Math.max((before as unknown[]).length, (after as unknown[]).length) }, (_, i) =>
          String(i),
        )
      : [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) => diffDocs(a[key], b[key], path ? `${path}.${key}` : key));
  }
  return [{ field: path, from: before ?? null, to: after ?? null }];
}

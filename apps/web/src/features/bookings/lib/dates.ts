/** `count` consecutive calendar dates from `start` (YYYY-MM-DD), computed in UTC so no time zone moves a day. */
export function datesFrom(start: string, count: number): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  if (Number.isNaN(first)) return [];
  return Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

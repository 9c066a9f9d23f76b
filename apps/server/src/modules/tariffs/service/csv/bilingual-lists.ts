/*
 * Season names and tags are {jp, en}, and a CSV cell holds one language of a list: the
 * columns put their parts under `_staged`, and `assemble` pairs them by position into the document's lists.
 * Older files have one column for both languages (`tags`, names inside `seasons`): that text becomes both.
 */

type Dates = { name?: string | undefined; from: string; to: string };
type Staged = {
  seasons?: { dates?: Dates[]; jp?: string[]; en?: string[] };
  tags?: { jp?: string[]; en?: string[]; both?: string[] };
};

export type Problem = { column: string; message: string };

function seasonsOf(staged: Staged['seasons'], problems: Problem[]) {
  if (!staged) return undefined;
  const dates = staged.dates ?? [];
  for (const lang of ['jp', 'en'] as const) {
    const names = staged[lang];
    if (names && names.length > dates.length)
      problems.push({
        column: `season_name_${lang}`,
        message: `names ${names.length} seasons, the seasons column has ${dates.length}`,
      });
  }
  return dates.map((season, i) => ({
    name: {
      jp: staged.jp?.[i] ?? season.name ?? '',
      en: staged.en?.[i] ?? season.name ?? '',
    },
    from: season.from,
    to: season.to,
  }));
}

function tagsOf(staged: Staged['tags']) {
  if (!staged) return undefined;
  const paired = Array.from({ length: Math.max(staged.jp?.length ?? 0, staged.en?.length ?? 0) }, (_, i) => ({
    jp: staged.jp?.[i] ?? '',
    en: staged.en?.[i] ?? '',
  }));
  return [...paired, ...(staged.both ?? []).map((tag) => ({ jp: tag, en: tag }))];
}

/** A row's raw values with the staged lists put together, and what could not be paired. */
export function assemble(raw: Record<string, unknown>): {
  value: Record<string, unknown>;
  problems: Problem[];
} {
  const { _staged: staged, ...value } = raw as Record<string, unknown> & { _staged?: Staged };
  const problems: Problem[] = [];
  const seasons = seasonsOf(staged?.seasons, problems);
  const tags = tagsOf(staged?.tags);
  return { value: { ...value, ...(seasons ? { seasons } : {}), ...(tags ? { tags } : {}) }, problems };
}

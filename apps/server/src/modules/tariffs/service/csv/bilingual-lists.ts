/*
 * Season names and tags are {jp, en}, and a CSV cell holds one language of a list: the
 * columns put their parts under `_staged`, and `assemble` pairs them by position into the document's lists.
 * Older files have one column for both languages (`tags`, names inside `seasons`): that text becomes both.
 */

type Dates = { name?: string | undefined; from: string; to: string };
type Staged = {
  seasons?: { dates?: Dates[]; jp?: string[]; en?: string[] };
  special_days?: { dates?: Dates[]; jp?: string[]; en?: string[] };
  tags?: { jp?: string[]; en?: string[]; both?: string[] };
};

export type Problem = { column: string; message: string };

/** Named date ranges (seasons, or special days with `special_day_name_*`) paired with their names by position. */
function seasonsOf(staged: Staged['seasons'], problems: Problem[], names = 'season_name', what = 'seasons') {
  if (!staged) return undefined;
  const dates = staged.dates ?? [];
  for (const lang of ['jp', 'en'] as const) {
    const named = staged[lang];
    if (named && named.length > dates.length)
      problems.push({
        column: `${names}_${lang}`,
        message: `names ${named.length} ${what}, the ${what} column has ${dates.length}`,
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
  const specials = seasonsOf(staged?.special_days, problems, 'special_day_name', 'special_days');
  return {
    value: {
      ...value,
      ...(seasons ? { seasons } : {}),
      ...(tags ? { tags } : {}),
      ...(specials ? { special_days: specials } : {}),
    },
    problems,
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * one date style per kind, from one helper. A component that formats a date itself brings back
 * the mix this test was written against (2026-10-01, 2026/11/24 5:58, 2026年11月1日 on one page), so any way of
 * formatting a date outside lib/locale.ts (and its calendar part) fails here, naming the file and what it used.
 */
const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// lib/locale-calendar.ts holds the calendar's month and weekday names, kept out of the first route's download.
const helpers = [path.join(webSrc, 'lib', 'locale.ts'), path.join(webSrc, 'lib', 'locale-calendar.ts')];

const forbidden: [string, RegExp][] = [
  ['toLocaleDateString', /\.toLocaleDateString\(/],
  ['toLocaleTimeString', /\.toLocaleTimeString\(/],
  ['toLocaleString', /\.toLocaleString\(/],
  ['Intl.DateTimeFormat', /Intl\.DateTimeFormat/],
  ['dateStyle/timeStyle', /\b(dateStyle|timeStyle)\s*:/],
  // The shared formatDate writes ISO 2026-10-01: right for CSV and the server, not for a page.
  [
    'formatDate from @tourtariff/shared',
    /import\s*\{[^}]*\bformatDate\b[^}]*\}\s*from\s*'@tourtariff\/shared'/,
  ],
  ['a date library', /from\s*'(date-fns|dayjs|moment|luxon)/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `file: what` for every way of formatting a date found outside the helper. */
function ownDateFormatting(files: string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !helpers.includes(file))
    .flatMap((file) =>
      forbidden
        .filter(([, pattern]) => pattern.test(read(file)))
        .map(([what]) => `${path.relative(webSrc, file)}: ${what}`),
    );
}

describe('dates come from lib/locale.ts only', () => {
  it('no component, route or library file formats a date itself', () => {
    const files = ['app', 'features', 'components', 'lib'].flatMap((dir) =>
      sourceFiles(path.join(webSrc, dir)),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(ownDateFormatting(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('catches each way of doing it (the check itself can fail)', () => {
    const samples: Record<string, string> = {
      '/a.tsx': 'const x = new Date(at).toLocaleDateString("ja-JP");',
      '/b.tsx': 'const f = new Intl.DateTimeFormat("ja-JP", { dateStyle: "medium" });',
      '/c.tsx': "import { formatDate, formatNumber } from '@tourtariff/shared';",
      '/d.tsx': "import { format } from 'date-fns';",
      '/e.tsx': "import { formatDate } from '../../lib/locale';",
    };
    const found = ownDateFormatting(Object.keys(samples), (file) => samples[file] ?? '');
    expect(found.map((line) => line.split(': ')[1])).toEqual([
      'toLocaleDateString',
      'Intl.DateTimeFormat',
      'dateStyle/timeStyle',
      'formatDate from @tourtariff/shared',
      'a date library',
    ]);
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCES = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SKIP = new Set(['node_modules', 'dist', '.vite', 'test-results', 'playwright-report']);
// Applied migrations are records of what ran: their text stays as it was written. This file's own fixtures
// are citations on purpose.
const SKIP_PATH = /\/db\/migrations\/|comment-citations\.test\.ts$/;
const CODE = /\.(ts|tsx|js|mjs|css|scss|sql)$/;

/** A comment line or the comment part of a line, in any of the languages above. */
const COMMENT = /(?:^\s*(?:\/\/|\*|\/\*|--|\{\/\*)|\s\/\/\s|\/\*\*?\s)(.*)$/;
const ISSUE = /\b[Ii]ssues? #?\d+/;
const OUTSIDE = /\b(?:DESIGN|SPEC)(?:\.md)?\s?§/;
const DOC = /\bdocs\/[\w./-]+\.md(?:\s§\s?(\d+))?/g;

export type Finding = { line: number; problem: string };

/**
 * What is wrong with the citations in one file: an issue number in a comment, or — in a comment or anywhere in
 * the code, since OpenAPI summaries, test titles and messages are read too — a document not in this repository,
 * or one of this repository's documents or sections that does not exist.
 */
export function citationProblems(
  text: string,
  exists: (doc: string) => boolean,
  sections: (doc: string) => Set<string>,
) {
  const found: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    const comment = COMMENT.exec(line)?.[1];
    if (comment !== undefined && ISSUE.test(comment))
      found.push({ line: index + 1, problem: `cites an issue: ${comment.trim()}` });
    if (OUTSIDE.test(line))
      found.push({ line: index + 1, problem: `cites a document outside the repository: ${line.trim()}` });
    for (const match of line.matchAll(DOC)) {
      const doc = (match[0].split(' ')[0] ?? '').replace(/[.,;:)]+$/, '');
      if (!exists(doc)) found.push({ line: index + 1, problem: `cites ${doc}, which does not exist` });
      else if (match[1] && !sections(doc).has(match[1]))
        found.push({ line: index + 1, problem: `cites ${doc} §${match[1]}, which has no such section` });
    }
  });
  return found;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (CODE.test(entry.name) && !SKIP_PATH.test(full)) yield full;
  }
}

const sectionCache = new Map<string, Set<string>>();
function sectionsOf(doc: string): Set<string> {
  let found = sectionCache.get(doc);
  if (!found) {
    const text = readFileSync(path.join(root, doc), 'utf8');
    found = new Set([...text.matchAll(/^#{2,3}\s+(\d+)\./gm)].map((match) => match[1] ?? ''));
    sectionCache.set(doc, found);
  }
  return found;
}
const docExists = (doc: string) => existsSync(path.join(root, doc));

describe('comments cite what a reader of this repository can open', () => {
  it('flags issue numbers, outside documents, missing documents and missing sections', () => {
    // Spelled in pieces so that no checker of this repository's comments takes the fixtures for citations.
    const [issue, outside] = ['issue', 'DESIGN'];
    const text = [
      `const a = 1; // kept for the bench (${issue} 13 item 3)`,
      ` * as ${outside} §6 says`,
      ' * see docs/nowhere.md for why',
      ' * prices per docs/product-decisions.md §99',
      ' * prices per docs/product-decisions.md §6, which exists',
      "const title = 'issue 5 in a string is no comment';",
      `app.get('/x', { schema: { summary: 'Query readable tariffs (${outside} §6)' } });`,
      `describe('toDate (${'SPEC'} §5)', () => {});`,
      "const summary = 'Profiles by the query language (docs/product-decisions.md §11)';",
      "const summary = 'The base profile of docs/product.md §42';",
    ].join('\n');
    const problems = citationProblems(text, docExists, sectionsOf).map((finding) => finding.line);
    expect(problems).toEqual([1, 2, 3, 4, 7, 8, 10]);
  });

  it('holds for every source file', () => {
    const problems: string[] = [];
    for (const source of SOURCES) {
      for (const file of walk(path.join(root, source))) {
        for (const finding of citationProblems(readFileSync(file, 'utf8'), docExists, sectionsOf))
          problems.push(`${path.relative(root, file)}:${finding.line} ${finding.problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Runs in the unit project (vitest.config.ts), not under Playwright: its testDir is ./tests.
// Titles start with tags so a run can be cut by who acts and what they do (`--grep '\[SUPPLIER\]'`); one
// spelling keeps such a cut whole. A describe names one or more roles, then its action; a test inside may
// carry tags or not, but tagged it starts with a role; a test outside any describe names at least its role.
const ROLES = new Set(['ADMIN', 'SUPPLIER', 'BUYER', 'GUIDE', 'NEWUSER', 'ANYONE', 'ANONYMOUS']);
const ACTION = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

const testsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tests');

/** What is wrong with the title's tags; `kind` says whether it titles a describe, a nested or a top-level test. */
export function tagProblem(title: string, kind: 'describe' | 'test' | 'top-level test'): string | null {
  const head = /^((?:\[[^\]]*\])*)(.*)$/s.exec(title);
  const tags = [...(head?.[1] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  const rest = head?.[2] ?? '';
  if (tags.length > 0 && !rest.startsWith(' ')) return 'tags must be followed by a space and the title';
  if (rest.slice(1).startsWith('[')) return 'tags must be written together at the start';
  const firstOther = tags.findIndex((tag) => !ROLES.has(tag));
  const roles = firstOther === -1 ? tags : tags.slice(0, firstOther);
  const others = firstOther === -1 ? [] : tags.slice(firstOther);
  if (others.some((tag) => ROLES.has(tag))) return 'roles come first, the action last';
  const odd = others.find((tag) => !ACTION.test(tag));
  if (odd !== undefined)
    return `"${odd}" is neither a role (${[...ROLES].join(', ')}) nor a SNAKE_CASE action`;
  if (others.length > 1) return `one action only, not ${others.join(', ')}`;
  const action = others[0];
  if ((kind !== 'test' || tags.length > 0) && roles.length === 0) return 'names no role';
  if (kind === 'describe' && action === undefined) return 'names no action';
  return null;
}

/** Each `test.describe(…)` and `test(…)` title of a spec, with how it is nested (top level = column 0). */
export function titlesOf(source: string) {
  const calls = source.matchAll(
    /^( *)test(\.describe)?(?:\.(?:only|skip|fixme|serial))*\(\s*(['`])(.*?)\3/gms,
  );
  return [...calls].map((m) => ({
    title: m[4] ?? '',
    kind: m[2] ? ('describe' as const) : m[1] === '' ? ('top-level test' as const) : ('test' as const),
  }));
}

describe('e2e title tags', () => {
  it('spells every tag one way in every spec, and tags every describe with roles and an action', () => {
    const specs = readdirSync(testsDir).filter((name) => name.endsWith('.spec.ts'));
    expect(specs.length).toBeGreaterThan(10);
    const problems = specs.flatMap((name) =>
      titlesOf(readFileSync(path.join(testsDir, name), 'utf8')).flatMap(({ title, kind }) => {
        const problem = tagProblem(title, kind);
        return problem ? [`${name}: ${kind} "${title}": ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('finds the titles of describes, nested tests and top-level tests', () => {
    const source = [
      "test.describe('[BUYER][SEARCH] finds', () => {",
      "  test('[BUYER] one', async () => {});",
      '});',
      'test(`[ADMIN] two`, async () => {});',
    ].join('\n');
    expect(titlesOf(source)).toEqual([
      { title: '[BUYER][SEARCH] finds', kind: 'describe' },
      { title: '[BUYER] one', kind: 'test' },
      { title: '[ADMIN] two', kind: 'top-level test' },
    ]);
  });

  it('refuses every other spelling', () => {
    expect(tagProblem('[SUPPLIER][ADMIN][TARIFF_FLOW] a tariff', 'describe')).toBeNull();
    expect(tagProblem('[ANYONE][API_DOCS] docs', 'test')).toBeNull();
    expect(tagProblem('plain words', 'test')).toBeNull();
    expect(tagProblem('[BUYER] favourites', 'describe')).toMatch(/no action/);
    expect(tagProblem('[SEARCH] finds', 'describe')).toMatch(/no role/);
    expect(tagProblem('a tariff', 'describe')).toMatch(/no role/);
    expect(tagProblem('nothing', 'top-level test')).toMatch(/no role/);
    expect(tagProblem('[NEW_USER] signs up', 'test')).toMatch(/no role/);
    expect(tagProblem('[NEW_USER] signs up', 'top-level test')).toMatch(/no role/);
    expect(tagProblem('[NEWUSER][SIGN_UP][MAIL] signs up', 'test')).toMatch(/one action only/);
    expect(tagProblem('[Buyer][SEARCH] finds', 'describe')).toMatch(/neither a role/);
    expect(tagProblem('[BUYER][sign-in] signs in', 'describe')).toMatch(/neither a role/);
    expect(tagProblem('[SEARCH][BUYER] finds', 'describe')).toMatch(/roles come first/);
    expect(tagProblem('[BUYER][SEARCH]finds', 'describe')).toMatch(/followed by a space/);
    expect(tagProblem('[BUYER] [SEARCH] finds', 'describe')).toMatch(/together/);
  });
});

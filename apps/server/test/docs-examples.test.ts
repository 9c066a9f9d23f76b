import { readFileSync } from 'node:fs';
import path from 'node:path';
import { japanDate } from '@tourtariff/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { findAccountByEmail } from '../src/idp/accounts.ts';
import { signIn } from './auth/support.ts';
import { describeEachDatabase } from './helper.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const DOCS = ['docs/api.md', 'docs/core-api.md'];
/** Run as the demo buyer, whose key is an OCTO reseller's (docs/octo.md "Walk-through with curl"). */
const BUYER_DOCS = ['docs/octo.md'];

type Example = {
  doc: string;
  line: number;
  status: number;
  save: [string, string][];
  script: string;
  shown?: unknown;
};

/** Every `<!-- example … -->` block of the docs, in order: its curl script, the status it expects, what it saves. */
function examples(docs: string[]): Example[] {
  return docs.flatMap((doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    const found: Example[] = [];
    const block = /<!-- example(?::([^>]*))? -->\n```sh\n([\s\S]*?)```(?:\n\n```json\n([\s\S]*?)```)?/g;
    for (const match of text.matchAll(block)) {
      const options = match[1] ?? '';
      found.push({
        doc,
        line: text.slice(0, match.index).split('\n').length,
        status: Number(/status=(\d+)/.exec(options)?.[1] ?? 200),
        save: [...options.matchAll(/save=(\w+):([\w.]+)/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
        script: match[2] ?? '',
        ...(match[3] ? { shown: JSON.parse(match[3]) } : {}),
      });
    }
    // No curl block escapes the test: each one is marked as an example.
    const curls = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].filter((m) => m[1]?.includes('curl')).length;
    expect(found.length, `${doc}: every curl block is marked <!-- example -->`).toBe(curls);
    return found;
  });
}

/** The script's commands: a newline outside quotes ends one, a backslash-newline continues it. */
function lines(script: string): string[] {
  const out = [''];
  let quote: string | undefined;
  for (const c of script.replace(/\\\n/g, ' ')) {
    if (quote) quote = c === quote ? undefined : quote;
    else if (c === "'" || c === '"') quote = c;
    else if (c === '\n') {
      out.push('');
      continue;
    }
    out[out.length - 1] += c;
  }
  return out.filter((line) => line.trim() && !line.trim().startsWith('#'));
}

/**
 * The shell the examples use: words, single and double quotes (with `$NAME` expanded as the command runs),
 * `#` comments.
 */
function commands(script: string, vars: Record<string, string>): string[][] {
  const expand = (text: string) =>
    text.replace(/\$(\w+)/g, (_, name: string) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`the example uses $${name}, which no earlier example set`);
      return value;
    });
  const text = script.replace(/\\\n/g, ' ');
  const out: string[][] = [[]];
  let word: string | undefined;
  const end = () => {
    if (word !== undefined) out.at(-1)?.push(word);
    word = undefined;
  };
  for (let i = 0; i < text.length; ) {
    const c = text[i] ?? '';
    if (c === "'") {
      const close = text.indexOf("'", i + 1);
      word = (word ?? '') + text.slice(i + 1, close);
      i = close + 1;
    } else if (c === '"') {
      const close = text.indexOf('"', i + 1);
      word = (word ?? '') + expand(text.slice(i + 1, close));
      i = close + 1;
    } else if (c === '\n') {
      end();
      out.push([]);
      i++;
    } else if (/\s/.test(c)) {
      end();
      i++;
    } else if (c === '#' && word === undefined) {
      const close = text.indexOf('\n', i);
      i = close < 0 ? text.length : close;
    } else {
      let j = i;
      while (j < text.length && !/[\s'"]/.test(text[j] ?? '')) j++;
      word = (word ?? '') + expand(text.slice(i, j));
      i = j;
    }
  }
  end();
  return out.filter((words) => words.length > 0);
}

/** A curl command line as an inject request. */
function request(words: string[]) {
  const headers: Record<string, string> = {};
  let method: string | undefined;
  let data: string | undefined;
  let url = '';
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? '';
    if (word === '-s') continue;
    if (word === '-X') method = words[++i];
    else if (word === '-H') {
      const [name = '', ...value] = (words[++i] ?? '').split(':');
      headers[name.trim().toLowerCase()] = value.join(':').trim();
    } else if (word === '-d') data = words[++i];
    else url = word;
  }
  const { pathname, search } = new URL(url);
  return {
    method: (method ?? (data === undefined ? 'GET' : 'POST')) as 'GET',
    url: pathname + search,
    headers,
    data,
  };
}

/** Every key the docs show is in the answer, at every level (values are examples: `…` stands for anything). */
function expectShape(shown: unknown, answer: unknown, at: string) {
  if (typeof shown !== 'object' || shown === null || Array.isArray(shown)) return;
  expect(answer, at).toEqual(expect.any(Object));
  for (const [key, value] of Object.entries(shown)) {
    expect(answer as object, `${at}.${key}`).toHaveProperty([key]);
    expectShape(value, (answer as Record<string, unknown>)[key], `${at}.${key}`);
  }
}

const pick = (value: unknown, path: string) =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);

/** `NAME=$(date -d '+N days' +%F)`: a date the shell computes, N days from Japan's today here. */
const DATE_LINE = /^(\w+)=\$\(date -d '\+(\d+) days' \+%F\)$/;
const japanInDays = (days: number) =>
  new Date(Date.parse(`${japanDate(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Runs the examples in order, each command against the app, saving what they name into `vars`. */
async function run(app: FastifyInstance, list: Example[], vars: Record<string, string>) {
  for (const example of list) {
    const where = `${example.doc}:${example.line}`;
    for (const line of lines(example.script)) {
      const date = DATE_LINE.exec(line.trim());
      if (date) {
        vars[date[1] ?? ''] = japanInDays(Number(date[2]));
        continue;
      }
      const [words = []] = commands(line, vars);
      const assignment = words.length === 1 ? /^(\w+)=(.*)$/.exec(words[0] ?? '') : null;
      if (assignment) {
        // `KEY=tt_live_…` stands for a value an earlier step answered: the saved one is kept.
        if (!assignment[2]?.includes('…')) vars[assignment[1] ?? ''] = assignment[2] ?? '';
        continue;
      }
      expect(words[0], where).toBe('curl');
      const { data, ...options } = request(words);
      const res = await app.inject({ ...options, ...(data === undefined ? {} : { payload: data }) });
      expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBe(example.status);
      const answer = res.json();
      if (example.doc === 'docs/core-api.md') expect(answer.status, `${where}: ${res.body}`).toBe(0);
      if (example.shown !== undefined) expectShape(example.shown, answer, where);
      for (const [name, from] of example.save) {
        const value = pick(answer, from);
        expect(value, `${where}: ${from}`).toEqual(expect.any(String));
        vars[name] = String(value);
      }
    }
  }
}

describeEachDatabase(
  'the curl examples of docs/api.md, docs/core-api.md and docs/octo.md, against the demo data',
  (ctx) => {
    /** The person's access token after signing in through the embedded provider. */
    async function accessToken(email: string) {
      const db = ctx.app.database.db;
      await signIn(ctx.app, email);
      const sub = (await findAccountByEmail(db, email))?.sub ?? '';
      const [session] = await db.select().from(sessions).where(eq(sessions.sub, sub));
      return session?.accessToken ?? '';
    }

    it('runs every example in order, as the demo supplier and the API key it makes', async () => {
      const list = examples(DOCS);
      expect(list.length).toBeGreaterThanOrEqual(10);
      await run(ctx.app, list, { PERSON_ACCESS_TOKEN: await accessToken('supplier@example.com') });
    });

    it('walks OCTO as the demo buyer: key, supplier, products, availability, reserve, confirm, cancel', async () => {
      const list = examples(BUYER_DOCS);
      expect(list.length).toBeGreaterThanOrEqual(8);
      await run(ctx.app, list, { PERSON_ACCESS_TOKEN: await accessToken('buyer@example.com') });
    });
  },
);

import type { FastifyInstance } from 'fastify';
import type { Response } from 'light-my-request';
import { INVALID_RECORD } from '../../helper.ts';
import {
  type Caller,
  type Expected,
  expectedOf,
  type Fixture,
  type Party,
  type Probe,
  type Row,
} from './table.ts';

/** What a core envelope's status stands for, as the HTTP status the app API would answer (core-api.md). */
const CORE_AS_HTTP: Record<number, number> = {
  0: 200,
  7: 401,
  8: 401,
  10: 400,
  11: 403,
  12: 404,
  13: 409,
  14: 410,
  15: 413,
  16: 422,
  17: 500,
  18: 429,
  19: 503,
  99: 500,
};

function outcomeOf(url: string, res: Response): string {
  const json = res.headers['content-type']?.toString().includes('json');
  if (url.startsWith('/core/') && res.statusCode === 200 && json) {
    const status = (res.json() as { status?: unknown }).status;
    return typeof status === 'number' ? String(CORE_AS_HTTP[status] ?? `envelope ${status}`) : '200';
  }
  // An app-API 404 is `invalid record` (plugins/errors.ts), whatever was not found or why.
  if (url.startsWith('/api/') && res.statusCode === 404 && res.body !== JSON.stringify(INVALID_RECORD)) {
    return `404 with body ${JSON.stringify(res.body.slice(0, 80))}`;
  }
  return String(res.statusCode);
}

async function send(fx: Fixture, row: Row, caller: Caller, probe: Probe) {
  const method = row.route.split(' ')[0] as 'GET';
  const auth = await caller.auth(row.freshSession);
  const headers = { ...(auth.headers as Record<string, string>), ...probe.headers };
  const options = {
    method,
    url: probe.url,
    headers,
    ...(auth.cookies ? { cookies: auth.cookies } : {}),
    ...(probe.body !== undefined ? { payload: probe.body as string } : {}),
  };
  if (!row.stream) {
    const res = await fx.app.inject(options);
    return { outcome: outcomeOf(probe.url, res), body: safeJson(res) };
  }
  // A stream never ends by itself: judge it on its status line, then hang up as a browser would.
  const res = await fx.app.inject({ ...options, payloadAsStream: true });
  if (res.headers['content-type']?.toString().includes('json')) {
    // Refused before the stream began: the core's envelope says how (HTTP 200 with status 11 is a 403).
    const chunks: Buffer[] = [];
    for await (const chunk of res.stream()) chunks.push(Buffer.from(chunk));
    const body = Buffer.concat(chunks).toString('utf8');
    return {
      outcome: outcomeOf(probe.url, { ...res, body, json: () => JSON.parse(body) } as Response),
      body: null,
    };
  }
  const outcome = String(res.statusCode);
  res.stream().destroy();
  (res.raw.res as unknown as { destroy(): void }).destroy();
  return { outcome, body: null };
}

function safeJson(res: Response): unknown {
  try {
    return res.json();
  } catch {
    return res.body;
  }
}

/** The first of the caller's "someone else" parties that has a record of the row's kind. */
async function othersRecord(fx: Fixture, row: Row, caller: Caller) {
  for (const party of caller.others) {
    const key = await row.record?.(party, fx, caller);
    if (key !== undefined) return { key, party };
  }
  return { key: undefined, party: caller.others[0] };
}

/** Probes every cell of one row; answers the cells that did not go as the table says, and how many ran. */
export async function runRow(fx: Fixture, row: Row) {
  const lines = expectedOf(row);
  const misses: string[] = [];
  let cells = 0;

  const cell = async (
    caller: Caller,
    whose: keyof Expected,
    expected: string | null,
    found: { key: string | undefined; party: Party | undefined },
  ) => {
    if (expected === null) {
      if (found.key !== undefined)
        misses.push(`${caller.name} · ${whose}: has a record, so the cell needs an outcome`);
      return;
    }
    if (found.key === undefined) {
      misses.push(`${caller.name} · ${whose}: expected ${expected}, but there is no such record to probe`);
      return;
    }
    const answer = await send(fx, row, caller, row.probe(found.key, found.party, fx));
    cells += 1;
    if (answer.outcome !== expected) {
      misses.push(`${caller.name} · ${whose}: expected ${expected}, got ${answer.outcome}`);
    }
    if (answer.outcome === '200') await row.undo?.(fx, { caller, key: found.key, body: answer.body });
  };

  for (const [i, caller] of fx.callers.entries()) {
    const pick = (line: (string | null)[] | undefined) => (line ? (line[i] ?? null) : undefined);
    const any = pick(lines.any);
    if (any !== undefined) await cell(caller, 'any', any, { key: '', party: caller.own });
    const own = pick(lines.own);
    if (own !== undefined) {
      const key = caller.own ? await row.record?.(caller.own, fx, caller) : undefined;
      await cell(caller, 'own', own, { key, party: caller.own });
    }
    const other = pick(lines.other);
    if (other !== undefined) await cell(caller, 'other', other, await othersRecord(fx, row, caller));
    const absent = pick(lines.absent);
    if (absent !== undefined)
      await cell(caller, 'absent', absent, { key: row.missing, party: caller.others[0] });
  }
  await row.after?.(fx);
  return { misses, cells };
}

/**
 * Every method and path the app serves, read from its router: the guarded routes the access plugin recorded, and
 * the public ones found in Fastify's route tree. HEAD mirrors GET and is left out.
 */
export function servedRoutes(app: FastifyInstance): string[] {
  const found = new Set(app.guardedRoutes.map((route) => `${route.method} ${route.url}`));
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents.length = depth;
    parents.push(path);
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') found.add(`${method} ${path}`);
    }
  }
  return [...found].sort();
}

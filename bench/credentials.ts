import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import {
  createPresentation,
  issueCredential,
  verifyPresentation,
} from '../apps/server/src/core/credentials/index.ts';
import { holderKey } from '../apps/server/src/core/credentials/service/keys.ts';
import { forgetStatus } from '../apps/server/src/core/credentials/service/status.ts';
import { stats } from './measure.ts';

/**
 * `npm run bench:credentials`: issuance, verification of a presentation, and verification against a
 * cold 100,000-entry Token Status List (1 % of it revoked), each timed in the server process on PGlite (a
 * temporary directory), beside the anchor: a bare Fastify hello-world answering over real HTTP in the same
 * process and run, so the ratio survives a loaded machine. JSON on stdout; BENCH_SAMPLES (default 200).
 */
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const log = (line: string) => process.stderr.write(`${line}\n`);

const claims = {
  name: '山田 花子',
  licence_type: '全国通訳案内士',
  licence_number: 'KY-2019-0042',
  prefecture: '京都府',
  languages: ['en', 'fr'],
  last_training: '2026-04-01',
};

async function time<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const directory = await mkdtemp(path.join(os.tmpdir(), 'tt-bench-cred-'));
const config = testConfig({ seedDemo: false, database: { kind: 'pglite', dataDir: directory } });
const app = await buildApp({ config });
const bare = Fastify();
bare.get('/', async () => ({ hello: 'world' }));
const anchorUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
const anchor = async () => {
  const started = performance.now();
  await (await fetch(anchorUrl)).text();
  return performance.now() - started;
};

try {
  await app.ready();
  const deps = { db: app.database.db, config: app.config };
  const holder = 'sp_bench-holder';
  const aud = `${config.publicUrl}/core/verifier/sp_bench-verifier`;
  const issue = () =>
    issueCredential(deps, { schemaName: 'licensed-guide', issuer: 'admin', holder, claims });
  for (let i = 0; i < 10; i++) await issue(); // keys, statements and JIT warmed before timing

  log(`issuing ${samples} credentials, each beside the anchor`);
  const times = {
    anchor: [] as number[],
    issue: [] as number[],
    verify: [] as number[],
    cold: [] as number[],
  };
  const issued: string[] = [];
  for (let i = 0; i < samples; i++) {
    times.anchor.push(await anchor());
    const { ms, value } = await time(issue);
    times.issue.push(ms);
    issued.push(value.sdjwt);
  }

  log(`verifying ${samples} presentations (licence type and languages disclosed, KB-JWT over nonce and aud)`);
  const sign = (await holderKey(deps.db, holder)).sign;
  const presentations = await Promise.all(
    issued.map((sdjwt, i) =>
      createPresentation(sdjwt, {
        disclose: ['licence_type', 'languages'],
        holder: sign,
        nonce: `n-${i}`,
        aud,
      }),
    ),
  );
  for (const [i, vp] of presentations.entries()) {
    times.anchor.push(await anchor());
    const { ms, value } = await time(() => verifyPresentation(deps, vp, { nonce: `n-${i}`, aud }));
    if (!value.verified) throw new Error(`verification failed: ${value.reason}`);
    times.verify.push(ms);
  }

  // The issuer's list holds 100,000 entries; revoke 1 % of them (set-based, as the bits would be after years).
  await deps.db.execute(sql`
    insert into credentials (schema_name, version, issuer, holder, kid, sdjwt, claims, status_list, status_idx,
                             issued_at, expires_at, revoked_at, revoke_reason)
    select 'licensed-guide', 1, 'admin', 'sp_bench-revoked', 'bench', 'bench~', '{}'::jsonb, 1, idx,
           now(), now() + interval '1 year', now(), 'bench'
    from generate_series(50000, 99999, 50) as idx`);
  log(`verifying ${samples} presentations against a cold 100,000-entry status list (1,000 revoked)`);
  for (const [i, vp] of presentations.entries()) {
    times.anchor.push(await anchor());
    forgetStatus(deps.db);
    const { ms, value } = await time(() => verifyPresentation(deps, vp, { nonce: `n-${i}`, aud }));
    if (!value.verified) throw new Error(`verification failed: ${value.reason}`);
    times.cold.push(ms);
  }

  const result = {
    engine: 'pglite',
    samples,
    statusListEntries: 100_000,
    anchor: stats(times.anchor),
    issue: stats(times.issue),
    verifyPresentation: stats(times.verify),
    verifyColdStatusList: stats(times.cold),
    targets: { issueP95: 20, verifyP95: 10, verifyStatusListP95: 15 },
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await bare.close();
  await app.close();
  await rm(directory, { recursive: true, force: true });
}

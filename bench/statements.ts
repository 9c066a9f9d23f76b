import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { japanDate, queryBody } from '@tourtariff/shared';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { linesOf, queryStatements } from '../apps/server/src/modules/statements/repository/statements.ts';
import { buildMissingDrafts } from '../apps/server/src/modules/statements/service/build.ts';
import { previousMonth } from '../apps/server/src/modules/statements/service/lines.ts';
import { statementPdf } from '../apps/server/src/modules/statements/service/pdf.ts';
import { recreateBenchDatabase } from './database.ts';
import { conditions } from './load.ts';
import { seedStatements } from './statements-seed.ts';

/**
 * `npm run bench:statements` (docs/performance.md "Statements"): BENCH_PAIRS supplier–buyer pairs (default 2,000)
 * with BENCH_N bookings of last month (200,000) seeded in bulk on a fresh PostgreSQL database (BENCH_POSTGRES_URL,
 * default bench_statements on 127.0.0.1:5432) and a fresh PGlite (BENCH_ENGINES picks). Times the month's build as
 * the sweep on the 1st runs it (`buildMissingDrafts`: every pair's draft, lines and figures), then draws a 50-line
 * statement's PDF BENCH_PDFS times (40). Targets, checked on PostgreSQL at full size: the build ≤ 30 s in total,
 * the PDF p95 ≤ 500 ms and ≤ 300 kB. Fails on a missed target or a build that does not give every pair a draft.
 */
const bookingCount = Number(process.env.BENCH_N ?? 200_000);
const pairCount = Number(process.env.BENCH_PAIRS ?? 2_000);
const pdfRounds = Number(process.env.BENCH_PDFS ?? 40);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const fullSize = bookingCount >= 200_000 && pairCount >= 2_000;
const targets = { buildSeconds: 30, pdfP95: 500, pdfKb: 300 } as const;
const PDF_LINES = 50;

const log = (line: string) => process.stderr.write(`${line}\n`);
const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(2);
const month = previousMonth(japanDate(new Date()));

/** Nearest-rank percentiles, in ms with one decimal. */
function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0) * 10) / 10;
  return { samples: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function measureEngine(engine: 'postgres' | 'pglite') {
  const pgliteDir = engine === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'tt-bench-')) : undefined;
  const url =
    engine === 'postgres'
      ? await recreateBenchDatabase(
          process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_statements',
        )
      : undefined;
  const opened = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: pgliteDir });
  try {
    log(`${engine}: seeding ${pairCount} pairs, ${bookingCount} bookings of ${month}`);
    const seeding = performance.now();
    const world = await seedStatements(opened.db, { pairs: pairCount, bookingCount, month }, log);
    const seededSeconds = Math.round((performance.now() - seeding) / 100) / 10;

    const loads = [loadAverage()];
    log(`${engine}: building ${month}'s statements`);
    const cpuBefore = process.cpuUsage();
    const building = performance.now();
    const built = await buildMissingDrafts(opened.db, month, new Date());
    const buildSeconds = Math.round((performance.now() - building) / 100) / 10;
    const cpu = process.cpuUsage(cpuBefore);
    const buildCpuSeconds = Math.round((cpu.user + cpu.system) / 1e5) / 10;
    loads.push(loadAverage());

    const {
      rows: [sample],
    } = await queryStatements(opened.db, null, queryBody.parse({ limit: 1 }));
    if (!sample) throw new Error('the build made no statement');
    const lines = (await linesOf(opened.db, sample.key)).slice(0, PDF_LINES);
    const party = (name: string) => ({
      name,
      invoiceNumber: 'T1234567890123',
      address: '〒600-8216 京都府京都市下京区東塩小路町 1-1',
      bank: '京都銀行 京都駅前支店 普通 1234567 ベンチリョカン(カ',
    });
    const drawn = {
      ...sample,
      number: `INV-${sample.supplierKey}-${month.replace('-', '')}-1`,
      issuer: party('ベンチ旅館株式会社'),
      recipient: party('ベンチ請求旅行株式会社'),
      issuedAt: new Date(),
      dueDate: japanDate(new Date()),
    };
    log(`${engine}: drawing a ${lines.length}-line PDF ${pdfRounds} times`);
    const pdfMs: number[] = [];
    let bytes = 0;
    await statementPdf(drawn, lines, []); // warm-up: the font file and pdfkit's first subset
    const pdfCpuBefore = process.cpuUsage();
    for (let i = 0; i < pdfRounds; i++) {
      const started = performance.now();
      const pdf = await statementPdf(drawn, lines, []);
      pdfMs.push(performance.now() - started);
      bytes = pdf.byteLength;
    }
    const pdfCpu = process.cpuUsage(pdfCpuBefore);
    const pdfCpuMs = Math.round((pdfCpu.user + pdfCpu.system) / 1000 / Math.max(1, pdfRounds));
    loads.push(loadAverage());
    return {
      engine,
      seededSeconds,
      statements: built,
      expected: world.pairs,
      buildSeconds,
      buildCpuSeconds,
      pdf: {
        lines: lines.length,
        kb: Math.round(bytes / 102.4) / 10,
        cpuMs: pdfCpuMs,
        ...percentiles(pdfMs),
      },
      loads,
    };
  } finally {
    await opened.close();
    if (pgliteDir) await rm(pgliteDir, { recursive: true, force: true });
  }
}

const summary = [];
for (const engine of engines) summary.push(await measureEngine(engine));

const failures: string[] = [];
for (const s of summary) {
  if (s.statements !== s.expected)
    failures.push(`${s.engine}: the build made ${s.statements} statements, not one per pair (${s.expected})`);
  if (s.pdf.lines < Math.min(PDF_LINES, Math.floor(bookingCount / Math.max(1, s.expected))))
    failures.push(`${s.engine}: the sampled statement has ${s.pdf.lines} lines`);
  if (s.engine !== 'postgres' || !fullSize) continue;
  if (s.buildSeconds > targets.buildSeconds)
    failures.push(`postgres build: ${s.buildSeconds} s is above the target ${targets.buildSeconds} s`);
  if (s.pdf.p95 > targets.pdfP95)
    failures.push(`postgres PDF: p95 ${s.pdf.p95} ms is above the target ${targets.pdfP95} ms`);
  if (s.pdf.kb > targets.pdfKb)
    failures.push(`postgres PDF: ${s.pdf.kb} kB is above the target ${targets.pdfKb} kB`);
}

const enforced = (engine: string) => (engine === 'postgres' && fullSize ? '' : ' (not enforced)');
const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const header = ['Engine', 'Measure', 'figure', 'target'];
const rows = summary.flatMap((s) => [
  [
    s.engine,
    `build ${s.statements} statements (${bookingCount.toLocaleString('en')} bookings)`,
    `${s.buildSeconds} s`,
    `≤ ${targets.buildSeconds} s${enforced(s.engine)}`,
  ],
  [s.engine, 'build, CPU of the building process (user + system)', `${s.buildCpuSeconds} s`, '–'],
  [
    s.engine,
    `PDF of ${s.pdf.lines} lines, ${s.pdf.samples} draws: p50 / p95 / p99`,
    `${s.pdf.p50} / ${s.pdf.p95} / ${s.pdf.p99} ms`,
    `p95 ≤ ${targets.pdfP95} ms${enforced(s.engine)}`,
  ],
  [s.engine, 'PDF, CPU per draw (user + system)', `${s.pdf.cpuMs} ms`, '–'],
  [s.engine, 'PDF size', `${s.pdf.kb} kB`, `≤ ${targets.pdfKb} kB${enforced(s.engine)}`],
]);
const report = [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
const phaseLines = summary
  .map(
    (s) =>
      `- ${s.engine}: seeded in ${s.seededSeconds} s; 1-minute load average ${s.loads[0]} when the build began, ${s.loads[1]} when it ended, ${s.loads[2]} after the PDFs.`,
  )
  .join('\n');
const machineLine = `Machine: ${conditions()} at the end of the run, ${new Date().toISOString().slice(0, 16)}Z.`;
process.stdout.write(
  `${JSON.stringify({ bookingCount, pairCount, month, summary, failures }, null, 2)}\n${report}\n\n${phaseLines}\n\n${machineLine}\n`,
);
if (failures.length) {
  process.stderr.write(`bench:statements failed:\n${failures.join('\n')}\n`);
  process.exit(1);
}

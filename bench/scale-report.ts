import { machine, table } from './process.ts';
import type { Tally } from './scale-workload.ts';

/** One phase of the scale benchmark as measured (bench/scale.ts). */
export type Phase = {
  name: string;
  tally: Tally;
  seconds: number;
  /** Server CPU seconds of every process during the phase (user + system, /proc). */
  cpu: number;
  loads: [number, number];
  /** Notifications heard on their target's live stream, of those acknowledged. */
  heard: number;
  told: number;
  connects: number;
};

type Anchor = { requests: number; perSecond: number; p50: number; p99: number; errors: number };

export type Outcome = {
  phases: Phase[];
  anchors: [string, Anchor][];
  kill: { errors: number; backAfterMs: number; allowedErrors: number; afterReturnMs: number };
  proxy: { failed: number; retried: number };
  checked: { bookings: number; confirmed: number; messages: number; notifications: number };
  dates: { date: string; capacity: number; used: number }[];
  failures: string[];
  settings: {
    seconds: number;
    clientCount: number;
    capacity: number;
    dateCount: number;
    tariffCount: number;
    bookingCount: number;
  };
};

/** Nearest-rank percentile in ms with one decimal. */
function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0) * 10) / 10;
}

/**
 * The benchmark's JSON (first on stdout, for the reduced-size test), its table and lines, and the text of
 * docs/performance.md "Scale".
 */
export function report(outcome: Outcome): { output: string; section: string } {
  const { settings, kill, checked } = outcome;
  const summary = outcome.phases.map((p) => ({
    name: p.name,
    requests: p.tally.latencies.length,
    perSecond: Math.round(p.tally.latencies.length / p.seconds),
    p50: percentile(p.tally.latencies, 0.5),
    p99: percentile(p.tally.latencies, 0.99),
    errors: p.tally.errors.length,
    soldOut: p.tally.soldOut,
    cpuUs: Math.round((p.cpu / Math.max(1, p.tally.latencies.length)) * 1e6),
    byKind: p.tally.byKind,
    loads: p.loads.map((l) => l.toFixed(2)),
    notificationsHeard: `${p.heard}/${p.told}`,
    streamConnects: p.connects,
  }));
  const json = { ...settings, summary, ...outcome, phases: undefined };
  const rows = [
    ...summary.map((s) => [
      s.name,
      s.requests,
      s.perSecond,
      s.p50,
      s.p99,
      s.errors,
      s.soldOut,
      s.cpuUs,
      s.loads.join('→'),
    ]),
    ...outcome.anchors.map(([name, a]) => [
      name,
      a.requests,
      a.perSecond,
      a.p50,
      a.p99,
      a.errors,
      '–',
      '–',
      '–',
    ]),
  ];
  const figures = table(
    [
      'Phase',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'sold out (409)',
      'server CPU µs/request',
      'load',
    ],
    rows,
  );
  const ratio = (i: number) =>
    ((summary[i]?.perSecond ?? 0) / Math.max(1, summary[0]?.perSecond ?? 1)).toFixed(2);
  const sold = outcome.dates.map((d) => `${d.used}/${d.capacity}`).join(', ');
  const streams = summary
    .map(
      (s) =>
        `${s.notificationsHeard} (${s.name}; ${s.streamConnects} stream openings for ${settings.clientCount} listeners)`,
    )
    .join('; ');
  const lines = `- Three processes against one: ${ratio(1)}× the throughput; with one of them killed and restarted, ${ratio(2)}×.
- The kill: requests failed, ${kill.errors} (allowed ${kill.allowedErrors}, each between the kill and ${kill.afterReturnMs / 1000} s after the restarted process was ready again, ${kill.backAfterMs} ms after the kill); requests the proxy answered 502, ${outcome.proxy.failed}; refused ones it sent to another process, ${outcome.proxy.retried}.
- Acknowledged and found in the database afterwards: ${checked.bookings} bookings (${checked.confirmed} confirmed, each still confirmed), ${checked.messages} messages with their attachments (each read back from the bucket, bytes equal), ${checked.notifications} notifications; ${outcome.failures.length ? 'see the failures' : 'none missing'}.
- The limited tariff, units held or sold of capacity per date: ${sold}.
- Live streams, notifications heard on the buyer's own stream of those acknowledged: ${streams}.`;
  const machineLine = `Machine: ${machine()}.`;
  const output = `${JSON.stringify(json, null, 2)}\n${figures}\n\n${lines}\n\n${machineLine}\n`;
  const section = `\`npm run bench:scale\` (bench/scale.ts, proxy.ts, scale-workload.ts, scale-checks.ts; docs/operations.md
"Running the scale benchmark"): the server bundle as \`npm start\` runs it (rate limits off) on one fresh PostgreSQL
database with ${settings.tariffCount} bookable tariffs and ${settings.bookingCount.toLocaleString('en')} bookings (bench/bookings-seed.ts), files in an S3 bucket
(s3rver). ${settings.clientCount} signed-in buyers, one request at a time each, ${settings.seconds} s per phase: 25 % searches (the realistic ones,
Zipf), 25 % tariff reads, 12 % quotes, 18 % a hold and its confirmation on the limited tariff (${settings.dateCount} dates of ${settings.capacity}
units per phase, sold out within it, after which holds answer 409 \`booking.sold_out\`), 10 % a message with a
2 kB PNG attachment (upload, then send), 10 % an administrator's notification to the buyer; each buyer also keeps a
live stream (\`/core/notify/events\`) open, reconnecting with Last-Event-ID. First against ONE process directly, then
through a round-robin proxy (node:http, streaming; the next process on a refused connection; /readyz probes) to
three, then the same again with the second killed with SIGKILL halfway and started again; each phase books dates of
its own. "server CPU" sums every server process's user + system time from /proc, background work included. The run
fails on a lost acknowledged write, an oversold date, any error in the calm phases, or more than ${kill.allowedErrors} errors
(or any away from the kill) in the last.

${machineLine}

${figures}

${lines}

On this 2-core machine the three processes share two cores with PostgreSQL, s3rver, the proxy and the client, so a
second and third process add no cores, only contention: what the run shows is that they share one database
correctly and that losing one costs a handful of requests and no acknowledged write. On separate machines (or more
cores) the same run measures how far throughput scales.`;
  return { output, section };
}

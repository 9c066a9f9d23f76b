import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import type { LoadRequest } from './process.ts';

/**
 * The throughput benchmarks' client (docs/performance.md "Method"): autocannon, whose HTTP client is lean enough
 * that the bare Fastify anchor, not the client, is what saturates — `assertClientHeadroom` checks it in every run
 * — and the server's own CPU time per answered request read from /proc, which a loaded machine disturbs far
 * less than wall-clock rates.
 */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds (user + system) the process `pid` has used since it started. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

export type Measured = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx, network errors and timeouts together: any of them fails a benchmark. */
  failures: number;
  /** What the failures were: answers by status, errors, timeouts. */
  failureDetail: string;
  /** Server CPU (user + system) per answered request, in microseconds. */
  cpuUs: number;
};

/** Drives `base` with `connections` keep-alive connections for `seconds`, taking `requests` in turn. */
export async function measure(
  base: string,
  pid: number,
  requests: LoadRequest[],
  { seconds = 10, connections = 50 } = {},
): Promise<Measured> {
  const before = cpuSeconds(pid);
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: requests.map((request) => {
      const { nextBody } = request;
      return {
        method: (request.method ?? 'GET') as 'GET' | 'POST',
        path: request.path,
        headers: request.headers,
        body: request.body,
        // Each connection walks the list on its own; a body supplier shared by all of them is what makes every
        // request of a run differ from every other.
        ...(nextBody ? { setupRequest: (sent: { body?: string }) => ({ ...sent, body: nextBody() }) } : {}),
      };
    }),
  });
  const used = cpuSeconds(pid) - before;
  const answered = result.requests.total;
  return {
    requests: answered,
    perSecond: Math.round(answered / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    failureDetail: `statuses ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors, ${result.timeouts} timeouts`,
    cpuUs: answered ? Math.round((used / answered) * 1e6) : 0,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** "median (min–max)" of a row's repetitions. */
export const spread = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

/** Load average and CPU model, printed with every result: a figure from a loaded machine says so. */
export const conditions = () =>
  `${os.availableParallelism()} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

/**
 * Fails the run when the client could be the bottleneck: the bare anchor must serve at least 3× the best
 * product row, or the product's figures may be the client's ceiling rather than the server's.
 */
export function assertClientHeadroom(anchorPerSecond: number, bestProductPerSecond: number) {
  if (anchorPerSecond < 3 * bestProductPerSecond) {
    throw new Error(
      `the bare anchor served ${anchorPerSecond} req/s, less than 3× the best product row (${bestProductPerSecond} req/s): the client or the machine saturates first, so these figures do not measure the server`,
    );
  }
}

import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';

export type ScenarioResult = {
  id: 'pglite' | 'postgres';
  engine: string;
  fault: string;
  rounds: number;
  attempts: number;
  acknowledged: number;
  lostAcknowledged: number;
  /** Answers while the service was down or coming back, by HTTP status (`no answer`: connection failed). */
  outageTally: Record<string, number>;
  recoveryMs: number[];
  recoveryFrom: string;
  notes: string[];
};

const marker = (id: string, end: 'start' | 'end') => `<!-- crash:${id}:${end} -->`;

export function machine(): string {
  const cpus = os.cpus();
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return [
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    `${memory} GiB memory`,
    `${os.type()} ${os.release()} ${os.arch()}`,
    `Node ${process.version}`,
    // Timings on a machine busy with other work are slower than on a quiet one; the load says which it was.
    `load average ${os.loadavg()[0]?.toFixed(1)} at the end`,
  ].join(', ');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** 500 is what the issue counted; any 5xx other than the 503 of an outage is a failure of the same kind. */
export function unexpected5xx(result: ScenarioResult): number {
  return Object.entries(result.outageTally)
    .filter(([label]) => /^5\d\d/.test(label) && !label.startsWith('503'))
    .reduce((sum, [, count]) => sum + count, 0);
}

function tallyText(tally: Record<string, number>): string {
  const entries = Object.entries(tally).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? entries.map(([label, count]) => `${label}: ${count}`).join(', ') : 'none';
}

/** One scenario's results as a block of docs/reliability.md, with the machine and versions they came from. */
export function markdown(result: ScenarioResult, when: Date, versions: string[]): string {
  const rows: [string, string | number][] = [
    ['fault', result.fault],
    ['rounds', result.rounds],
    ['writes tried', result.attempts],
    ['writes acknowledged (HTTP 200, status 0)', result.acknowledged],
    ['**acknowledged writes lost**', `**${result.lostAcknowledged}**`],
    ['**5xx other than 503**', `**${unexpected5xx(result)}**`],
    ['answers while down or recovering', tallyText(result.outageTally)],
    [
      'time to recover, p50 / max',
      `${percentile(result.recoveryMs, 50)} ms / ${Math.max(...result.recoveryMs)} ms`,
    ],
    ['time to recover, each round (ms)', result.recoveryMs.join(', ')],
  ];
  return [
    marker(result.id, 'start'),
    `### ${result.engine}`,
    '',
    `Measured ${when.toISOString().slice(0, 10)} on ${[machine(), ...versions].join('; ')}.`,
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([name, value]) => `| ${name} | ${value} |`),
    '',
    `- Time to recover runs from ${result.recoveryFrom}.`,
    ...result.notes.map((note) => `- ${note}`),
    marker(result.id, 'end'),
  ].join('\n');
}

/** Replaces this scenario's block of docs/reliability.md (between its markers), or appends one. */
export async function writeResults(file: string, id: string, block: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => '# Reliability\n');
  const start = current.indexOf(marker(id, 'start'));
  const endMarker = marker(id, 'end');
  const end = current.indexOf(endMarker);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + endMarker.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(file, next);
}

/** One write's outcome: HTTP status (or `no answer` when the connection failed) and, when acknowledged, its key. */
export type Outcome = { at: number; label: string; key?: string };

export type WriterOptions = { baseUrl: string; cookie: string; target: string; concurrency: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps `concurrency` clients creating notifications (core `notify/new`) back to back, as fast as the server
 * answers, and records every outcome. A write counts as acknowledged only on HTTP 200 with envelope status 0
 * and a key: that is the promise the crash suite holds the server to.
 */
export function startWriters(options: WriterOptions) {
  const outcomes: Outcome[] = [];
  const acked = new Map<string, number>();
  let running = true;
  let sequence = 0;

  async function write() {
    const subject = `crash write ${sequence++}`;
    try {
      const res = await fetch(`${options.baseUrl}/core/notify/new`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: options.cookie,
          'x-tourtariff-client': 'web',
        },
        body: JSON.stringify({ target: options.target, subject }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => null)) as {
        status?: number;
        data?: { key?: string };
      } | null;
      const at = performance.now();
      const key = res.status === 200 && body?.status === 0 ? body.data?.key : undefined;
      if (key) acked.set(key, at);
      const envelope = res.status === 200 && body?.status !== 0 ? ` (status ${body?.status})` : '';
      outcomes.push({ at, label: `${res.status}${envelope}`, ...(key ? { key } : {}) });
    } catch {
      outcomes.push({ at: performance.now(), label: 'no answer' });
      await sleep(20);
    }
  }

  const workers = Array.from({ length: options.concurrency }, async () => {
    while (running) await write();
  });

  /** Resolves with the time of the first acknowledged write answered after `after`. */
  async function firstAckAfter(after: number, timeoutMs: number): Promise<number> {
    const deadline = performance.now() + timeoutMs;
    let from = 0;
    for (;;) {
      for (; from < outcomes.length; from += 1) {
        const outcome = outcomes[from];
        if (outcome?.key && outcome.at > after) return outcome.at;
      }
      if (performance.now() > deadline) throw new Error(`no write acknowledged within ${timeoutMs} ms`);
      await sleep(5);
    }
  }

  /** Outcomes answered in [from, to], tallied by label. */
  function tally(from: number, to: number): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const outcome of outcomes) {
      if (outcome.at >= from && outcome.at <= to) counts[outcome.label] = (counts[outcome.label] ?? 0) + 1;
    }
    return counts;
  }

  /** Keys acknowledged before `time`. */
  function ackedBefore(time: number): string[] {
    return [...acked].filter(([, at]) => at < time).map(([key]) => key);
  }

  async function stop() {
    running = false;
    await Promise.all(workers);
  }

  return { outcomes, acked, firstAckAfter, tally, ackedBefore, stop, attempts: () => outcomes.length };
}

export type Writers = ReturnType<typeof startWriters>;

/** Adds one tally into another (status label → count). */
export function addTally(into: Record<string, number>, from: Record<string, number>) {
  for (const [label, count] of Object.entries(from)) into[label] = (into[label] ?? 0) + count;
}

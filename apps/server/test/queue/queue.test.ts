import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { TaskRunner } from '../../src/core/queue/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, signedInUser, type TestUser } from '../sessions.ts';

/*
 * The task queue (docs/operations.md "Background work"): two runners on one database stand for two processes.
 * A test table records each run's effect idempotently (insert … on conflict), as the work functions are.
 */

type Row = {
  state: string;
  attempts: number;
  lease_holder: string | null;
  last_error: string | null;
  id: number;
};

describeEachDatabase('task queue', (ctx) => {
  let admin: TestUser;
  let buyer: TestUser;
  const t0 = Date.UTC(2030, 0, 1, 0, 0, 0);
  const clock = { now: t0 };
  const runner = (): TaskRunner =>
    new TaskRunner({ db: ctx.app.database.db, log: ctx.app.log, clock: () => new Date(clock.now) });

  const rows = async (query: ReturnType<typeof sql>) => {
    const result = (await ctx.app.database.db.execute(query)) as unknown as {
      rows: Record<string, unknown>[];
    };
    return result.rows;
  };
  const effect = (key: string) =>
    rows(sql`insert into queue_test_effects (key, runs) values (${key}, 1)
             on conflict (key) do update set runs = queue_test_effects.runs + 1`);
  const effectOnce = (key: string) =>
    rows(sql`insert into queue_test_effects (key, runs) values (${key}, 1) on conflict (key) do nothing`);
  const effects = async (prefix: string) =>
    (
      await rows(sql`select key, runs from queue_test_effects where key like ${`${prefix}%`} order by key`)
    ).map((row) => ({ key: String(row.key), runs: Number(row.runs) }));
  const task = async (queue: string, key: string) =>
    (
      await rows(
        sql`select id, state, attempts, lease_holder, last_error from queue_tasks where queue = ${queue} and key = ${key}`,
      )
    )[0] as Row | undefined;

  beforeAll(async () => {
    await rows(sql`create table if not exists queue_test_effects (key text primary key, runs int not null)`);
    admin = await signedInUser(ctx.app, { grants: ['admin'] });
    buyer = await signedInUser(ctx.app);
  });

  it('a run whose process died mid-way is taken over after its lease and takes effect once', async () => {
    let release = () => {};
    const hang = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const work = async ({ key }: { key: string }) => {
      calls += 1;
      await effectOnce(key);
    };
    const dying = runner();
    dying.define({ queue: 'test.lease', leaseMs: 1_000, run: async (run) => hang.then(() => work(run)) });
    const other = runner();
    other.define({ queue: 'test.lease', leaseMs: 1_000, run: work });

    await dying.enqueue('test.lease', 'lease:1');
    const stuck = dying.tick();
    for (let i = 0; i < 100 && (await task('test.lease', 'lease:1'))?.state !== 'running'; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await task('test.lease', 'lease:1')).toMatchObject({
      state: 'running',
      lease_holder: dying.holder,
    });

    // While the lease holds, nobody else runs it.
    expect(await other.tick()).toBe(0);
    clock.now += 1_500;
    expect(await other.tick()).toBe(1);
    expect(await task('test.lease', 'lease:1')).toMatchObject({
      state: 'done',
      attempts: 2,
      lease_holder: other.holder,
    });

    // The "dead" process wakes up and finishes: its work is idempotent and its completion is fenced off.
    release();
    await stuck;
    expect(calls).toBe(2);
    expect(await effects('lease:')).toEqual([{ key: 'lease:1', runs: 1 }]);
    expect(await task('test.lease', 'lease:1')).toMatchObject({ state: 'done', lease_holder: other.holder });
  });

  it('two runners never run the same task: each of many runs once', async () => {
    const inFlight = new Set<string>();
    let overlaps = 0;
    const work = async ({ key }: { key: string }) => {
      if (inFlight.has(key)) overlaps += 1;
      inFlight.add(key);
      await effect(key);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight.delete(key);
    };
    const one = runner();
    const two = runner();
    for (const r of [one, two]) r.define({ queue: 'test.many', run: work });
    for (let i = 0; i < 40; i++) await one.enqueue('test.many', `many:${String(i).padStart(2, '0')}`);
    // A second offer of the same key is ignored.
    expect(await two.enqueue('test.many', 'many:00')).toBe(false);

    const drain = async (r: TaskRunner) => {
      while ((await r.tick()) > 0);
    };
    await Promise.all([drain(one), drain(two), drain(one), drain(two)]);
    const done = await effects('many:');
    expect(done).toHaveLength(40);
    expect(done.every((row) => row.runs === 1)).toBe(true);
    expect(overlaps).toBe(0);
  });

  it('a recurring schedule runs once per slot whichever runners offer it', async () => {
    clock.now = t0 + 10_000;
    const runners = [runner(), runner(), runner()];
    let runs = 0;
    for (const r of runners)
      r.define({
        queue: 'test.every',
        every: 60_000,
        run: async () => {
          runs += 1;
        },
      });
    for (const r of runners) expect(await r.tick()).toBe(0);
    clock.now = t0 + 60_000;
    await Promise.all(runners.map((r) => r.tick()));
    expect(runs).toBe(1);
    await Promise.all(runners.map((r) => r.tick()));
    expect(runs).toBe(1);
  });

  it('a failed attempt waits its backoff, doubling, and then succeeds', async () => {
    clock.now = t0 + 100_000;
    let attempts = 0;
    const flaky = runner();
    flaky.define({
      queue: 'test.flaky',
      attempts: 3,
      backoffMs: 1_000,
      run: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error(`try ${attempts} failed`);
      },
    });
    await flaky.enqueue('test.flaky', 'flaky:1');
    expect(await flaky.tick()).toBe(1);
    expect(await task('test.flaky', 'flaky:1')).toMatchObject({
      state: 'waiting',
      last_error: 'try 1 failed',
    });
    clock.now += 999;
    expect(await flaky.tick()).toBe(0);
    clock.now += 1;
    expect(await flaky.tick()).toBe(1);
    clock.now += 1_999;
    expect(await flaky.tick()).toBe(0);
    clock.now += 1;
    expect(await flaky.tick()).toBe(1);
    expect(await task('test.flaky', 'flaky:1')).toMatchObject({ state: 'done', attempts: 3 });
  });

  it('[ADMIN] lists queues and failed runs, and retries one; others are refused', async () => {
    clock.now = Date.now();
    let fixed = false;
    const broken = runner();
    broken.define({
      queue: 'test.broken',
      attempts: 2,
      backoffMs: 1,
      run: async () => {
        if (!fixed) throw new Error('the mail server said no');
      },
    });
    await broken.enqueue('test.broken', 'broken:1');
    await broken.tick();
    clock.now += 10;
    await broken.tick();
    const failed = await task('test.broken', 'broken:1');
    expect(failed).toMatchObject({ state: 'failed', attempts: 2, last_error: 'the mail server said no' });

    // The app's runner offers its queues' first slots at its first look.
    await ctx.app.tasks.tick();
    const page = await call(ctx.app, admin, 'GET', '/api/v1/Queue');
    expect(page.status).toBe(200);
    expect(page.body.queues).toContainEqual(expect.objectContaining({ queue: 'test.broken', failed: 1 }));
    expect(page.body.queues.map((q: { queue: string }) => q.queue)).toContain('bookings.hold-expiry');
    expect(page.body.failed).toContainEqual(
      expect.objectContaining({
        id: String(failed?.id),
        queue: 'test.broken',
        error: 'the mail server said no',
      }),
    );

    expect((await call(ctx.app, buyer, 'GET', '/api/v1/Queue')).status).toBe(403);
    expect((await call(ctx.app, null, 'GET', '/api/v1/Queue')).status).toBe(401);
    expect((await call(ctx.app, buyer, 'POST', `/api/v1/Queue/${failed?.id}/retry`)).status).toBe(403);
    const bad = await call(ctx.app, admin, 'POST', '/api/v1/Queue/abc/retry');
    expect(bad.status).toBe(400);
    expect((await call(ctx.app, admin, 'POST', '/api/v1/Queue/999999999/retry')).status).toBe(404);

    const retried = await call(ctx.app, admin, 'POST', `/api/v1/Queue/${failed?.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ state: 'waiting', attempts: 0, error: 'the mail server said no' });
    const again = await call(ctx.app, admin, 'POST', `/api/v1/Queue/${failed?.id}/retry`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('queue.not_failed');

    fixed = true;
    clock.now = Date.now() + 1_000;
    expect(await broken.tick()).toBe(1);
    expect(await task('test.broken', 'broken:1')).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('/metrics reports the queue depth by queue and state', async () => {
    await ctx.app.tasks.tick();
    await ctx.app.tasks.refreshCounts();
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.body).toMatch(/tourtariff_queue_tasks\{queue="bookings.hold-expiry",state="scheduled"\} 1/);
  });
});

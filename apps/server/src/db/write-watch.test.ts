import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';
import { isWrite } from './write-watch.ts';

describe('which statements count as writes for the read cache', () => {
  it.each([
    ['insert into "tariffs" ("key") values ($1)', true],
    ['update "spaces" set "name" = $1 where "key" = $2', true],
    ['delete from "businesses" where "key" = $1', true],
    ['truncate "tariffs" cascade', true],
    ['with gone as (delete from "tariff_revisions" returning 1) select count(*) from gone', true],
    ['select "key" from "tariffs" where "key" = $1', false],
    ['  (select 1) union (select 2)', false],
    ['with matched as materialized (select 1) select * from matched', false],
    ['select pg_notify($1, $2)', false],
    ['begin', false],
    ['commit', false],
    // Counting requests changes nothing a cached read answers.
    ['insert into "request_counters" ("key", "window_start", "count") values ($1, $2, $3)', false],
    ['delete from "request_counters" where "key" in (select 1)', false],
    ['update "rate_limits" set "count" = 1', false],
    // Nor does the task queue's own bookkeeping, written every second by every process.
    ['update "queue_tasks" set "state" = $1, "attempts" = "queue_tasks"."attempts" + 1', false],
    ['insert into "queue_tasks" ("queue", "key") values ($1, $2) on conflict do nothing', false],
  ])('%s → %s', (text, expected) => {
    expect(isWrite(text)).toBe(expected);
  });
});

describe('the read cache', () => {
  it('answers a kept value until cleared, and keeps no load that overlapped a clear', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.remember('a', load)).toBe(1);
    expect(await cache.remember('a', load)).toBe(1);
    cache.clear();
    expect(await cache.remember('a', load)).toBe(2);

    let finish: (value: number) => void = () => {};
    const slow = cache.remember('b', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(10);
    expect(await slow).toBe(10);
    expect(await cache.remember('b', load)).toBe(3);
  });

  it('forgets a value after a few seconds', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.remember('a', load, 0);
    expect(await cache.remember('a', load, 4_999)).toBe(1);
    expect(await cache.remember('a', load, 5_000)).toBe(2);
  });

  it('keeps nothing with a time-to-live of 0 (READ_CACHE_TTL_MS=0), and keeps as long as a longer one says', async () => {
    const off = new ReadCache(0);
    let loads = 0;
    const load = async () => ++loads;
    expect(await off.remember('a', load, 0)).toBe(1);
    expect(await off.remember('a', load, 0)).toBe(2);
    const long = new ReadCache(20_000);
    expect(await long.remember('a', load, 0)).toBe(3);
    expect(await long.remember('a', load, 19_999)).toBe(3);
  });
});

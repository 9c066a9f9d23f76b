import { describe, expect, it } from 'vitest';
import { inLanes } from './lanes.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inLanes', () => {
  it('answers in the items’ order with never more than the lanes in flight', async () => {
    let flying = 0;
    let most = 0;
    const out = await inLanes([5, 1, 4, 2, 3, 0], 3, async (n, i) => {
      flying += 1;
      most = Math.max(most, flying);
      for (let k = 0; k < n; k++) await tick();
      flying -= 1;
      return `${i}:${n}`;
    });
    expect(out).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0']);
    expect(most).toBe(3);
  });

  it('stops starting calls after a failure and throws it once those in flight settle', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = inLanes([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      // The first call outlasts the failing second one: nothing starts after the failure.
      for (let k = 0; k < (n === 0 ? 5 : 1); k++) await tick();
      settled += 1;
      if (n === 1) throw new Error('pair 1 failed');
      return n;
    });
    await expect(run).rejects.toThrow('pair 1 failed');
    expect(started).toEqual([0, 1]);
    expect(settled).toBe(2);
  });

  it('runs nothing for no items and one lane at least', async () => {
    expect(await inLanes([], 4, async () => 1)).toEqual([]);
    expect(await inLanes([7], 0, async (n) => n * 2)).toEqual([14]);
  });
});

import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { apply, call, day, guide, postJob, team } from './support.ts';

// a guide is never assigned two jobs on overlapping days, even when buyers accept at once.
describeEachDatabase('jobs: concurrent acceptance', (ctx) => {
  it('20 acceptances of one guide on overlapping days at once: exactly one succeeds', async () => {
    const g = await guide(ctx.app);
    const buyers = [
      await team(ctx.app, 'buyer', '同時A株式会社'),
      await team(ctx.app, 'buyer', '同時B株式会社'),
    ];
    const attempts: { buyer: (typeof buyers)[number]; job: string; application: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const buyer = buyers[i % 2] as (typeof buyers)[number];
      // Every range shares day 15 with every other one.
      const job = await postJob(ctx.app, buyer, {
        dates: { from: day(15 - (i % 3)), to: day(15 + (i % 2)) },
      });
      attempts.push({ buyer, job, application: await apply(ctx.app, g, job) });
    }
    const answers = await Promise.all(
      attempts.map((a) =>
        call(ctx.app, a.buyer.owner, 'POST', `/api/v1/Job/${a.job}/applications/${a.application}/accept`, {}),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.status !== 200);
    expect(new Set(lost.map((a) => `${a.status} ${a.body.error.code}`))).toEqual(new Set(['409 guide.busy']));
    const winner = won[0]?.body.key as string;
    for (const a of lost) expect(a.body.error.params.job).toBe(winner);
  });
});

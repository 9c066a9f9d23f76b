import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { describeEachDatabase } from '../helper.ts';
import { signedInUser } from '../sessions.ts';
import {
  apply,
  assigned,
  call,
  day,
  expectOk,
  guide,
  jobBody,
  jobsSnapshot,
  postJob,
  setDates,
  team,
} from './support.ts';

const state = async (app: Parameters<typeof postJob>[0], user: { auth: object }, job: string) =>
  (await expectOk(call(app, user as never, 'GET', `/api/v1/Job/${job}`))).body.state as string;

// 4 and 7: every move allowed and refused per side, and bad input storing nothing.
describeEachDatabase('jobs: states and sides', (ctx) => {
  it('posts a job from a buyer space only, refusing bad input by field and rule, nothing stored', async () => {
    const buyer = await team(ctx.app, 'buyer', '求人株式会社');
    const g = await guide(ctx.app);
    const before = await jobsSnapshot(ctx.app);
    const post = (user: typeof buyer.owner, body: Record<string, unknown>) =>
      call(ctx.app, user, 'POST', '/api/v1/Job', body);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ dates: { from: day(-1), to: day(1) } }, 400, 'body.dates.from', 'past'],
      [{ dates: { from: day(5), to: day(4) } }, 400, 'body.dates.to', 'date_order'],
      [{ groupSize: 0 }, 400, 'body.groupSize', 'too_small'],
      [{ deadline: `${day(20)}T00:00:00+09:00` }, 400, 'body.deadline', 'after_end'],
      [{ languages: ['xx'] }, 400, 'body.languages.0', 'invalid_value'],
    ];
    for (const [change, status, field, rule] of cases) {
      const res = await post(buyer.owner, jobBody(buyer.space, change));
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    }
    expect((await post(buyer.member, jobBody(buyer.space))).body.error.code).toBe('job.manage_forbidden');
    const asGuide = await post(g.user, jobBody(g.space));
    expect([asGuide.status, asGuide.body.error.code]).toEqual([422, 'job.not_buyer_space']);
    expect(await jobsSnapshot(ctx.app)).toBe(before);
    const ok = await expectOk(post(buyer.owner, jobBody(buyer.space)));
    expect(ok.body).toMatchObject({
      state: 'open',
      actions: ['edit', 'cancel', 'delete'],
      applicantCount: 0,
    });
  });

  it('applies once with a fee and total; refuses a second application, no profile and a closed job', async () => {
    const buyer = await team(ctx.app, 'buyer', '応募株式会社');
    const g = await guide(ctx.app);
    const job = await postJob(ctx.app, buyer, { hoursPerDay: 10, dates: { from: day(14), to: day(15) } });
    const res = await expectOk(
      call(ctx.app, g.user, 'POST', `/api/v1/Job/${job}/applications`, {
        guide: g.space,
        message: 'はい',
        fee: 30000,
      }),
    );
    expect(res.body.total).toEqual({ days: 2, overtimeHours: 2, perDay: 34000, total: 68000 });
    const again = await call(ctx.app, g.user, 'POST', `/api/v1/Job/${job}/applications`, {
      guide: g.space,
      message: 'もう一度',
      fee: 1,
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'job.duplicate_application']);
    const bare = await guide(ctx.app, {}, true);
    const noProfile = await call(ctx.app, bare.user, 'POST', `/api/v1/Job/${job}/applications`, {
      guide: bare.space,
      message: 'はい',
      fee: 1,
    });
    expect([noProfile.status, noProfile.body.error.code]).toEqual([409, 'guide.no_profile']);
    await expectOk(call(ctx.app, buyer.owner, 'POST', `/api/v1/Job/${job}/cancel`, { reason: '中止' }));
    const late = await guide(ctx.app);
    const closed = await call(ctx.app, late.user, 'POST', `/api/v1/Job/${job}/applications`, {
      guide: late.space,
      message: 'はい',
      fee: 1,
    });
    // A cancelled public job is no longer readable by a guide who never applied.
    expect(closed.status).toBe(404);
    const listed = await expectOk(call(ctx.app, buyer.member, 'GET', `/api/v1/Job/${job}/applications`));
    expect(listed.body.items).toHaveLength(1);
  });

  it('accepts one application: assigned, others filled, days held; members and guides may not accept', async () => {
    const buyer = await team(ctx.app, 'buyer', '採用株式会社');
    const [a, b] = [await guide(ctx.app), await guide(ctx.app)];
    const job = await postJob(ctx.app, buyer);
    const [appA, appB] = [await apply(ctx.app, a, job), await apply(ctx.app, b, job)];
    const accept = (user: typeof buyer.owner, id: string) =>
      call(ctx.app, user, 'POST', `/api/v1/Job/${job}/applications/${id}/accept`, {});
    expect((await accept(buyer.member, appA)).body.error.code).toBe('job.manage_forbidden');
    expect((await accept(a.user, appA)).body.error.code).toBe('job.manage_forbidden');
    const ok = await expectOk(accept(buyer.owner, appA));
    expect(ok.body).toMatchObject({ state: 'assigned', guide: { space: a.space } });
    const second = await accept(buyer.owner, appB);
    expect([second.status, second.body.error.code]).toEqual([409, 'job.state_conflict']);
    const apps = await expectOk(call(ctx.app, buyer.owner, 'GET', `/api/v1/Job/${job}/applications`));
    expect(apps.body.items.map((i: { state: string }) => i.state).sort()).toEqual(['accepted', 'filled']);
    const calendar = await expectOk(
      call(ctx.app, a.user, 'GET', `/api/v1/Guide/${a.space}/availability?from=${day(14)}&to=${day(14)}`),
    );
    expect(calendar.body.days).toEqual([{ day: day(14), status: 'assigned', job }]);
    const told = await queryRows<{ n: number }>(
      ctx.app.database.db,
      sql`select count(*)::int as n from notifications where target = ${b.user.sub}`,
    );
    expect(Number(told[0]?.n)).toBeGreaterThanOrEqual(1);
  });

  it('refuses assigning a guide on a day they marked unavailable, naming the day, nothing stored', async () => {
    const buyer = await team(ctx.app, 'buyer', '不在株式会社');
    const g = await guide(ctx.app);
    const job = await postJob(ctx.app, buyer, { dates: { from: day(13), to: day(15) } });
    const id = await apply(ctx.app, g, job);
    await expectOk(
      call(ctx.app, g.user, 'PUT', `/api/v1/Guide/${g.space}/availability`, {
        from: day(1),
        to: day(30),
        unavailable: [day(14)],
      }),
    );
    const before = await jobsSnapshot(ctx.app);
    const res = await call(ctx.app, buyer.owner, 'POST', `/api/v1/Job/${job}/applications/${id}/accept`, {});
    expect([res.status, res.body.error.code, res.body.error.params]).toEqual([
      409,
      'guide.unavailable',
      { day: day(14) },
    ]);
    expect(await jobsSnapshot(ctx.app)).toBe(before);
  });

  it('refuses a second job on overlapping days, naming the clashing job', async () => {
    const [first, second] = [
      await team(ctx.app, 'buyer', '先約株式会社'),
      await team(ctx.app, 'buyer', '後約株式会社'),
    ];
    const g = await guide(ctx.app);
    // Applied to both while free; the first acceptance then takes the shared day.
    const held = await postJob(ctx.app, first, { dates: { from: day(14), to: day(16) } });
    const job = await postJob(ctx.app, second, { dates: { from: day(16), to: day(17) } });
    const heldApp = await apply(ctx.app, g, held);
    const id = await apply(ctx.app, g, job);
    await expectOk(
      call(ctx.app, first.owner, 'POST', `/api/v1/Job/${held}/applications/${heldApp}/accept`, {}),
    );
    const res = await call(ctx.app, second.owner, 'POST', `/api/v1/Job/${job}/applications/${id}/accept`, {});
    expect([res.status, res.body.error.code, res.body.error.params]).toEqual([
      409,
      'guide.busy',
      { job: held, day: day(16) },
    ]);
    expect(await state(ctx.app, second.owner, job)).toBe('open');
  });

  it('refuses an application from a guide who holds one of the days, naming the job or day, nothing stored', async () => {
    const [first, second] = [
      await team(ctx.app, 'buyer', '予約済株式会社'),
      await team(ctx.app, 'buyer', '重複株式会社'),
    ];
    const g = await guide(ctx.app);
    const held = await assigned(ctx.app, first, g, { dates: { from: day(14), to: day(16) } });
    const job = await postJob(ctx.app, second, { dates: { from: day(16), to: day(17) } });
    const body = { guide: g.space, message: 'お願いします', fee: 30000 };
    const before = await jobsSnapshot(ctx.app);
    const res = await call(ctx.app, g.user, 'POST', `/api/v1/Job/${job}/applications`, body);
    expect([res.status, res.body.error.code, res.body.error.params]).toEqual([
      409,
      'guide.busy',
      { job: held, day: day(16) },
    ]);
    expect(await jobsSnapshot(ctx.app)).toBe(before);
    await expectOk(
      call(ctx.app, g.user, 'PUT', `/api/v1/Guide/${g.space}/availability`, {
        from: day(1),
        to: day(30),
        unavailable: [day(20)],
      }),
    );
    const later = await postJob(ctx.app, second, { dates: { from: day(19), to: day(21) } });
    const off = await call(ctx.app, g.user, 'POST', `/api/v1/Job/${later}/applications`, body);
    expect([off.status, off.body.error.code, off.body.error.params]).toEqual([
      409,
      'guide.unavailable',
      { day: day(20) },
    ]);
    const apps = await queryRows<{ n: number }>(
      ctx.app.database.db,
      sql`select count(*)::int as n from job_applications where job_key in (${job}, ${later})`,
    );
    expect(Number(apps[0]?.n)).toBe(0);
  });

  it('completes from the last day on, by the poster only', async () => {
    const buyer = await team(ctx.app, 'buyer', '完了株式会社');
    const g = await guide(ctx.app);
    const job = await assigned(ctx.app, buyer, g);
    const complete = (user: typeof buyer.owner) =>
      call(ctx.app, user, 'POST', `/api/v1/Job/${job}/complete`, {});
    const early = await complete(buyer.owner);
    expect([early.status, early.body.error.code, early.body.error.params]).toEqual([
      409,
      'job.too_early',
      { day: day(14) },
    ]);
    await setDates(ctx.app, job, day(-1), day(0));
    expect((await complete(g.user)).body.error.code).toBe('job.manage_forbidden');
    expect((await complete(buyer.member)).body.error.code).toBe('job.manage_forbidden');
    const done = await expectOk(complete(buyer.owner));
    expect(done.body.state).toBe('completed');
    expect((await complete(buyer.owner)).body.error).toMatchObject({
      code: 'job.state_conflict',
      params: { from: 'completed', to: 'completed' },
    });
    const profile = await expectOk(call(ctx.app, g.user, 'GET', `/api/v1/Guide/${g.space}/profile`));
    expect(profile.body.completedJobs).toBe(1);
  });

  it('cancels before the start by either side with a reason, freeing the days; not after the start', async () => {
    const buyer = await team(ctx.app, 'buyer', '取消株式会社');
    const g = await guide(ctx.app);
    const byGuide = await assigned(ctx.app, buyer, g);
    const noReason = await call(ctx.app, g.user, 'POST', `/api/v1/Job/${byGuide}/cancel`, {});
    expect([noReason.status, noReason.body.error.fields[0].field]).toEqual([400, 'body.reason']);
    const cancelled = await expectOk(
      call(ctx.app, g.user, 'POST', `/api/v1/Job/${byGuide}/cancel`, { reason: '体調不良' }),
    );
    expect(cancelled.body).toMatchObject({
      state: 'cancelled',
      cancelledBy: 'guide',
      cancelReason: '体調不良',
    });
    const days = await expectOk(call(ctx.app, g.user, 'GET', `/api/v1/Guide/${g.space}/availability`));
    expect(days.body.days).toEqual([]);
    const started = await assigned(ctx.app, buyer, g, { dates: { from: day(20), to: day(21) } });
    await setDates(ctx.app, started, day(0), day(1));
    const late = await call(ctx.app, buyer.owner, 'POST', `/api/v1/Job/${started}/cancel`, {
      reason: '中止',
    });
    expect([late.status, late.body.error.code]).toEqual([409, 'job.started']);
    const open = await postJob(ctx.app, buyer);
    const stranger = await guide(ctx.app);
    expect(
      (await call(ctx.app, stranger.user, 'POST', `/api/v1/Job/${open}/cancel`, { reason: 'x' })).status,
    ).toBe(403);
    const byBuyer = await expectOk(
      call(ctx.app, buyer.admin, 'POST', `/api/v1/Job/${open}/cancel`, { reason: '中止' }),
    );
    expect(byBuyer.body).toMatchObject({ state: 'cancelled', cancelledBy: 'buyer', actions: ['delete'] });
    await expectOk(call(ctx.app, buyer.owner, 'DELETE', `/api/v1/Job/${open}`));
  });

  it('makes an offer that only its guide accepts or declines; the accepted days are blocked', async () => {
    const buyer = await team(ctx.app, 'buyer', '依頼株式会社');
    const [g, other] = [await guide(ctx.app), await guide(ctx.app)];
    const offer = await postJob(ctx.app, buyer, { offerTo: g.space });
    const view = await expectOk(call(ctx.app, g.user, 'GET', `/api/v1/Job/${offer}`));
    expect(view.body.actions).toEqual(['accept-offer', 'decline-offer']);
    expect((await call(ctx.app, other.user, 'GET', `/api/v1/Job/${offer}`)).status).toBe(404);
    const applied = await call(ctx.app, g.user, 'POST', `/api/v1/Job/${offer}/applications`, {
      guide: g.space,
      message: 'x',
      fee: 1,
    });
    expect(applied.body.error.code).toBe('job.offer_only');
    expect(
      (await call(ctx.app, buyer.owner, 'POST', `/api/v1/Job/${offer}/accept-offer`, {})).body.error.code,
    ).toBe('job.not_offer');
    const taken = await expectOk(call(ctx.app, g.user, 'POST', `/api/v1/Job/${offer}/accept-offer`, {}));
    expect(taken.body).toMatchObject({ state: 'assigned', guide: { space: g.space } });
    const blocked = await expectOk(
      call(
        ctx.app,
        buyer.owner,
        'GET',
        `/api/v1/Guide/${g.space}/availability?from=${day(14)}&to=${day(14)}`,
      ),
    );
    expect(blocked.body.days).toEqual([{ day: day(14), status: 'assigned', job: null }]);
    const declined = await postJob(ctx.app, buyer, {
      offerTo: g.space,
      dates: { from: day(20), to: day(20) },
    });
    const no = await expectOk(
      call(ctx.app, g.user, 'POST', `/api/v1/Job/${declined}/decline-offer`, { reason: '先約' }),
    );
    expect(no.body).toMatchObject({ state: 'cancelled', cancelledBy: 'guide' });
  });

  it('expires an open job once its deadline passes (on read and by the sweep); then refuses applications', async () => {
    const buyer = await team(ctx.app, 'buyer', '期限株式会社');
    const g = await guide(ctx.app);
    const job = await postJob(ctx.app, buyer);
    await queryRows(
      ctx.app.database.db,
      sql`update jobs set deadline = now() - interval '1 minute' where key = ${job}`,
    );
    expect(await state(ctx.app, buyer.owner, job)).toBe('expired');
    const res = await call(ctx.app, g.user, 'POST', `/api/v1/Job/${job}/applications`, {
      guide: g.space,
      message: 'x',
      fee: 1,
    });
    expect([res.status, res.body.error.code]).toEqual([409, 'job.deadline_passed']);
    const { expireDue } = await import('../../src/modules/jobs/service/moves.ts');
    expect(await expireDue(ctx.app)).toBeGreaterThanOrEqual(1);
    const [row] = await queryRows<{ state: string }>(
      ctx.app.database.db,
      sql`select state from jobs where key = ${job}`,
    );
    expect(row?.state).toBe('expired');
  });

  it('lists jobs for a guide with matching ones first, and opens a conversation about a job', async () => {
    const buyer = await team(ctx.app, 'buyer', '一覧株式会社');
    const g = await guide(ctx.app, { regions: ['47'], languages: [{ code: 'th', level: 'fluent' }] });
    const other = await postJob(ctx.app, buyer, {
      prefecture: '13',
      dates: { from: day(2), to: day(2) },
      deadline: `${day(1)}T12:00:00+09:00`,
    });
    const match = await postJob(ctx.app, buyer, { prefecture: '47', languages: ['th'] });
    const res = await expectOk(call(ctx.app, g.user, 'GET', `/api/v1/Job/for-me?space=${g.space}&limit=100`));
    const keys = res.body.items.map((i: { key: string }) => i.key);
    expect(keys.indexOf(match)).toBe(0);
    expect(keys).toContain(other);
    expect(res.body.items[0].matches).toBe(true);
    const stranger = await signedInUser(ctx.app);
    expect((await call(ctx.app, stranger, 'GET', `/api/v1/Job/for-me?space=${g.space}`)).status).toBe(404);
    await apply(ctx.app, g, match);
    const talk = await expectOk(
      call(ctx.app, buyer.owner, 'POST', `/api/v1/Job/${match}/conversation`, { guide: g.space }),
    );
    const again = await expectOk(
      call(ctx.app, g.user, 'POST', `/api/v1/Job/${match}/conversation`, { guide: g.space }),
    );
    expect(again.body.conversation).toBe(talk.body.conversation);
    const mine = await expectOk(call(ctx.app, g.user, 'GET', `/api/v1/Job?space=${g.space}`));
    expect(mine.body.items.map((i: { key: string }) => i.key)).toEqual([match]);
    expect(mine.body.items[0].myApplication).toMatchObject({ state: 'pending', fee: 30000 });
  });

  it('query and aggregate keep to the whitelist and to readable jobs', async () => {
    const buyer = await team(ctx.app, 'buyer', '集計株式会社');
    await postJob(ctx.app, buyer);
    const q = await call(ctx.app, buyer.owner, 'POST', '/api/v1/Job/query', {
      filter: { cancelReason: 'x' },
    });
    expect([q.status, q.body.error.fields[0].rule]).toEqual([400, 'unknown_field']);
    const mine = await expectOk(
      call(ctx.app, buyer.owner, 'POST', '/api/v1/Job/query', {
        filter: { space: buyer.space, state: 'open' },
      }),
    );
    expect(mine.body.items).toHaveLength(1);
    const outsider = await team(ctx.app, 'buyer', '部外株式会社');
    const none = await expectOk(
      call(ctx.app, outsider.owner, 'POST', '/api/v1/Job/query', { filter: { space: buyer.space } }),
    );
    expect(none.body.items).toEqual([]);
    const agg = await expectOk(
      call(ctx.app, buyer.owner, 'POST', '/api/v1/Job/aggregate', { groupBy: ['state', 'language'] }),
    );
    expect(agg.body.items).toEqual([{ group: { state: 'open', language: 'en' }, count: 1 }]);
    const bad = await call(ctx.app, buyer.owner, 'POST', '/api/v1/Job/aggregate', { groupBy: ['deadline'] });
    expect([bad.status, bad.body.error.fields[0].rule]).toEqual([400, 'not_groupable']);
  });

  it('aggregates numbers as text groups with float metrics, and pages a sorted query with its cursor', async () => {
    const buyer = await team(ctx.app, 'buyer', '数字株式会社');
    const small = await postJob(ctx.app, buyer, { groupSize: 4, feePerDay: 20000, languages: ['en', 'fr'] });
    const large = await postJob(ctx.app, buyer, { groupSize: 12, feePerDay: 30000 });
    const third = await postJob(ctx.app, buyer, { groupSize: 12, feePerDay: 41000 });
    const post = (url: string, body: Record<string, unknown>) =>
      call(ctx.app, buyer.owner, 'POST', url, body);
    const bySize = await expectOk(
      post('/api/v1/Job/aggregate', {
        filter: { space: buyer.space },
        groupBy: ['groupSize'],
        metrics: [{ op: 'count' }, { op: 'avg', field: 'feePerDay' }, { op: 'max', field: 'hoursPerDay' }],
      }),
    );
    expect(bySize.body).toEqual({
      items: [
        { group: { groupSize: '12' }, count: 2, 'avg:feePerDay': 35500, 'max:hoursPerDay': 8 },
        { group: { groupSize: '4' }, count: 1, 'avg:feePerDay': 20000, 'max:hoursPerDay': 8 },
      ],
      next: null,
    });
    const byLanguage = await expectOk(
      post('/api/v1/Job/aggregate', { filter: { space: buyer.space }, groupBy: ['language'] }),
    );
    expect(byLanguage.body.items).toEqual([
      { group: { language: 'en' }, count: 3 },
      { group: { language: 'fr' }, count: 1 },
    ]);
    const notNumber = await post('/api/v1/Job/aggregate', { metrics: [{ op: 'sum', field: 'prefecture' }] });
    expect([notNumber.status, notNumber.body.error.fields]).toEqual([
      400,
      [{ field: 'body.metrics.0.field', rule: 'not_numeric', message: 'sum needs a number' }],
    ]);
    const page = (cursor?: string) =>
      expectOk(
        post('/api/v1/Job/query', {
          filter: { space: buyer.space },
          sort: [{ field: 'feePerDay', order: 'desc' }],
          limit: 2,
          ...(cursor ? { cursor } : {}),
        }),
      );
    const first = await page();
    expect(first.body.items.map((i: { key: string }) => i.key)).toEqual([third, large]);
    const second = await page(first.body.next);
    expect([second.body.items.map((i: { key: string }) => i.key), second.body.next]).toEqual([[small], null]);
    const forged = await post('/api/v1/Job/query', { cursor: 'bm90LWpzb24' });
    expect([forged.status, forged.body.error.fields[0]]).toEqual([
      400,
      { field: 'body.cursor', rule: 'cursor', message: 'not a cursor from this query' },
    ]);
  });
});

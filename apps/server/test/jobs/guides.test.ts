import { expect, it } from 'vitest';
import { describeEachDatabase, INVALID_RECORD } from '../helper.ts';
import { signedInUser } from '../sessions.ts';
import { call, day, expectOk, guide, jobsSnapshot, profile, team } from './support.ts';

// 2 and 7: the guide profile, its calendar, the directory and bad input.
describeEachDatabase('guides: profile, calendar and directory', (ctx) => {
  it('writes, reads, patches and deletes a profile; others read it and may not change it', async () => {
    const g = await guide(ctx.app);
    const url = `/api/v1/Guide/${g.space}/profile`;
    const own = await expectOk(call(ctx.app, g.user, 'GET', url));
    expect(own.body).toMatchObject({
      space: g.space,
      licence: { type: 'national' },
      rates: { fullDay: 32000, halfDay: 24000, overtimeHour: 2000 },
      trainingOverdue: false,
      actions: ['edit', 'delete'],
    });
    const stranger = await signedInUser(ctx.app);
    const other = await expectOk(call(ctx.app, stranger, 'GET', url));
    expect(other.body.actions).toEqual([]);
    const refused = await call(ctx.app, stranger, 'PATCH', url, { furigana: 'x' });
    expect(refused.status).toBe(403);
    const patched = await expectOk(call(ctx.app, g.user, 'PATCH', url, { rates: { fullDay: 40000 } }));
    expect(patched.body.rates).toEqual({ fullDay: 40000, halfDay: 24000, overtimeHour: 2000 });
    const old = await expectOk(call(ctx.app, g.user, 'PATCH', url, { lastTraining: '2015-04-01' }));
    expect(old.body.trainingOverdue).toBe(true);
    await expectOk(call(ctx.app, g.user, 'DELETE', url));
    expect((await call(ctx.app, g.user, 'GET', url)).status).toBe(404);
  });

  it('refuses bad profiles with 400 naming field and rule, storing nothing', async () => {
    const g = await guide(ctx.app);
    const url = `/api/v1/Guide/${g.space}/profile`;
    const before = await jobsSnapshot(ctx.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ languages: [{ code: 'xx', level: 'fluent' }] }, 'body.languages.0.code', 'invalid_value'],
      [{ regions: ['48'] }, 'body.regions.0', 'prefecture'],
      [{ rates: { fullDay: -1 } }, 'body.rates.fullDay', 'too_small'],
      [{ rates: { fullDay: 1_000_001 } }, 'body.rates.fullDay', 'too_big'],
      [{ lastTraining: day(1) }, 'body.lastTraining', 'future_date'],
      [{ licence: { type: 'regional', number: '1' } }, 'body.licence.region', 'required'],
    ];
    for (const [change, field, rule] of cases) {
      const res = await call(ctx.app, g.user, 'PUT', url, profile(change));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rule })]),
      );
    }
    expect(await jobsSnapshot(ctx.app)).toBe(before);
  });

  it('marks days unavailable and reads them back; a non-guide space is invalid record', async () => {
    const g = await guide(ctx.app);
    const url = `/api/v1/Guide/${g.space}/availability`;
    await expectOk(
      call(ctx.app, g.user, 'PUT', url, { from: day(1), to: day(30), unavailable: [day(3), day(4)] }),
    );
    const res = await expectOk(call(ctx.app, g.user, 'GET', `${url}?from=${day(0)}&to=${day(30)}`));
    expect(res.body.days).toEqual([
      { day: day(3), status: 'unavailable', job: null },
      { day: day(4), status: 'unavailable', job: null },
    ]);
    const outside = await call(ctx.app, g.user, 'PUT', url, {
      from: day(1),
      to: day(2),
      unavailable: [day(5)],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields[0]).toMatchObject({
      field: 'body.unavailable.0',
      rule: 'outside_range',
    });
    const buyer = await team(ctx.app, 'buyer', 'カレンダー株式会社');
    expect(
      (await call(ctx.app, buyer.owner, 'GET', `/api/v1/Guide/${buyer.space}/availability`)).status,
    ).toBe(404);
  });

  it('finds guides by language, prefecture, free dates, licence and rate; counts them per language', async () => {
    const kyoto = await guide(ctx.app, { specialties: [{ jp: '禅寺', en: 'Zen temples' }] });
    const french = await guide(ctx.app, {
      languages: [{ code: 'fr', level: 'fluent' }],
      regions: ['13'],
      rates: { fullDay: 50000, halfDay: 30000, overtimeHour: 3000 },
    });
    const buyer = await signedInUser(ctx.app);
    const search = (body: Record<string, unknown>) =>
      expectOk(call(ctx.app, buyer, 'POST', '/api/v1/Guide/search', { limit: 100, ...body }));
    const spaces = async (body: Record<string, unknown>) =>
      ((await search(body)).body.items as { space: string }[]).map((c) => c.space);
    expect(await spaces({ languages: ['en'], prefecture: '26' })).toContain(kyoto.space);
    expect(await spaces({ languages: ['en'], prefecture: '26' })).not.toContain(french.space);
    expect(await spaces({ languages: ['fr'] })).toEqual([french.space]);
    expect(await spaces({ specialty: 'zen' })).toEqual([kyoto.space]);
    expect(await spaces({ maxRate: 40000, languages: ['fr'] })).toEqual([]);
    await expectOk(
      call(ctx.app, kyoto.user, 'PUT', `/api/v1/Guide/${kyoto.space}/availability`, {
        from: day(1),
        to: day(30),
        unavailable: [day(10)],
      }),
    );
    expect(await spaces({ date: day(10), languages: ['en'], prefecture: '26' })).not.toContain(kyoto.space);
    expect(await spaces({ from: day(8), to: day(12), prefecture: '26' })).not.toContain(kyoto.space);
    expect(await spaces({ from: day(11), to: day(12), prefecture: '26' })).toContain(kyoto.space);
    const card = (await search({ languages: ['fr'] })).body.items[0];
    expect(card).toMatchObject({ licence: 'national', rates: { fullDay: 50000 }, verified: false });
    const counts = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/guide/aggregate', { groupBy: ['language'] }),
    );
    const fr = counts.body.items.find((i: { group: { language: string } }) => i.group.language === 'fr');
    expect(fr.count).toBeGreaterThanOrEqual(1);
  });

  it('refuses fields outside the whitelist in query and aggregate, naming them', async () => {
    const user = await signedInUser(ctx.app);
    const q = await call(ctx.app, user, 'POST', '/api/v1/Guide/query', { filter: { 'licence.number': '1' } });
    expect(q.status).toBe(400);
    expect(q.body.error.fields[0]).toMatchObject({
      field: 'body.filter.licence.number',
      rule: 'unknown_field',
    });
    const a = await call(ctx.app, user, 'POST', '/api/guide/aggregate', { groupBy: ['bio'] });
    expect(a.status).toBe(400);
    expect(a.body.error.fields[0]).toMatchObject({ field: 'body.groupBy.0', rule: 'not_groupable' });
    const ok = await expectOk(
      call(ctx.app, user, 'POST', '/api/v1/Guide/query', { filter: { language: 'en', prefecture: '26' } }),
    );
    expect(Array.isArray(ok.body.items)).toBe(true);
  });

  it('aggregates cards once per listed language or prefecture, with rate metrics, and names what cannot serve', async () => {
    const g = await guide(ctx.app);
    const user = await signedInUser(ctx.app);
    const aggregate = (body: Record<string, unknown>) =>
      call(ctx.app, user, 'POST', '/api/guide/aggregate', body);
    const byLanguage = await expectOk(
      aggregate({
        filter: { space: g.space },
        groupBy: ['language'],
        metrics: [{ op: 'count' }, { op: 'sum', field: 'rates.fullDay' }],
      }),
    );
    expect(byLanguage.body).toEqual({
      items: [
        { group: { language: 'en' }, count: 1, 'sum:rates.fullDay': 32000 },
        { group: { language: 'ja' }, count: 1, 'sum:rates.fullDay': 32000 },
      ],
      next: null,
    });
    const twoWays = await expectOk(
      aggregate({ filter: { space: g.space }, groupBy: ['licence', 'prefecture'] }),
    );
    expect(twoWays.body.items).toEqual([
      { group: { licence: 'national', prefecture: '26' }, count: 1 },
      { group: { licence: 'national', prefecture: '27' }, count: 1 },
    ]);
    const refused = await aggregate({ groupBy: ['name'], metrics: [{ op: 'avg', field: 'name' }] });
    expect([refused.status, refused.body.error.code]).toEqual([400, 'request.invalid']);
    expect(refused.body.error.fields).toEqual([
      {
        field: 'body.groupBy.0',
        rule: 'not_groupable',
        message: 'groups by language, prefecture or licence',
      },
      { field: 'body.metrics.0.field', rule: 'not_numeric', message: 'avg needs a number' },
    ]);
  });

  it('lets any space write to a guide listed in the directory, not to a guide without a profile', async () => {
    const buyer = await team(ctx.app, 'buyer', 'ガイドに連絡する旅行社');
    const listed = await guide(ctx.app);
    const open = () =>
      call(ctx.app, buyer.owner, 'POST', '/api/messenger/new', {
        space: buyer.space,
        participants: [listed.space],
        subject: '京都のご案内について',
        about: { kind: 'guide', key: listed.space },
      });
    const first = await expectOk(open());
    // A second "Message" answers the same conversation, and the guide reads it.
    expect((await expectOk(open())).body.key).toBe(first.body.key);
    const thread = await call(ctx.app, listed.user, 'GET', `/api/messenger/${first.body.key}`);
    expect(thread.status).toBe(200);
    const unlisted = await guide(ctx.app, {}, true);
    const refused = await call(ctx.app, buyer.owner, 'POST', '/api/messenger/new', {
      space: buyer.space,
      participants: [unlisted.space],
      subject: 'ご案内',
      about: { kind: 'guide', key: unlisted.space },
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(INVALID_RECORD);
    // Without `about` the partnership rule stands: a guide is no trading partner.
    const bare = await call(ctx.app, buyer.owner, 'POST', '/api/messenger/new', {
      space: buyer.space,
      participants: [listed.space],
      subject: 'ご案内',
    });
    expect(bare.body.error.code).toBe('messenger.not_partners');
    const list = await expectOk(
      call(ctx.app, listed.user, 'POST', '/api/messenger', { space: listed.space }),
    );
    expect(list.body.items[0].about).toMatchObject({ kind: 'guide', key: listed.space });
  });
});

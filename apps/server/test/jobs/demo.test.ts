import { expect, it } from 'vitest';
import { findAccountByEmail } from '../../src/idp/accounts.ts';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, day, expectOk } from './support.ts';

// the demo guide's profile and calendar, and さくらトラベル's two jobs, dated from today.
describeEachDatabase('demo guides and jobs', (ctx) => {
  const as = async (email: string) => {
    const sub = (await findAccountByEmail(ctx.app.database.db, email))?.sub ?? '';
    const cookie = await createSession(ctx.app.database.db, sub, {
      accessToken: 'demo',
      idToken: 'demo',
      refreshToken: undefined,
      expiresInSeconds: 3600,
    });
    return {
      sub,
      email,
      cookie,
      auth: { cookies: { tt_session: cookie }, headers: { 'x-tourtariff-client': 'web' } },
    };
  };

  it("completes guide@example.com's profile with some unavailable days ahead", async () => {
    const buyer = await as('buyer@example.com');
    const profile = await expectOk(call(ctx.app, buyer, 'GET', '/api/v1/Guide/sp_guide-ken/profile'));
    expect(profile.body).toMatchObject({
      licence: { type: 'national' },
      languages: [
        { code: 'ja', level: 'native' },
        { code: 'en', level: 'fluent' },
      ],
      regions: ['26', '27'],
      specialties: [
        { jp: '茶道', en: 'Tea ceremony' },
        { jp: '寺院', en: 'Temples' },
      ],
      rates: { fullDay: 32000, halfDay: 24000, overtimeHour: 2000 },
      trainingOverdue: false,
      completedJobs: 1,
    });
    const calendar = await expectOk(call(ctx.app, buyer, 'GET', '/api/v1/Guide/sp_guide-ken/availability'));
    expect(calendar.body.days.map((d: { day: string }) => d.day)).toEqual([day(5), day(6), day(20)]);
    const found = await expectOk(
      call(ctx.app, buyer, 'POST', '/api/v1/Guide/search', {
        languages: ['en'],
        prefecture: '26',
        date: day(14),
      }),
    );
    expect(found.body.items.map((c: { space: string }) => c.space)).toContain('sp_guide-ken');
  });

  it('gives さくらトラベル an open Kyoto job matching the guide, and a completed one', async () => {
    const buyer = await as('buyer@example.com');
    const posted = await expectOk(call(ctx.app, buyer, 'GET', '/api/v1/Job?space=sp_sakura-travel'));
    const states = posted.body.items.map(
      (j: { state: string; prefecture: string }) => `${j.state} ${j.prefecture}`,
    );
    expect(states.sort()).toEqual(['completed 27', 'open 26']);
    const guide = await as('guide@example.com');
    const forMe = await expectOk(call(ctx.app, guide, 'GET', '/api/v1/Job/for-me?space=sp_guide-ken'));
    expect(forMe.body.items[0]).toMatchObject({ prefecture: '26', matches: true, actions: ['apply'] });
    const mine = await expectOk(call(ctx.app, guide, 'GET', '/api/v1/Job?space=sp_guide-ken'));
    expect(mine.body.items.map((j: { state: string }) => j.state)).toEqual(['completed']);
  });
});

import { addDays, japanDay } from '@tourtariff/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../src/db/client.ts';
import { call, expectOk, type Team, team } from '../partners/support.ts';
import { signedInUser, type TestUser } from '../sessions.ts';

export { call, expectOk, type Team, team };

export const day = (offset: number) => addDays(japanDay(), offset);

/** A valid guide profile (national licence, English and Japanese, Kyoto and Osaka, reference rates). */
export const profile = (overrides: Record<string, unknown> = {}) => ({
  licence: { type: 'national', number: '第1号', prefecture: '26', region: '' },
  lastTraining: day(-100),
  languages: [
    { code: 'ja', level: 'native' },
    { code: 'en', level: 'fluent' },
  ],
  regions: ['26', '27'],
  specialties: [{ jp: '茶道', en: 'Tea ceremony' }],
  bio: { jp: '京都のガイドです。', en: 'A Kyoto guide.' },
  furigana: 'がいど',
  ...overrides,
});

export type Guide = { user: TestUser; space: string };

let n = 0;
/** A guide with a guide space and (unless `bare`) a profile. */
export async function guide(app: FastifyInstance, overrides: Record<string, unknown> = {}, bare = false) {
  n += 1;
  const user = await signedInUser(app);
  const res = await expectOk(call(app, user, 'POST', '/api/v1/Guide', { name: `ガイド${n}` }));
  const space = res.body.key as string;
  if (!bare) await expectOk(call(app, user, 'PUT', `/api/v1/Guide/${space}/profile`, profile(overrides)));
  return { user, space } satisfies Guide;
}

/** A job body: one day two weeks ahead in Kyoto, English, applications open for a week. */
export const jobBody = (space: string, overrides: Record<string, unknown> = {}) => ({
  space,
  title: { jp: '京都案内', en: 'Kyoto tour' },
  dates: { from: day(14), to: day(14) },
  startTime: '09:00',
  hoursPerDay: 8,
  meetingPlace: '京都駅',
  prefecture: '26',
  languages: ['en'],
  groupSize: 10,
  feePerDay: 32000,
  deadline: `${day(7)}T18:00:00+09:00`,
  ...overrides,
});

export async function postJob(app: FastifyInstance, buyer: Team, overrides: Record<string, unknown> = {}) {
  const res = await expectOk(call(app, buyer.owner, 'POST', '/api/v1/Job', jobBody(buyer.space, overrides)));
  return res.body.key as string;
}

export async function apply(app: FastifyInstance, g: Guide, job: string, fee = 30000) {
  const res = await expectOk(
    call(app, g.user, 'POST', `/api/v1/Job/${job}/applications`, {
      guide: g.space,
      message: 'お願いします',
      fee,
    }),
  );
  return res.body.key as string;
}

/** A job assigned to `g` through an accepted application. */
export async function assigned(
  app: FastifyInstance,
  buyer: Team,
  g: Guide,
  overrides: Record<string, unknown> = {},
) {
  const job = await postJob(app, buyer, overrides);
  const application = await apply(app, g, job);
  await expectOk(call(app, buyer.owner, 'POST', `/api/v1/Job/${job}/applications/${application}/accept`, {}));
  return job;
}

/** Everything the guides and jobs tables hold: "nothing stored" compares two of these. */
export async function jobsSnapshot(app: FastifyInstance) {
  const [row] = await queryRows<Record<string, unknown>>(
    app.database.db,
    sql`select
      (select coalesce(json_agg(t order by t.space_key)::text, '') from guide_profiles t) as profiles,
      (select coalesce(json_agg(t order by t.guide_key, t.day)::text, '') from guide_days t) as days,
      (select coalesce(json_agg(t order by t.key)::text, '') from jobs t) as jobs,
      (select coalesce(json_agg(t order by t.key)::text, '') from job_applications t) as applications`,
  );
  return JSON.stringify(row);
}

/** Backdates a job (the API refuses past dates) so the clock's rules can be tried. */
export async function setDates(app: FastifyInstance, job: string, from: string, to: string) {
  await queryRows(
    app.database.db,
    sql`update jobs set date_from = ${from}::date, date_to = ${to}::date where key = ${job}`,
  );
}

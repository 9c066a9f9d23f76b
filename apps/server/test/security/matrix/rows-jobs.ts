import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../src/db/client.ts';
import { jobApplications, jobs } from '../../../src/db/schema/index.ts';
import { seedGuideProfile } from '../../../src/modules/guides/index.ts';
import { day, profile } from '../../jobs/support.ts';
import { type Fixture, type Party, pair, type Row, split } from './table.ts';

const NO_JOB = 'jb_mx-missing';
const NO_SPACE = 'sp_mx-missing';
const id = (prefix: string) => `${prefix}_mx-${randomBytes(6).toString('base64url')}`;

/** A fresh open job, written below the API: posted by `space`, offered to `offerTo` when given. */
async function job(fx: Fixture, space: string, offerTo: string | null = null) {
  const key = id('jb');
  await fx.app.database.db.insert(jobs).values({
    key,
    spaceKey: space,
    offerTo,
    createdBy: 'matrix',
    doc: {
      title: { jp: 'マトリクス', en: 'Matrix' },
      description: { jp: '', en: '' },
      startTime: '09:00',
      meetingPlace: '京都駅',
      requirements: { licence: [], specialties: [] },
    },
    titleJp: 'マトリクス',
    titleEn: 'Matrix',
    dateFrom: day(40),
    dateTo: day(40),
    hoursPerDay: 8,
    prefecture: '26',
    languages: ['en'],
    groupSize: 5,
    feePerDay: 30000,
    deadline: new Date(Date.now() + 7 * 86_400_000),
  });
  return key;
}

async function application(fx: Fixture, jobKey: string, guide: string) {
  const key = id('ja');
  await fx.app.database.db.insert(jobApplications).values({
    key,
    jobKey,
    guideKey: guide,
    message: 'マトリクス',
    fee: 30000,
    overtimeRate: 2000,
    createdBy: 'matrix',
  });
  return key;
}

/**
 * A job "of" the party: a buyer company's own open job; for a person with a guide space, the host company's
 * offer to that guide. Supplier companies have none.
 */
async function jobOf(party: Party, fx: Fixture) {
  if (party.world?.role === 'buyer') return job(fx, party.world.corporate);
  if (party.person.guide) return job(fx, fx.worlds.host.corporate, party.person.guide);
  return undefined;
}

/** A job with an application: a buyer's own job with the demo guide's, or the host's job with the party's. */
async function appliedJob(party: Party, fx: Fixture) {
  if (party.world?.role === 'buyer') {
    const key = await job(fx, party.world.corporate);
    return pair(key, await application(fx, key, 'sp_guide-ken'));
  }
  const guide = party.person.guide;
  if (!guide) return undefined;
  const key = await job(fx, fx.worlds.host.corporate);
  return pair(key, await application(fx, key, guide));
}

/** The space a party lists jobs for: its company, else its guide space. */
const listSpace = (party: Party) => party.world?.corporate ?? party.person.guide;

/** Frees every day the matrix's jobs held, so one row's acceptance never refuses the next row's. */
async function freeDays(fx: Fixture) {
  await queryRows(fx.app.database.db, sql`delete from guide_days where job_key like 'jb_mx-%'`);
  for (const space of ['sp_guide-ken', 'sp_mx-rival-guide'])
    await seedGuideProfile(fx.app.database.db, space, profile(), []);
}

const anyReader = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`;

const jobBody = {
  title: { jp: 'マトリクス', en: 'Matrix' },
  dates: { from: day(40), to: day(40) },
  startTime: '09:00',
  hoursPerDay: 8,
  meetingPlace: '京都駅',
  prefecture: '26',
  languages: ['en'],
  groupSize: 5,
  feePerDay: 30000,
  deadline: `${day(30)}T18:00:00+09:00`,
};

export const jobRows: Row[] = [
  {
    route: 'GET /api/v1/Job',
    record: listSpace,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/v1/Job?space=${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'GET /api/v1/Job/for-me',
    record: (party) => party.person.guide,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/v1/Job/for-me?space=${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     —     —      200   200   —     —      —     —
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'POST /api/v1/Job',
    record: (party) => party.world?.corporate,
    missing: NO_SPACE,
    probe: (key) => ({ url: '/api/v1/Job', body: { space: key, ...jobBody } }),
    // Buyers post from their own space; a supplier space is refused by name (422); another's reads as absent.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   403   403    422   —     —     403    403   403
      other   401   404   403   403    404   404   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
  },
  {
    route: 'GET /api/v1/Job/:key',
    record: jobOf,
    missing: NO_JOB,
    probe: (key) => ({ url: `/api/v1/Job/${key}` }),
    // The poster's members, the offered guide, every guide while a public job is open, administrators.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   —     —      200   200   —     —      —     —
      other   401   404   404   404    200   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  ...(['PUT', 'PATCH'] as const).map(
    (method): Row => ({
      route: `${method} /api/v1/Job/:key`,
      record: jobOf,
      missing: NO_JOB,
      probe: (key) => ({
        url: `/api/v1/Job/${key}`,
        body: method === 'PUT' ? jobBody : { groupSize: 6 },
      }),
      // The poster's owners and admins; a guide reads an offer or an open job and may not change it (403).
      expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   —     —      403   403   —     —      —     —
      other   401   404   403   403    403   404   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
    }),
  ),
  {
    route: 'DELETE /api/v1/Job/:key',
    record: jobOf,
    missing: NO_JOB,
    probe: (key) => ({ url: `/api/v1/Job/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   —     —      403   403   —     —      —     —
      other   401   404   403   403    403   404   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
  },
  {
    route: 'POST /api/v1/Job/query',
    probe: () => ({ url: '/api/v1/Job/query', body: { filter: { state: 'open' } } }),
    expect: anyReader,
  },
  {
    route: 'POST /api/v1/Job/aggregate',
    probe: () => ({ url: '/api/v1/Job/aggregate', body: { groupBy: ['prefecture'] } }),
    expect: anyReader,
  },
  {
    route: 'POST /api/v1/Job/:key/complete',
    record: jobOf,
    missing: NO_JOB,
    probe: (key) => ({ url: `/api/v1/Job/${key}/complete`, body: {} }),
    // Only an assigned job completes: the poster's own open job is a state conflict (409).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     409   —     —      403   403   —     —      —     —
      other   401   404   403   403    403   404   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
  },
  {
    route: 'POST /api/v1/Job/:key/cancel',
    record: jobOf,
    missing: NO_JOB,
    probe: (key) => ({ url: `/api/v1/Job/${key}/cancel`, body: { reason: 'マトリクス' } }),
    // The poster cancels an open job; a guide (the offered one declines instead) may not (403).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   —     —      403   403   —     —      —     —
      other   401   404   403   403    403   404   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
  },
  {
    route: 'POST /api/v1/Job/:key/accept-offer',
    record: jobOf,
    missing: NO_JOB,
    probe: (key) => ({ url: `/api/v1/Job/${key}/accept-offer`, body: {} }),
    // The offered guide takes it; a public job is no offer (409).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     409   —     —      200   200   —     —      —     —
      other   401   404   403   403    409   404   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
    after: freeDays,
  },
  {
    route: 'POST /api/v1/Job/:key/decline-offer',
    record: jobOf,
    missing: NO_JOB,
    probe: (key) => ({ url: `/api/v1/Job/${key}/decline-offer`, body: { reason: 'マトリクス' } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     409   —     —      200   200   —     —      —     —
      other   401   404   403   403    409   404   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
  },
  {
    route: 'POST /api/v1/Job/:key/applications',
    record: async (party, fx) =>
      party.person.guide ? pair(await job(fx, fx.worlds.sakura.corporate), party.person.guide) : undefined,
    missing: `${NO_JOB} ${NO_SPACE}`,
    probe: (key) => {
      const [jobKey, guide] = split(key);
      return {
        url: `/api/v1/Job/${jobKey}/applications`,
        body: { guide, message: 'マトリクス', fee: 30000 },
      };
    },
    // A guide applies for their own guide space only; anyone else's reads as absent.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     —     —      200   200   —     —      —     —
      other   401   404   403   403    404   404   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
  },
  {
    route: 'GET /api/v1/Job/:key/applications',
    record: async (party, fx) => split((await appliedJob(party, fx)) ?? '')[0] || undefined,
    missing: NO_JOB,
    probe: (key) => ({ url: `/api/v1/Job/${key}/applications` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   —     —      200   200   —     —      —     —
      other   401   404   404   404    200   200   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'POST /api/v1/Job/:key/applications/:id/accept',
    record: appliedJob,
    missing: `${NO_JOB} ja_mx-missing`,
    probe: (key) => {
      const [jobKey, app] = split(key);
      return { url: `/api/v1/Job/${jobKey}/applications/${app}/accept`, body: {} };
    },
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   —     —      403   403   —     —      —     —
      other   401   404   403   403    403   403   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
    after: freeDays,
  },
  {
    route: 'POST /api/v1/Job/:key/applications/:id/withdraw',
    record: appliedJob,
    missing: `${NO_JOB} ja_mx-missing`,
    probe: (key) => {
      const [jobKey, app] = split(key);
      return { url: `/api/v1/Job/${jobKey}/applications/${app}/withdraw`, body: {} };
    },
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     404   —     —      200   200   —     —      —     —
      other   401   404   403   403    404   404   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
  },
  {
    route: 'POST /api/v1/Job/:key/conversation',
    record: async (party, fx) => {
      const found = await appliedJob(party, fx);
      if (!found) return undefined;
      const jobKey = split(found)[0];
      return pair(jobKey, party.world?.role === 'buyer' ? 'sp_guide-ken' : (party.person.guide as string));
    },
    missing: `${NO_JOB} ${NO_SPACE}`,
    probe: (key) => {
      const [jobKey, guide] = split(key);
      return { url: `/api/v1/Job/${jobKey}/conversation`, body: { guide } };
    },
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   —     —      200   200   —     —      —     —
      other   401   404   403   403    404   404   403   403    403   403
      absent  401   404   403   403    404   404   403   403    403   403`,
  },
];

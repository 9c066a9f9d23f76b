import { seedGuideProfile } from '../../../src/modules/guides/index.ts';
import { day, profile } from '../../jobs/support.ts';
import type { Fixture, Party, Row } from './table.ts';

const NO_GUIDE = 'sp_mx-no-guide';

/** The party's guide space with a profile (written below the API, afresh for every cell that may change it). */
async function guideWithProfile(party: Party, fx: Fixture) {
  const space = party.person.guide;
  if (!space) return undefined;
  await seedGuideProfile(fx.app.database.db, space, profile(), []);
  return space;
}

/** Reading: anyone signed in; API keys act for a catalogue only (plugins/auth.ts), so guides are not theirs. */
const anyReader = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`;

/** Any signed-in reader of a guide's profile or calendar; a key that names no guide space is absent. */
const readGuide = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     —     —      200   200   —     —      —     —
      other   401   200   200   200    200   200   200   200    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

/** Only the guide space's own person writes; callers without a guide entry are stopped at the door (403). */
const writeGuide = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     —     —      200   200   —     —      —     —
      other   401   403   403   403    403   403   403   403    403   403
      absent  401   403   403   403    404   404   403   403    403   403`;

const calendar = { from: day(60), to: day(70), unavailable: [day(61)] };

export const guideRows: Row[] = [
  {
    route: 'GET /api/v1/Guide/:key/profile',
    record: guideWithProfile,
    missing: NO_GUIDE,
    probe: (key) => ({ url: `/api/v1/Guide/${key}/profile` }),
    expect: readGuide,
  },
  {
    route: 'PUT /api/v1/Guide/:key/profile',
    record: guideWithProfile,
    missing: NO_GUIDE,
    probe: (key) => ({ url: `/api/v1/Guide/${key}/profile`, body: profile() }),
    expect: writeGuide,
  },
  {
    route: 'PATCH /api/v1/Guide/:key/profile',
    record: guideWithProfile,
    missing: NO_GUIDE,
    probe: (key) => ({ url: `/api/v1/Guide/${key}/profile`, body: { furigana: 'まとりくす' } }),
    expect: writeGuide,
  },
  {
    route: 'DELETE /api/v1/Guide/:key/profile',
    record: guideWithProfile,
    missing: NO_GUIDE,
    probe: (key) => ({ url: `/api/v1/Guide/${key}/profile` }),
    expect: writeGuide,
    // The demo guide's profile is needed by later rows (applications, offers).
    after: async (fx) => {
      await seedGuideProfile(fx.app.database.db, 'sp_guide-ken', profile(), []);
    },
  },
  {
    route: 'GET /api/v1/Guide/:key/availability',
    record: guideWithProfile,
    missing: NO_GUIDE,
    probe: (key) => ({ url: `/api/v1/Guide/${key}/availability?from=${day(60)}&to=${day(70)}` }),
    expect: readGuide,
  },
  {
    route: 'PUT /api/v1/Guide/:key/availability',
    record: guideWithProfile,
    missing: NO_GUIDE,
    probe: (key) => ({ url: `/api/v1/Guide/${key}/availability`, body: calendar }),
    expect: writeGuide,
    after: async (fx) => {
      for (const space of ['sp_guide-ken', 'sp_mx-rival-guide'])
        await seedGuideProfile(fx.app.database.db, space, profile(), []);
    },
  },
  {
    route: 'POST /api/v1/Guide/search',
    probe: () => ({
      url: '/api/v1/Guide/search',
      body: { languages: ['en'], prefecture: '26', date: day(60) },
    }),
    expect: anyReader,
  },
  {
    route: 'POST /api/v1/Guide/query',
    probe: () => ({ url: '/api/v1/Guide/query', body: { filter: { language: 'en' } } }),
    expect: anyReader,
  },
  {
    route: 'POST /api/guide/aggregate',
    probe: () => ({ url: '/api/guide/aggregate', body: { groupBy: ['prefecture'] } }),
    expect: anyReader,
  },
];

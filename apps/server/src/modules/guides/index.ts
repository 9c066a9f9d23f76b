import type { FastifyPluginAsync } from 'fastify';
import { guideDirectoryRoutes } from './routes/directory.ts';
import { guideProfileRoutes } from './routes/profiles.ts';

// What other units may use: jobs hold and free a guide's days in their own transactions and show cards; the
// seed writes the demo profile.
export { firstHeldDay, holdDays, releaseDays } from './repository/days.ts';
export { countCompleted, findProfile, isListedGuide, type ProfileRow } from './repository/profiles.ts';
export { guideSpace, managesGuide } from './service/access.ts';
export { cardsOf } from './service/directory.ts';
export { seedGuideProfile } from './service/seed.ts';
export { cardOf } from './service/view.ts';

/**
 * Guide profiles: the guide space's licence, languages, regions, rates and calendar, and
 * the directory over them. The spaces module keeps the guide space itself (`/api/v1/Guide`, `…/{key}`); the
 * profile is a table of its own here, since the directory filters and sorts on its columns.
 */
export const guidesModule: FastifyPluginAsync = async (app) => {
  await app.register(guideProfileRoutes);
  await app.register(guideDirectoryRoutes);
};

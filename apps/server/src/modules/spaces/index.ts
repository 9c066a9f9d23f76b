import type { FastifyPluginAsync } from 'fastify';
import { businessRoutes } from './routes/businesses.ts';
import { memberRoutes } from './routes/members.ts';
import { profileRoutes } from './routes/profiles.ts';
import { spaceRoutes } from './routes/spaces.ts';

/**
 * Spaces (docs/product-decisions.md §5): the roles object, space CRUD, corporate members, invitations and their audit, businesses,
 * and each space's business profile (Creator, Arranger: the space's `details` document, so one module owns it).
 */
export const spacesModule: FastifyPluginAsync = async (app) => {
  await app.register(spaceRoutes);
  await app.register(memberRoutes);
  await app.register(businessRoutes);
  await app.register(profileRoutes);
};

// What other modules may use: a space by key, a user's spaces, and the key format of every record.
export { findSpace, type SpaceRow, spacesOf } from './repository/spaces.ts';
export { seedBusinessProfile } from './service/seed-profile.ts';

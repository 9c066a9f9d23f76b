import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit-routes.ts';
import { businessRoutes } from './business-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { spaceRoutes } from './routes.ts';

/** Spaces (DESIGN §5): the roles object, space CRUD, corporate members, invitations and their audit, businesses. */
export const spacesModule: FastifyPluginAsync = async (app) => {
  await app.register(spaceRoutes);
  await app.register(memberRoutes);
  await app.register(auditRoutes);
  await app.register(businessRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { notifyRoutes } from './notify/index.ts';
import { serverStatusRoutes } from './server-status.ts';
import { shortUriCalls } from './shorturi/calls.ts';
import { storageCalls } from './storage/index.ts';
import { aclCalls, usersCalls } from './users/index.ts';

/** Every core group, mounted under /core. Groups register their calls with `coreCall` (route.ts). */
export const coreRoutes: FastifyPluginAsync = async (app) => {
  await app.register(serverStatusRoutes);
  await app.register(notifyRoutes);
  await app.register(usersCalls);
  await app.register(aclCalls);
  await app.register(shortUriCalls);
  await app.register(storageCalls);
};

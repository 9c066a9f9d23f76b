import type { FastifyPluginAsync } from 'fastify';
import { credentialCalls } from './credentials/index.ts';
import { notifyRoutes } from './notify/index.ts';
import { oid4vcRoutes } from './oid4vc/index.ts';
import { serverStatusCalls } from './server/index.ts';
import { shortUriCalls } from './shorturi/index.ts';
import { storageCalls } from './storage/index.ts';
import { aclCalls, usersCalls } from './users/index.ts';

/**
 * Every core group, mounted under /core. Each group is a folder reached only through its index.ts; its calls
 * are registered with `coreCall` (route.ts).
 */
export const coreRoutes: FastifyPluginAsync = async (app) => {
  await app.register(serverStatusCalls);
  await app.register(notifyRoutes);
  await app.register(usersCalls);
  await app.register(aclCalls);
  await app.register(shortUriCalls);
  await app.register(storageCalls);
  await app.register(credentialCalls);
  await app.register(oid4vcRoutes);
};

import type { FastifyPluginAsync } from 'fastify';
import { apiKeyRoutes } from './routes.ts';

export {
  API_KEY_PREFIX,
  isApiKeySecret,
  type KeyCallerResolved,
  noteApiKeyUse,
  resolveApiKey,
} from './service.ts';

/** API keys of a space: the management routes; the auth module resolves keys to callers. */
export const apiKeysModule: FastifyPluginAsync = async (app) => {
  await app.register(apiKeyRoutes);
};

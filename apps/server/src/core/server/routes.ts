import type { FastifyPluginAsync } from 'fastify';
import { envelopeOf } from '../../plugins/contract.ts';
import { coreStatus } from '../status.ts';
import { serverStatusData } from './schemas.ts';
import { serverStatus } from './service.ts';

/** `GET /core/server/status`: the one core call that is a GET, since monitors and pages read it unauthenticated. */
export const serverStatusCalls: FastifyPluginAsync = async (app) => {
  // Public on purpose: monitoring and the sign-in page read it before anyone is signed in.
  app.get(
    '/core/server/status',
    {
      config: { public: true },
      schema: {
        tags: ['core: server'],
        summary: "The core's name and API version (no credentials needed)",
        response: { 200: envelopeOf(serverStatusData) },
      },
    },
    async () => ({ status: coreStatus.OK, message: 'ok', data: serverStatus(app.config.productName) }),
  );
};

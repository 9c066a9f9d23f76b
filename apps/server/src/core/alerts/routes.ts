import {
  alertPreferencesPatch,
  alertPreferencesResponse,
  digestRunResponse,
  unsubscribeQuery,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../plugins/auth.ts';
import { binaryResponse, withErrors } from '../../plugins/contract.ts';
import { unsubscribedPage } from './service/page.ts';
import { changePreferences, readPreferences, unsubscribe } from './service/preferences.ts';
import { runDigest } from './service/send.ts';

const tags = ['notifications'];
const BASE = '/api/v1/Notification';

/**
 * How a person hears of events (docs/product-decisions.md §14): their choices per kind, an administrator's
 * digest run, and the unsubscribe link of every alert mail, which works without signing in.
 */
export const alertRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${BASE}/preferences`,
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: "The caller's alert choices: per kind bell only, mail at once or daily digest",
        response: withErrors({ 200: alertPreferencesResponse }),
      },
    },
    async (request) => readPreferences(request.ctx, await request.actor()),
  );

  app.patch(
    `${BASE}/preferences`,
    {
      onRequest: requireAccess(),
      schema: {
        tags,
        summary: 'Changes the kinds (and the mail language) sent; the others keep theirs',
        body: alertPreferencesPatch,
        response: withErrors({ 200: alertPreferencesResponse }),
      },
    },
    async (request) => changePreferences(request.ctx, await request.actor(), request.body),
  );

  app.post(
    `${BASE}/digest/run`,
    {
      onRequest: requireAccess('admin'),
      schema: {
        tags,
        summary: 'Sends every queued digest item now, one mail per person (administrators only)',
        body: z.object({}).strict(),
        response: withErrors({ 200: digestRunResponse }),
      },
    },
    async (request) => runDigest(request.ctx, { all: true }),
  );

  app.get(
    `${BASE}/unsubscribe`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "An alert mail's unsubscribe link: sets its kinds back to bell only, no sign-in needed",
        querystring: unsubscribeQuery,
        response: withErrors({ 200: binaryResponse('A confirmation page in both languages', 'text/html') }),
      },
    },
    async (request, reply) => {
      const kinds = await unsubscribe(request.ctx, request.query.token);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unsubscribedPage(kinds, app.config.publicUrl));
    },
  );
};

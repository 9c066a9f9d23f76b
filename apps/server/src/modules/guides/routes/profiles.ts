import {
  availabilityOut,
  availabilityPut,
  availabilityQuery,
  guideDeletedOut,
  guideKeyParams,
  guideProfileOut,
  guideProfilePatch,
  guideProfilePut,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { GUIDE_ACCESS } from '../schemas.ts';
import { putAvailability, readAvailability } from '../service/availability.ts';
import {
  deleteGuideProfile,
  patchGuideProfile,
  putGuideProfile,
  readGuideProfile,
} from '../service/profiles.ts';

const tags = ['guides'];
const read = requireAccess();
const write = requireAccess(...GUIDE_ACCESS);
/** A profile is small: no pictures travel in it (the photo is a storage hash). */
const bodyLimit = 64 * 1024;

/** The guide space's profile and calendar, addressed by the guide space's key. */
export const guideProfileRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const path = '/api/v1/Guide/:key/profile';
  const response = withErrors({ 200: guideProfileOut });
  const params = guideKeyParams;

  app.get(
    path,
    { onRequest: read, schema: { tags, summary: "A guide's profile", params, response } },
    async (request) => readGuideProfile(request.ctx, await request.actor(), request.params.key),
  );
  app.put(
    path,
    {
      onRequest: write,
      bodyLimit,
      schema: {
        tags,
        summary: 'The guide writes their whole profile',
        params,
        body: guideProfilePut,
        response,
      },
    },
    async (request) => putGuideProfile(request.ctx, await request.actor(), request.params.key, request.body),
  );
  app.patch(
    path,
    {
      onRequest: write,
      bodyLimit,
      schema: {
        tags,
        summary: 'The guide changes fields of their profile',
        params,
        body: guideProfilePatch,
        response,
      },
    },
    async (request) =>
      patchGuideProfile(request.ctx, await request.actor(), request.params.key, request.body),
  );
  app.delete(
    path,
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'The guide removes their profile (not while an assigned job is ahead)',
        params,
        response: withErrors({ 200: guideDeletedOut }),
      },
    },
    async (request) => deleteGuideProfile(request.ctx, await request.actor(), request.params.key),
  );

  const calendar = '/api/v1/Guide/:key/availability';
  app.get(
    calendar,
    {
      onRequest: read,
      schema: {
        tags,
        summary: "A guide's unavailable and assigned days (default: today and the next 90)",
        params,
        querystring: availabilityQuery,
        response: withErrors({ 200: availabilityOut }),
      },
    },
    async (request) =>
      readAvailability(request.ctx, await request.actor(), request.params.key, request.query),
  );
  app.put(
    calendar,
    {
      onRequest: write,
      bodyLimit,
      schema: {
        tags,
        summary: 'The guide marks exactly these days of a window unavailable',
        params,
        body: availabilityPut,
        response: withErrors({ 200: availabilityOut }),
      },
    },
    async (request) => putAvailability(request.ctx, await request.actor(), request.params.key, request.body),
  );
};

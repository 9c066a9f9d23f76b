import {
  aggregateBody,
  businessProfilePage,
  businessProfileQueryPage,
  businessProfileResponse,
  profileAggregateOut,
  profileCreate,
  profileDetails,
  profileListQuery,
  queryBody,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refusesWith } from '../../../kit/index.ts';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { keyParams, removedBusiness } from '../schemas.ts';
import {
  aggregateProfilesFor,
  changeProfile,
  clearProfile,
  createProfile,
  type Industry,
  listProfiles,
  queryProfilesFor,
  readProfile,
} from '../service/profiles.ts';

/** A logo travels as a 2 MB image in a base64 data URL (≈2.7 MB): room for it and the other fields. */
const withImage = { bodyLimit: 3 * 1024 * 1024 };
const onRequest = requireAccess();

/**
 * Every refused profile field answers `profile.invalid` naming the field and rule, from the app's one validator;
 * the query language's bodies and the key are the kit's and answer `request.invalid` as on every other route.
 */
const create = refusesWith(profileCreate, 'profile.invalid');
const details = refusesWith(profileDetails, 'profile.invalid');
const listQuery = refusesWith(profileListQuery, 'profile.invalid');

const resources: { path: string; industry: Industry; tag: string }[] = [
  { path: '/api/v1/Creator', industry: 'creator', tag: 'Creator' },
  { path: '/api/v1/Arranger', industry: 'arranger', tag: 'Arranger' },
];

/**
 * `/api/v1/Creator` and `/api/v1/Arranger`: the business profile of a supplier or buyer space,
 * addressed by the space key.
 */
export const profileRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  for (const { path, industry, tag } of resources) {
    const tags = [tag];
    app.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Profiles, as cards (full for your own spaces)',
          querystring: listQuery,
          response: withErrors({ 200: businessProfilePage }),
        },
      },
      async (request) => listProfiles(request.ctx, await request.actor(), industry, request.query),
    );

    app.post(
      path,
      {
        onRequest,
        ...withImage,
        schema: {
          tags,
          summary: "Writes a space's first profile",
          body: create,
          response: withErrors({ 200: businessProfileResponse }),
        },
      },
      async (request) => createProfile(request.ctx, await request.actor(), industry, request.body),
    );

    app.post(
      `${path}/query`,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Profiles by the query language (docs/product-decisions.md §11)',
          body: queryBody,
          response: withErrors({ 200: businessProfileQueryPage }),
        },
      },
      async (request) => queryProfilesFor(request.ctx, await request.actor(), industry, request.body),
    );

    app.post(
      `${path}/aggregate`,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Counts, sums and averages of profiles by group',
          body: aggregateBody,
          response: withErrors({ 200: profileAggregateOut }),
        },
      },
      async (request) => aggregateProfilesFor(request.ctx, industry, request.body),
    );

    app.get(
      `${path}/:key`,
      {
        onRequest,
        schema: { tags, params: keyParams, response: withErrors({ 200: businessProfileResponse }) },
      },
      async (request) => readProfile(request.ctx, await request.actor(), industry, request.params.key),
    );

    for (const [method, mode] of [
      ['put', 'replace'],
      ['patch', 'merge'],
    ] as const) {
      app[method](
        `${path}/:key`,
        {
          onRequest,
          ...withImage,
          schema: {
            tags,
            summary: mode === 'replace' ? 'Replaces the whole profile' : 'Changes the fields sent',
            params: keyParams,
            body: details,
            response: withErrors({ 200: businessProfileResponse }),
          },
        },
        async (request) =>
          changeProfile(
            request.ctx,
            await request.actor(),
            { industry, key: request.params.key, mode },
            request.body,
          ),
      );
    }

    app.delete(
      `${path}/:key`,
      { onRequest, schema: { tags, params: keyParams, response: withErrors({ 200: removedBusiness }) } },
      async (request) => clearProfile(request.ctx, await request.actor(), industry, request.params.key),
    );
  }
};

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
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { validationError, validatorWith } from '../../../plugins/validation.ts';
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

const resources: { path: string; industry: Industry; tag: string }[] = [
  { path: '/api/v1/Creator', industry: 'creator', tag: 'Creator' },
  { path: '/api/v1/Arranger', industry: 'arranger', tag: 'Arranger' },
];

/**
 * `/api/v1/Creator` and `/api/v1/Arranger`: the business profile of a supplier or buyer space,
 * addressed by the space key. Every refused profile field answers `profile.invalid` naming the field and rule.
 */
export const profileRoutes: FastifyPluginAsync = async (plain) => {
  plain.setValidatorCompiler(validatorWith((fields) => validationError(fields, 'profile.invalid')));
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
          querystring: profileListQuery,
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
          body: profileCreate,
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
          summary: 'Profiles by the query language (DESIGN §11)',
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
            body: profileDetails,
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

import {
  baseProfileResponse,
  baseProfileUpdate,
  corporateCreate,
  guideCreate,
  personalCreate,
  rolesResponse,
  spaceListResponse,
  spaceResponse,
  spaceUpdate,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { withErrors } from '../../../plugins/contract.ts';
import { keyParams } from '../schemas.ts';
import { rolesObject, updateOwnProfile } from '../service/profile.ts';
import { createSpace, readSpace, type SpaceKind, spaceList, updateSpace } from '../service/spaces.ts';

/** A 2 MB image travels as a base64 data URL (≈2.7 MB): room for it and the other fields, no more. */
const withImage = { bodyLimit: 3 * 1024 * 1024 };
const signedIn = { onRequest: requireAccess() };
const tags = ['spaces'];

type CreateBody = {
  sub?: string | undefined;
  name: string;
  business?: string | undefined;
  role?: 'supplier' | 'buyer';
  category?: string;
  industry?: 'creator' | 'arranger';
};

/** docs/product.md §3 profile, the personal, corporate and guide spaces: create, list, read, change. */
export const spaceRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/profile',
    {
      ...signedIn,
      config: { beforeSecondFactor: true },
      schema: { tags, summary: 'The roles object', response: withErrors({ 200: rolesResponse }) },
    },
    async (request) => rolesObject(request.ctx, await request.actor()),
  );

  app.patch(
    '/api/profile/:key',
    {
      ...signedIn,
      ...withImage,
      schema: {
        tags,
        summary: "Changes the caller's base profile",
        params: keyParams,
        body: baseProfileUpdate,
        response: withErrors({ 200: baseProfileResponse.extend({ key: keyParams.shape.key }) }),
      },
    },
    async (request) => updateOwnProfile(request.ctx, await request.actor(), request.params.key, request.body),
  );

  const collection = (path: string, kind: SpaceKind, create: z.ZodType<CreateBody>) => {
    app.post(
      path,
      { ...signedIn, schema: { tags, body: create, response: withErrors({ 200: spaceResponse }) } },
      async (request) => {
        const body = request.body;
        return createSpace(request.ctx, await request.actor(), {
          sub: body.sub,
          kind,
          name: body.name,
          business: body.business,
          role: body.role ?? 'guide',
          category: body.category ?? 'guide',
          industry: body.industry ?? 'guide',
        });
      },
    );
    app.get(
      path,
      { ...signedIn, schema: { tags, response: withErrors({ 200: spaceListResponse }) } },
      async (request) => spaceList(request.ctx, await request.actor(), kind),
    );
    app.get(
      `${path}/:key`,
      { ...signedIn, schema: { tags, params: keyParams, response: withErrors({ 200: spaceResponse }) } },
      async (request) => readSpace(request.ctx, await request.actor(), request.params.key, kind),
    );
    app.patch(
      `${path}/:key`,
      {
        ...signedIn,
        ...withImage,
        schema: { tags, params: keyParams, body: spaceUpdate, response: withErrors({ 200: spaceResponse }) },
      },
      async (request) =>
        updateSpace(request.ctx, await request.actor(), { key: request.params.key, kind }, request.body),
    );
  };

  collection('/api/personal', 'personal', personalCreate);
  collection('/api/corporate', 'corporate', corporateCreate);
  collection('/api/v1/Guide', 'guide', guideCreate);
};

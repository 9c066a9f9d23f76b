import {
  baseProfileUpdate,
  corporateCreate,
  guideCreate,
  personalCreate,
  spaceUpdate,
} from '@tourtariff/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { readProfile, writeProfile } from '../../core/users/index.ts';
import { AppError } from '../../errors.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { actorOf } from './context.ts';
import { storeImageInput } from './image-input.ts';
import { spacesOf } from './repository.ts';
import { rolesObject } from './roles.ts';
import { createSpace, readableSpace, type SpaceKind, spaceView, updateSpace } from './service.ts';

const keyParams = z.object({ key: z.string().min(1).max(60) });
/** A 2 MB image travels as a base64 data URL (≈2.7 MB): room for it and the other fields, no more. */
const withImage = { bodyLimit: 3 * 1024 * 1024 };
const signedIn = { onRequest: requireAccess() };

/** SPEC §3: a create payload may name the user, but only themselves. */
function assertSelf(sub: string | undefined, own: string) {
  if (sub && sub !== own) throw new AppError('access.forbidden', 'A space can only be created for yourself');
}

export const spaceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/profile', signedIn, async (request) => rolesObject(await actorOf(request)));

  // SPEC §7 profile update: the base profile, addressed by its key (the user's sub); only one's own.
  app.patch(
    '/api/profile/:key',
    { ...signedIn, ...withImage, schema: { params: keyParams, body: baseProfileUpdate } },
    async (request) => {
      const actor = await actorOf(request);
      const { key } = request.params as { key: string };
      if (key !== actor.identity.sub)
        throw new AppError('access.forbidden', 'Only your own profile can be changed');
      const body = request.body as z.infer<typeof baseProfileUpdate>;
      const avatar = await storeImageInput(body.avatar, 'body.avatar', {
        storage: app.storage,
        sub: actor.identity.sub,
      });
      await writeProfile(actor.db, actor.identity.sub, {
        ...body,
        ...(avatar !== undefined ? { avatar } : {}),
      });
      const { bio: _bio, ...profile } = await readProfile(actor.db, actor.identity.sub, actor.identity.email);
      return { key, ...profile };
    },
  );

  const collection = (path: string, kind: SpaceKind, create: z.ZodType) => {
    app.post(path, { ...signedIn, schema: { body: create } }, async (request) => {
      const actor = await actorOf(request);
      const body = request.body as {
        sub?: string;
        name: string;
        business?: string;
        role?: string;
        category?: string;
        industry?: string;
      };
      assertSelf(body.sub, actor.identity.sub);
      return createSpace(actor, {
        kind,
        name: body.name,
        business: body.business,
        role: (body.role ?? 'guide') as 'guide' | 'supplier' | 'buyer',
        category: body.category ?? 'guide',
        industry: (body.industry ?? 'guide') as 'guide' | 'creator' | 'arranger',
      });
    });
    app.get(path, signedIn, async (request) => {
      const actor = await actorOf(request);
      const rows = await spacesOf(actor.db, actor.identity.sub);
      const items = rows
        .filter((row) => row.space.kind === kind)
        .map((row) => spaceView(row.space, row.memberRole));
      return { items, next: null };
    });
    app.get(`${path}/:key`, { ...signedIn, schema: { params: keyParams } }, async (request) => {
      const { row, memberRole } = await readableSpace(
        await actorOf(request),
        (request.params as { key: string }).key,
        kind,
      );
      return spaceView(row, memberRole);
    });
    app.patch(
      `${path}/:key`,
      { ...signedIn, ...withImage, schema: { params: keyParams, body: spaceUpdate } },
      async (request) =>
        updateSpace(
          await actorOf(request),
          (request.params as { key: string }).key,
          kind,
          request.body as z.infer<typeof spaceUpdate>,
        ),
    );
  };

  collection('/api/personal', 'personal', personalCreate);
  collection('/api/corporate', 'corporate', corporateCreate);
  collection('/api/v1/Guide', 'guide', guideCreate);
};

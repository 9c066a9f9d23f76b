import {
  type GuideProfileInput,
  type GuideProfilePatch,
  guideProfileFields,
  japanDay,
} from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { GuideProfileDoc } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { parseOrThrow } from '../../../kit/index.ts';
import { activeJobOf, deleteProfile, findProfile, saveProfile } from '../repository/profiles.ts';
import { assertManagesGuide, type Ctx, guideSpace } from './access.ts';
import { profileView } from './view.ts';

const noProfile = (space: string) =>
  new AppError('guide.no_profile', `The guide space ${space} has no profile yet`, { params: { space } });

/** `GET /api/v1/Guide/{key}/profile`: anyone signed in reads a guide's profile. */
export async function readGuideProfile(ctx: Ctx, actor: Actor, key: string) {
  const { db } = ctx.database;
  await guideSpace(db, key);
  const row = await findProfile(db, key);
  if (!row) throw new AppError('record.not_found', `No profile of ${key}`);
  return profileView(actor, row);
}

async function write(ctx: Ctx, actor: Actor, key: string, doc: GuideProfileDoc) {
  const { db } = ctx.database;
  await saveProfile(db, key, doc);
  return profileView(
    actor,
    (await findProfile(db, key)) as NonNullable<Awaited<ReturnType<typeof findProfile>>>,
  );
}

/** `PUT …/profile`: the guide writes the whole profile (the first time, or again). */
export async function putGuideProfile(ctx: Ctx, actor: Actor, key: string, body: GuideProfileInput) {
  await guideSpace(ctx.database.db, key);
  assertManagesGuide(actor, key);
  return write(ctx, actor, key, body as GuideProfileDoc);
}

/** `PATCH …/profile`: the fields sent replace the stored ones; the merged whole passes the contract again. */
export async function patchGuideProfile(ctx: Ctx, actor: Actor, key: string, body: GuideProfilePatch) {
  const { db } = ctx.database;
  await guideSpace(db, key);
  assertManagesGuide(actor, key);
  const row = await findProfile(db, key);
  if (!row) throw noProfile(key);
  const merged = parseOrThrow(guideProfileFields, { ...row.doc, ...body });
  return write(ctx, actor, key, merged as GuideProfileDoc);
}

/** `DELETE …/profile`: the guide leaves the directory; refused while an assigned job is not over. */
export async function deleteGuideProfile(ctx: Ctx, actor: Actor, key: string) {
  const { db } = ctx.database;
  await guideSpace(db, key);
  assertManagesGuide(actor, key);
  if (!(await findProfile(db, key))) throw new AppError('record.not_found', `No profile of ${key}`);
  const job = await activeJobOf(db, key, japanDay());
  if (job)
    throw new AppError('guide.has_jobs', `The guide is assigned job ${job}, which is not over`, {
      params: { job },
    });
  await deleteProfile(db, key);
  return { space: key, deleted: true as const };
}

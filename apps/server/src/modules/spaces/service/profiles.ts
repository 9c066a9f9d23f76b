import type { AggregateBody, BusinessProfileView, ProfileDetailsInput, QueryBody } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { SpaceDetails } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { validationError } from '../../../plugins/validation.ts';
import { aggregateProfiles, queryProfiles, writeProfileDetails } from '../repository/profiles.ts';
import { findSpace, type SpaceRow } from '../repository/spaces.ts';
import { nextProfileDetails } from './business-profile.ts';
import type { Ctx } from './ctx.ts';

/** Creator: a supplier space's business profile; Arranger: a buyer space's (docs/product-decisions.md §5). */
export type Industry = 'creator' | 'arranger';

type ProfileRow = SpaceRow & { kind: 'personal' | 'corporate'; industry: Industry };

const notFound = (key: string) => new AppError('record.not_found', `No business profile ${key}`);

/**
 * What a reader who is not a member sees: the public card. A company's registered name, address and numbers are
 * public in Japan (the National Tax Agency publishes them); a personal space's street, postal code and phone are
 * a person's home and stay with its members.
 */
function cardDetails(row: ProfileRow): SpaceDetails {
  // The 和暦 setting (docs/product-decisions.md §13) is the space's own, not part of its card; the bank account
  // reaches partners on issued statements only (docs/statements.md §3).
  const { eraDates: _era, bankAccount: _bank, ...details } = row.details;
  if (row.kind === 'corporate') return details;
  const { phone: _phone, address, ...rest } = details;
  const { postalCode: _postal, street: _street, ...place } = address ?? {};
  return Object.keys(place).length ? { ...rest, address: place } : rest;
}

export function profileView(actor: Actor, row: ProfileRow): BusinessProfileView {
  const full = actor.isAdmin || Boolean(membershipOf(actor, row.key));
  return {
    key: row.key,
    kind: row.kind,
    role: row.industry === 'creator' ? 'supplier' : 'buyer',
    industry: row.industry,
    name: row.name,
    avatar: row.avatar,
    visibility: full ? 'full' : 'card',
    details: full ? row.details : cardDetails(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const isProfileRow = (row: SpaceRow | undefined, industry: Industry): row is ProfileRow =>
  row !== undefined && row.industry === industry && row.kind !== 'guide';

/** Any signed-in caller reads a profile (members all of it, others the card); a key of another kind is missing. */
export async function readProfile(ctx: Ctx, actor: Actor, industry: Industry, key: string) {
  const row = await findSpace(ctx.db, key);
  if (!isProfileRow(row, industry)) throw notFound(key);
  return profileView(actor, row);
}

/**
 * The profile a caller may change: owners and admins of the space and administrators. A member reads it but is
 * refused the change; to anyone else it does not exist. A member naming a space of the other industry learns
 * which API serves it.
 */
async function writableProfile(ctx: Ctx, actor: Actor, industry: Industry, key: string, field?: string) {
  const row = await findSpace(ctx.db, key);
  const member = membershipOf(actor, key);
  if (!row || row.kind === 'guide' || (!member && !actor.isAdmin)) throw notFound(key);
  if (row.industry !== industry) {
    if (!field) throw notFound(key);
    throw new AppError('profile.wrong_industry', `${key} is not a ${industry} space`, {
      params: { space: key, industry: row.industry },
      fields: [{ field, rule: 'industry', message: `must be a ${industry} space`, params: { industry } }],
    });
  }
  if (!actor.isAdmin && member?.memberRole !== 'owner' && member?.memberRole !== 'admin') {
    throw new AppError('space.manage_forbidden', 'Only owners and admins may change this profile');
  }
  return row as ProfileRow;
}

async function save(ctx: Ctx, actor: Actor, row: ProfileRow, details: SpaceDetails) {
  const saved = await writeProfileDetails(ctx.db, row.key, details);
  if (!saved) throw notFound(row.key);
  return profileView(actor, saved as ProfileRow);
}

/** POST: the first write of a space's profile; a written one is changed with PUT or PATCH. */
export async function createProfile(
  ctx: Ctx,
  actor: Actor,
  industry: Industry,
  input: ProfileDetailsInput & { space: string },
) {
  const { space, ...fields } = input;
  const row = await writableProfile(ctx, actor, industry, space, 'body.space');
  if (Object.keys(row.details).length > 0)
    throw new AppError('profile.exists', `${space} already has a profile`, { params: { space } });
  const details = await nextProfileDetails(ctx, actor, row, fields, { mode: 'replace', prefix: 'body' });
  return save(ctx, actor, row, details);
}

export async function changeProfile(
  ctx: Ctx,
  actor: Actor,
  target: { industry: Industry; key: string; mode: 'replace' | 'merge' },
  input: ProfileDetailsInput,
) {
  const row = await writableProfile(ctx, actor, target.industry, target.key);
  const details = await nextProfileDetails(ctx, actor, row, input, { mode: target.mode, prefix: 'body' });
  return save(ctx, actor, row, details);
}

/** DELETE clears the profile; the space itself stays (it is deleted with the spaces API). */
export async function clearProfile(ctx: Ctx, actor: Actor, industry: Industry, key: string) {
  const row = await writableProfile(ctx, actor, industry, key);
  await writeProfileDetails(ctx.db, row.key, {});
  return { key: row.key };
}

const TOP_LEVEL = new Set([
  'key',
  'kind',
  'role',
  'industry',
  'name',
  'avatar',
  'visibility',
  'details',
  'updatedAt',
]);

/** A page of profiles as their reader may see them (full for their own spaces, the card for the rest). */
async function profilePage(ctx: Ctx, actor: Actor, industry: Industry, body: QueryBody) {
  const { rows, next } = await queryProfiles(ctx.db, industry, body);
  return { items: rows.map((row) => profileView(actor, row as ProfileRow)), next };
}

/** `…/query`: every profile of the industry; `fields` picks top-level keys (the key always comes). */
export async function queryProfilesFor(ctx: Ctx, actor: Actor, industry: Industry, body: QueryBody) {
  const unknown = (body.fields ?? []).flatMap((name, i) =>
    TOP_LEVEL.has(name)
      ? []
      : [{ field: `body.fields.${i}`, rule: 'unknown_field', message: 'is not a known field' }],
  );
  if (unknown.length) throw validationError(unknown);
  const page = await profilePage(ctx, actor, industry, body);
  const fields = body.fields;
  if (!fields) return page;
  const items = page.items.map((view) => ({
    key: view.key,
    ...Object.fromEntries(fields.map((name) => [name, view[name as keyof typeof view]])),
  }));
  return { items, next: page.next };
}

export function aggregateProfilesFor(ctx: Ctx, industry: Industry, body: AggregateBody) {
  return aggregateProfiles(ctx.db, industry, body);
}

export function listProfiles(
  ctx: Ctx,
  actor: Actor,
  industry: Industry,
  page: { limit: number; cursor?: string | undefined },
) {
  return profilePage(ctx, actor, industry, {
    filter: {},
    sort: [],
    limit: page.limit,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  });
}

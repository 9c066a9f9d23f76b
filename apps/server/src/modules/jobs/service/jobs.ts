import {
  type JobContent,
  type JobCreate,
  jobContent,
  jobDateIssues,
  type jobListQuery,
  type jobsForMeQuery,
} from '@tourtariff/shared';
import type { z } from 'zod';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { JobDoc } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { decodeOffset, encodeOffset, newKey, parseOrThrow } from '../../../kit/index.ts';
import { findProfile, guideSpace } from '../../guides/index.ts';
import { applicationOf, hasApplications } from '../repository/applications.ts';
import {
  deleteJob,
  findJob,
  guideJobs,
  insertJob,
  type JobRow,
  jobsByKeys,
  jobsForGuide,
  postedJobs,
  updateJob,
} from '../repository/jobs.ts';
import { assertManagesPoster, type Ctx, effectiveState, mayRead, notFound, stateConflict } from './access.ts';
import { notifyJob } from './notify.ts';
import { jobView, jobViews } from './view.ts';

/** The clock's rules (no past days, at most 31, the deadline ahead and within the job): `job.invalid`. */
function assertDates(content: Pick<JobContent, 'dates' | 'deadline'>, now = new Date()) {
  const issues = jobDateIssues(content, now);
  if (issues.length)
    throw new AppError(
      'job.invalid',
      issues.map((i) => `body.${i.path.join('.')}: ${i.message}`).join('; '),
      {
        fields: issues.map((i) => ({ field: `body.${i.path.join('.')}`, rule: i.rule, message: i.message })),
      },
    );
}

/** The columns of a job's content. */
function columnsOf(content: JobContent) {
  const doc: JobDoc = {
    title: content.title,
    description: content.description,
    startTime: content.startTime,
    meetingPlace: content.meetingPlace,
    requirements: content.requirements,
  };
  return {
    doc,
    titleJp: content.title.jp,
    titleEn: content.title.en,
    dateFrom: content.dates.from,
    dateTo: content.dates.to,
    hoursPerDay: content.hoursPerDay,
    prefecture: content.prefecture,
    languages: content.languages,
    groupSize: content.groupSize,
    feePerDay: content.feePerDay,
    deadline: new Date(content.deadline),
  };
}

const contentOf = (row: JobRow): JobContent => ({
  title: row.doc.title,
  description: row.doc.description,
  dates: { from: row.dateFrom, to: row.dateTo },
  startTime: row.doc.startTime,
  hoursPerDay: row.hoursPerDay,
  meetingPlace: row.doc.meetingPlace,
  prefecture: row.prefecture,
  languages: row.languages as JobContent['languages'],
  groupSize: row.groupSize,
  feePerDay: row.feePerDay,
  requirements: row.doc.requirements,
  deadline: row.deadline.toISOString(),
});

/** The caller's buyer space a job is posted from; a space that is not theirs reads as absent. */
function posterSpace(actor: Actor, space: string) {
  const membership = membershipOf(actor, space);
  if (!membership) throw notFound(`space ${space} of yours`);
  if (membership.role !== 'buyer')
    throw new AppError('job.not_buyer_space', `body.space: ${space} is not a buyer space`, {
      params: { space },
      fields: [
        { field: 'body.space', rule: 'buyer_space', message: 'must be a buyer space', params: { space } },
      ],
    });
  if (membership.memberRole === 'member')
    throw new AppError('job.manage_forbidden', "Only the space's owners and admins post jobs");
  return membership;
}

/** `POST /api/v1/Job`: a buyer space posts a job, or offers one to a guide. */
export async function createJob(ctx: Ctx, actor: Actor, body: JobCreate) {
  const { db } = ctx.database;
  posterSpace(actor, body.space);
  assertDates(body);
  if (body.offerTo) {
    await guideSpace(db, body.offerTo).catch(() => {
      throw new AppError('request.invalid', 'body.offerTo: not a guide space', {
        fields: [{ field: 'body.offerTo', rule: 'guide_space', message: 'must be a guide space' }],
      });
    });
    if (!(await findProfile(db, body.offerTo)))
      throw new AppError('guide.no_profile', `The guide space ${body.offerTo} has no profile yet`, {
        params: { space: body.offerTo },
      });
  }
  const row = await insertJob(db, {
    key: newKey('jb'),
    spaceKey: body.space,
    offerTo: body.offerTo ?? null,
    createdBy: actor.identity.sub,
    ...columnsOf(body),
  });
  if (row.offerTo) await notifyJob(ctx, row, 'offered', [row.offerTo]);
  return jobView(db, actor, row);
}

/** A job the caller may read; anything else is absent. */
export async function readableJob(ctx: Ctx, actor: Actor, key: string) {
  const { db } = ctx.database;
  const row = await findJob(db, key);
  if (!row) throw notFound(`job ${key}`);
  const applied = await Promise.all(
    actor.memberships.filter((m) => m.role === 'guide').map((m) => applicationOf(db, key, m.space)),
  );
  if (!mayRead(actor, row, applied.some(Boolean))) throw notFound(`job ${key}`);
  return row;
}

export async function readJob(ctx: Ctx, actor: Actor, key: string) {
  return jobView(ctx.database.db, actor, await readableJob(ctx, actor, key));
}

/** `PUT`/`PATCH /api/v1/Job/{key}`: the poster changes an open job; the merged whole passes every rule. */
export async function editJob(ctx: Ctx, actor: Actor, key: string, body: Partial<JobContent>) {
  const { db } = ctx.database;
  await readableJob(ctx, actor, key);
  const row = await db.transaction(async (tx) => {
    const found = (await findJob(tx, key, true)) as JobRow;
    assertManagesPoster(actor, found);
    if (effectiveState(found) !== 'open') throw stateConflict(found, 'open');
    const merged = parseOrThrow(jobContent, { ...contentOf(found), ...body });
    assertDates(merged);
    return updateJob(tx, key, columnsOf(merged));
  });
  return jobView(db, actor, row);
}

/** `DELETE /api/v1/Job/{key}`: an open job nobody applied to, or one cancelled or expired. */
export async function removeJob(ctx: Ctx, actor: Actor, key: string) {
  const { db } = ctx.database;
  const row = await readableJob(ctx, actor, key);
  assertManagesPoster(actor, row);
  const state = effectiveState(row);
  const open = state === 'open' && !(await hasApplications(db, key));
  if (!open && state !== 'cancelled' && state !== 'expired') throw stateConflict(row, 'deleted');
  await deleteJob(db, key);
  return { key, deleted: true as const };
}

/** `GET /api/v1/Job?space=`: a buyer space's posted jobs, or a guide space's applications, offers and jobs. */
export async function listJobs(ctx: Ctx, actor: Actor, query: z.output<typeof jobListQuery>) {
  const { db } = ctx.database;
  const membership = membershipOf(actor, query.space);
  if (!membership) throw notFound(`space ${query.space} of yours`);
  const offset = decodeOffset(query.cursor, 'querystring.cursor');
  const filter = { state: query.state, limit: query.limit, offset };
  const rows =
    membership.role === 'guide'
      ? await guideJobs(db, query.space, filter)
      : await postedJobs(db, query.space, filter);
  const items = await jobViews(db, actor, rows.slice(0, query.limit));
  return { items, next: rows.length > query.limit ? encodeOffset(offset + query.limit) : null };
}

/** `GET /api/v1/Job/for-me?space=`: open jobs for a guide, matching their languages and regions first. */
export async function jobsForMe(ctx: Ctx, actor: Actor, query: z.output<typeof jobsForMeQuery>) {
  const { db } = ctx.database;
  if (membershipOf(actor, query.space)?.role !== 'guide')
    throw notFound(`guide space ${query.space} of yours`);
  const profile = await findProfile(db, query.space);
  const offset = decodeOffset(query.cursor, 'querystring.cursor');
  const found = await jobsForGuide(
    db,
    { languages: profile?.languages ?? [], regions: profile?.regions ?? [] },
    { limit: query.limit, offset },
  );
  const page = found.slice(0, query.limit);
  const rows = await jobsByKeys(
    db,
    page.map((f) => f.key),
  );
  const items = await jobViews(db, actor, rows, new Map(page.map((f) => [f.key, f.matches])));
  return { items, next: found.length > query.limit ? encodeOffset(offset + query.limit) : null };
}

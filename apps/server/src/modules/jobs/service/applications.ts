import type { ApplicationCreate, ApplicationView } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { newKey } from '../../../kit/index.ts';
import { cardsOf, findProfile } from '../../guides/index.ts';
import {
  type ApplicationRow,
  applicationOf,
  applicationsOfJob,
  fillOthers,
  findApplication,
  insertApplication,
  setApplicationState,
} from '../repository/applications.ts';
import { findJob, type JobRow } from '../repository/jobs.ts';
import {
  assertManagesPoster,
  type Ctx,
  effectiveState,
  guideSpacesOf,
  managesPoster,
  notFound,
  stateConflict,
} from './access.ts';
import { assertGuideFree, assignGuide } from './assign.ts';
import { readableJob } from './jobs.ts';
import { notifyJob } from './notify.ts';
import { applicationTotal, jobView } from './view.ts';

const duplicate = (key: string) =>
  new AppError('job.duplicate_application', `This guide has already applied (${key})`, {
    params: { application: key },
    fields: [{ field: 'body.guide', rule: 'one_per_guide', message: 'one application per guide per job' }],
  });

async function views(
  ctx: Ctx,
  actor: Actor,
  row: JobRow,
  apps: ApplicationRow[],
): Promise<ApplicationView[]> {
  const cards = new Map(
    (
      await cardsOf(
        ctx,
        apps.map((a) => a.guideKey),
      )
    ).map((c) => [c.space, c]),
  );
  const poster = managesPoster(actor, row) && effectiveState(row) === 'open';
  return apps.flatMap((app) => {
    const guide = cards.get(app.guideKey);
    if (!guide) return [];
    const own = membershipOf(actor, app.guideKey)?.role === 'guide';
    const actions =
      app.state === 'pending' ? [...(poster ? ['accept'] : []), ...(own ? ['withdraw'] : [])] : [];
    return [
      {
        key: app.key,
        job: app.jobKey,
        guide,
        message: app.message,
        fee: app.fee,
        total: applicationTotal(row, app),
        state: app.state,
        createdAt: app.createdAt.toISOString(),
        actions,
      },
    ];
  });
}

/** `POST /api/v1/Job/{key}/applications`: a guide with a profile applies to an open job before its deadline. */
export async function applyToJob(ctx: Ctx, actor: Actor, key: string, body: ApplicationCreate) {
  const { db } = ctx.database;
  if (membershipOf(actor, body.guide)?.role !== 'guide') throw notFound(`guide space ${body.guide} of yours`);
  const row = await readableJob(ctx, actor, key);
  if (row.offerTo)
    throw new AppError('job.offer_only', 'An offer is accepted or declined by its guide alone');
  const state = effectiveState(row);
  if (state === 'expired')
    throw new AppError('job.deadline_passed', 'Applications for this job have closed', {
      params: { deadline: row.deadline.toISOString() },
    });
  if (state !== 'open')
    throw new AppError('job.not_open', `The job is ${state}`, {
      params: { state },
      fields: [{ field: 'params.key', rule: 'job_open', message: 'must be an open job', params: { state } }],
    });
  const profile = await findProfile(db, body.guide);
  if (!profile)
    throw new AppError('guide.no_profile', 'Write your guide profile first', {
      params: { space: body.guide },
    });
  const existing = await applicationOf(db, key, body.guide);
  if (existing) throw duplicate(existing.key);
  await assertGuideFree(db, row, body.guide);
  const app = await insertApplication(db, {
    key: newKey('ja'),
    jobKey: key,
    guideKey: body.guide,
    message: body.message,
    fee: body.fee,
    overtimeRate: profile.doc.rates.overtimeHour,
    createdBy: actor.identity.sub,
  }).catch(async (error: unknown) => {
    // Two at once: the unique index lets one land; the other reads as the duplicate it is.
    const again = await applicationOf(db, key, body.guide);
    throw again ? duplicate(again.key) : error;
  });
  await notifyJob(ctx, row, 'applied', [row.spaceKey], body.message);
  const [view] = await views(ctx, actor, row, [app]);
  return view as ApplicationView;
}

/** `GET /api/v1/Job/{key}/applications`: every applicant for the poster's members, a guide's own otherwise. */
export async function listApplications(ctx: Ctx, actor: Actor, key: string) {
  const row = await readableJob(ctx, actor, key);
  const all = actor.isAdmin || membershipOf(actor, row.spaceKey) !== undefined;
  const apps = await applicationsOfJob(ctx.database.db, key, all ? null : guideSpacesOf(actor));
  return { items: await views(ctx, actor, row, apps), next: null };
}

/** The application of this job, locked; another job's reads as absent. */
async function applicationIn(tx: Db, job: string, id: string) {
  const app = await findApplication(tx, id, true);
  if (!app || app.jobKey !== job) throw notFound(`application ${id}`);
  return app;
}

/**
 * `POST …/applications/{id}/accept`: the poster takes this guide. In one transaction, the job locked: the guide's
 * days are held (refused when taken, naming the day or the job), the job assigned, the others marked filled.
 */
export async function acceptApplication(ctx: Ctx, actor: Actor, key: string, id: string) {
  const { db } = ctx.database;
  await readableJob(ctx, actor, key);
  const { row, filled } = await db.transaction(async (tx) => {
    const found = (await findJob(tx, key, true)) as JobRow;
    const app = await applicationIn(tx, key, id);
    assertManagesPoster(actor, found);
    if (effectiveState(found) !== 'open') throw stateConflict(found, 'assigned');
    if (app.state !== 'pending')
      throw new AppError('job.application_state', `The application is ${app.state}`, {
        params: { state: app.state },
      });
    const assigned = await assignGuide(tx, found, app.guideKey);
    await setApplicationState(tx, id, 'accepted');
    return { row: assigned, filled: await fillOthers(tx, key, id) };
  });
  await notifyJob(ctx, row, 'accepted', row.guideKey ? [row.guideKey] : []);
  await notifyJob(ctx, row, 'filled', filled);
  return jobView(db, actor, row);
}

/** `POST …/applications/{id}/withdraw`: the applicant takes a pending application back. */
export async function withdrawApplication(ctx: Ctx, actor: Actor, key: string, id: string) {
  const { db } = ctx.database;
  const row = await readableJob(ctx, actor, key);
  const app = await db.transaction(async (tx) => {
    const found = await applicationIn(tx, key, id);
    if (membershipOf(actor, found.guideKey)?.role !== 'guide') throw notFound(`application ${id}`);
    if (found.state !== 'pending')
      throw new AppError('job.application_state', `The application is ${found.state}`, {
        params: { state: found.state },
      });
    return setApplicationState(tx, id, 'withdrawn');
  });
  const [view] = await views(ctx, actor, row, [app]);
  return view as ApplicationView;
}

import { type JobView, japanDay, jobFeeTotal } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { type ApplicationRow, applicantCounts, applicationsBy } from '../repository/applications.ts';
import { type JobRow, spaceNames } from '../repository/jobs.ts';
import { effectiveState, guideSpacesOf, isGuide, managesPoster } from './access.ts';

/** The moves and edits open to the caller now; the buttons the web shows come from here. */
export function jobActions(actor: Actor, row: JobRow, mine: ApplicationRow | undefined, now = new Date()) {
  const state = effectiveState(row, now);
  const today = japanDay(now);
  const started = today >= row.dateFrom;
  const actions: string[] = [];
  if (managesPoster(actor, row)) {
    if (state === 'open') actions.push('edit', 'cancel', 'delete');
    if (state === 'assigned' && !started) actions.push('cancel');
    if (state === 'assigned' && today >= row.dateTo) actions.push('complete');
    if (state === 'cancelled' || state === 'expired') actions.push('delete');
  }
  if (state === 'open' && isGuide(actor, row.offerTo)) actions.push('accept-offer', 'decline-offer');
  if (state === 'open' && row.offerTo === null && !mine && guideSpacesOf(actor).length) actions.push('apply');
  if (state === 'assigned' && !started && isGuide(actor, row.guideKey) && !actions.includes('cancel'))
    actions.push('cancel');
  return actions;
}

const fee = (row: JobRow, app: ApplicationRow) =>
  jobFeeTotal({
    dates: { from: row.dateFrom, to: row.dateTo },
    hoursPerDay: row.hoursPerDay,
    feePerDay: app.fee,
    overtimePerHour: app.overtimeRate,
  });

/** Jobs as answered, with names, counts and the caller's own application; `matches` marks jobs for me. */
export async function jobViews(db: Db, actor: Actor, rows: JobRow[], matches?: Map<string, boolean>) {
  const keys = rows.map((r) => r.key);
  // Three independent reads: on PostgreSQL they run side by side on the pool's connections.
  const [names, counts, own] = await Promise.all([
    spaceNames(
      db,
      rows.flatMap((r) => [
        r.spaceKey,
        ...(r.offerTo ? [r.offerTo] : []),
        ...(r.guideKey ? [r.guideKey] : []),
      ]),
    ),
    applicantCounts(db, keys),
    applicationsBy(db, keys, guideSpacesOf(actor)),
  ]);
  const mineOf = new Map(own.map((app) => [app.jobKey, app]));
  const named = (key: string | null) => (key ? { space: key, name: names.get(key) ?? key } : null);
  return rows.map((row): JobView => {
    const mine = mineOf.get(row.key);
    return {
      key: row.key,
      space: row.spaceKey,
      poster: { space: row.spaceKey, name: names.get(row.spaceKey) ?? row.spaceKey },
      title: row.doc.title,
      description: row.doc.description,
      dates: { from: row.dateFrom, to: row.dateTo },
      startTime: row.doc.startTime,
      hoursPerDay: row.hoursPerDay,
      meetingPlace: row.doc.meetingPlace,
      prefecture: row.prefecture,
      languages: row.languages as JobView['languages'],
      groupSize: row.groupSize,
      feePerDay: row.feePerDay,
      requirements: row.doc.requirements,
      deadline: row.deadline.toISOString(),
      state: effectiveState(row),
      offerTo: named(row.offerTo),
      guide: named(row.guideKey),
      cancelReason: row.cancelReason,
      cancelledBy: row.cancelledBy,
      applicantCount: counts.get(row.key) ?? 0,
      myApplication: mine ? { key: mine.key, state: mine.state, fee: mine.fee, total: fee(row, mine) } : null,
      matches: matches?.get(row.key) ?? false,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      actions: jobActions(actor, row, mine),
    };
  });
}

export async function jobView(db: Db, actor: Actor, row: JobRow) {
  const [view] = await jobViews(db, actor, [row]);
  return view as JobView;
}

export { fee as applicationTotal };

import { type AvailabilityView, addDays, dayCount, GUIDE_LIMITS, japanDay } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { daysBetween, replaceUnavailable } from '../repository/days.ts';
import { assertManagesGuide, type Ctx, guideSpace, managesGuide } from './access.ts';

const tooLong = (field: string) =>
  new AppError('request.invalid', `${field}: at most ${GUIDE_LIMITS.availabilityDays} days at once`, {
    fields: [
      {
        field,
        rule: 'too_long',
        message: `covers at most ${GUIDE_LIMITS.availabilityDays} days`,
        params: { max: GUIDE_LIMITS.availabilityDays },
      },
    ],
  });

/**
 * A guide's calendar between two days: days marked unavailable and days assigned jobs hold. Which job holds a
 * day is the guide's business (and the job's poster reads it on the job), so others see only that it is taken.
 */
export async function readAvailability(
  ctx: Ctx,
  actor: Actor,
  key: string,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<AvailabilityView> {
  const { db } = ctx.database;
  await guideSpace(db, key);
  const from = query.from ?? japanDay();
  const to = query.to ?? addDays(from, 90);
  if (to < from)
    throw new AppError('request.invalid', 'querystring.to: must not be before from', {
      fields: [{ field: 'querystring.to', rule: 'date_order', message: 'must not be before from' }],
    });
  if (dayCount(from, to) > GUIDE_LIMITS.availabilityDays) throw tooLong('querystring.to');
  const own = managesGuide(actor, key);
  const days = (await daysBetween(db, key, from, to)).map((row) => ({
    day: row.day,
    status: row.jobKey ? ('assigned' as const) : ('unavailable' as const),
    job: own ? row.jobKey : null,
  }));
  return { space: key, from, to, days };
}

/** `PUT …/availability`: the guide marks exactly these days of the window unavailable. */
export async function putAvailability(
  ctx: Ctx,
  actor: Actor,
  key: string,
  body: { from: string; to: string; unavailable: string[] },
) {
  const { db } = ctx.database;
  await guideSpace(db, key);
  assertManagesGuide(actor, key);
  if (dayCount(body.from, body.to) > GUIDE_LIMITS.availabilityDays) throw tooLong('body.to');
  await db.transaction((tx) => replaceUnavailable(tx, key, body.from, body.to, body.unavailable));
  return readAvailability(ctx, actor, key, body);
}

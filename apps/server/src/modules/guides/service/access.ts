import { type Actor, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { findGuideSpace } from '../repository/profiles.ts';

/** What the services pick of the request context (docs/ARCHITECTURE.md "Request context"). */
export type Ctx = Pick<RequestContext, 'database' | 'log' | 'config' | 'storage'>;

const absent = (key: string) => new AppError('record.not_found', `No guide space ${key}`);

/** A guide space by key; any other space, or none, reads as absent. */
export async function guideSpace(db: Db, key: string) {
  const space = await findGuideSpace(db, key);
  if (space?.kind !== 'guide') throw absent(key);
  return space;
}

/** The guide space's own people change its profile and calendar; others get `guide.manage_forbidden`. */
export const managesGuide = (actor: Actor, key: string) => membershipOf(actor, key)?.role === 'guide';

export function assertManagesGuide(actor: Actor, key: string) {
  if (!managesGuide(actor, key))
    throw new AppError('guide.manage_forbidden', 'Only the guide changes their profile and calendar');
}

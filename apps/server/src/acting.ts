import type { Actor } from './actor.ts';
import { AppError } from './errors.ts';

/** The request header a person names the space they act for with (the web's current space). */
export const SPACE_HEADER_NAME = 'X-TourTariff-Space';

/** A write whose acting space the caller left open: refused, naming the header that settles it. */
export const ambiguousSpace = (choices: number) =>
  new AppError('space.ambiguous', `Name the space you act for in the ${SPACE_HEADER_NAME} header`, {
    params: { header: SPACE_HEADER_NAME, count: choices },
    fields: [
      {
        field: 'headers.x-tourtariff-space',
        rule: 'required',
        message: 'names the space you act for: you belong to several',
        params: { count: choices },
      },
    ],
  });

/** Notes the space a call answered for; the auth plugin echoes it in the `X-TourTariff-Space` response header. */
function answered(actor: Actor, space: string): string {
  actor.answeredFor = space;
  return space;
}

/**
 * The space a call acts for when its body or query names none: the one `X-TourTariff-Space` names (an API key's
 * own space), else the caller's only space. Guessing among several put records in the wrong space, so a write by
 * a caller with several (an administrator's `admin` space counts where the call knows one) is refused with
 * `space.ambiguous`; a read answers for the first and says so in the response header (docs/api.md "Acting
 * space"). Null: the caller has no space at all.
 */
export function impliedSpace(actor: Actor, write: boolean, adminSpace?: string): string | null {
  if (actor.space) return answered(actor, actor.space.space);
  const admin = adminSpace !== undefined && actor.isAdmin ? [adminSpace] : [];
  if (admin.length && actor.spaceHeader === adminSpace) return answered(actor, adminSpace as string);
  const choices = [...admin, ...actor.memberships.map((m) => m.space)];
  if (write && choices.length > 1) throw ambiguousSpace(choices.length);
  const [first] = choices;
  return first === undefined ? null : answered(actor, first);
}

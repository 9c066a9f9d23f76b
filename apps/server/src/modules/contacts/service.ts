import type { SpaceContactUpdate } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../actor.ts';
import type { RequestContext } from '../../context.ts';
import { type ContactRow, findContact, saveContact } from '../../core/alerts/index.ts';
import { spaceCard } from '../../core/users/index.ts';
import { AppError } from '../../errors.ts';

/** What these services need of the request (docs/ARCHITECTURE.md "Request context"). */
type Ctx = Pick<RequestContext, 'db'>;

const notFound = () => new AppError('record.not_found', 'invalid record');

/** A contact as records show it; a space that named nobody shows none (docs/product-decisions.md §14). */
export const contactView = (space: string, row: Pick<ContactRow, 'name' | 'department' | 'phone'> | null) =>
  row?.name ? { space, name: row.name, department: row.department, phone: row.phone } : null;

/** The `contact` field of a space card: absent when the space named nobody, so cards stay as they were. */
export const contactField = (
  space: string,
  row: Pick<ContactRow, 'name' | 'department' | 'phone'> | null,
) => {
  const contact = contactView(space, row);
  return contact ? { contact } : {};
};

/**
 * A space's contact person: partners see it on cards and threads, so any signed-in person may read it; the
 * digest time is the members' business only, and shown to them alone.
 */
export async function readContact(ctx: Ctx, actor: Actor, space: string) {
  if (!(await spaceCard(ctx.db, space))) throw notFound();
  const found = { contact: await findContact(ctx.db, space) };
  const member = membershipOf(actor, space) !== undefined;
  return {
    contact: contactView(space, found.contact),
    digestAt: member ? (found.contact?.digestAt ?? '08:00') : null,
  };
}

/** Only the space's owners and admins name its contact; a space the caller is not in reads as absent. */
export async function writeContact(
  ctx: Ctx,
  actor: Actor,
  space: string,
  input: Required<Pick<SpaceContactUpdate, 'name'>> & Omit<SpaceContactUpdate, 'name'>,
) {
  const membership = membershipOf(actor, space);
  if (actor.kind !== 'user' || !membership) throw notFound();
  if (membership.memberRole === 'member')
    throw new AppError(
      'alert.contact_forbidden',
      "Only the space's owners and admins name its contact person",
    );
  const row = await saveContact(ctx.db, {
    spaceKey: space,
    name: input.name,
    department: input.department ?? '',
    phone: input.phone ?? '',
    digestAt: input.digestAt ?? '08:00',
    updatedBy: actor.identity.sub,
  });
  return { contact: contactView(space, row), digestAt: row.digestAt };
}

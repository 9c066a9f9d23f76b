import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';

/*
 * What the messenger hands this module when it registers (it imports this module, so this module cannot import
 * it; docs/ARCHITECTURE.md "Table owners"), the way partners hand tariffs their terms:
 * - booking references are the trade's one `TT-<year>-<6 digits>` series, which the messenger owns (an accepted
 *   inquiry takes the next one);
 * - every state change appears in the conversation about the tariff between the two spaces
 *   (docs/product-decisions.md §15).
 */
export type ReferenceMinter = (db: Db, at: Date) => Promise<string>;

export type BookingNote = {
  buyer: string;
  supplier: string;
  tariff: string;
  subject: string;
  /** The space whose member acted, and that member. */
  space: string;
  sender: { sub: string; name: string };
  text: string;
};
export type BookingNotes = (
  ctx: Pick<RequestContext, 'database' | 'log'>,
  note: BookingNote,
) => Promise<void>;

let minter: ReferenceMinter | null = null;
let notes: BookingNotes | null = null;

export function setReferenceMinter(next: ReferenceMinter): void {
  minter = next;
}

export function setBookingNotes(next: BookingNotes): void {
  notes = next;
}

export function mintReference(db: Db, at: Date): Promise<string> {
  if (!minter) throw new Error('no booking reference minter: the messenger module registers it');
  return minter(db, at);
}

/** Posts the note when the messenger is there to take it (an app without it still books). */
export async function postNote(
  ctx: Pick<RequestContext, 'database' | 'log'>,
  note: BookingNote,
): Promise<void> {
  if (notes) await notes(ctx, note);
}

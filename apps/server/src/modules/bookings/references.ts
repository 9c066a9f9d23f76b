import type { Db } from '../../db/client.ts';

/*
 * Booking references are the trade's one `TT-<year>-<6 digits>` series, which the messenger owns (an accepted
 * inquiry takes the next one). The messenger hands its minter in when it registers (it imports this module, so
 * this module cannot import it), the way partners hand tariffs their terms (docs/ARCHITECTURE.md "Table owners").
 */
export type ReferenceMinter = (db: Db, at: Date) => Promise<string>;

let minter: ReferenceMinter | null = null;

export function setReferenceMinter(next: ReferenceMinter): void {
  minter = next;
}

export function mintReference(db: Db, at: Date): Promise<string> {
  if (!minter) throw new Error('no booking reference minter: the messenger module registers it');
  return minter(db, at);
}

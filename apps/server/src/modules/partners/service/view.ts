import { agreementDay, type Partnership, type PartnershipTarget } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import type { Db } from '../../../db/client.ts';
import { contactField } from '../../contacts/index.ts';
import { type AgreementRow, agreementsOf } from '../repository/agreements.ts';
import { type PartnershipRow, type SpaceRow, spacesByKey } from '../repository/partnerships.ts';
import { listedCounts } from '../repository/tariffs.ts';
import { manages, perspective, sidesOf } from './access.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function spaceCard(space: SpaceRow | undefined, key: string) {
  return {
    key,
    name: space?.name ?? key,
    avatar: space?.avatar ?? null,
    logo: space?.details.logo || null,
    kind: space?.kind === 'personal' ? ('personal' as const) : ('corporate' as const),
    role: space?.role === 'supplier' ? ('supplier' as const) : ('buyer' as const),
    ...contactField(key, space?.contact ?? null),
  };
}

/** Whether an accepted agreement is in force on `day`. */
export const inForce = (row: AgreementRow, day: string) =>
  row.state === 'accepted' && row.validFrom <= day && day <= row.validTo;

/** The moves open to the caller: the side that was asked decides, the asker may withdraw. */
export function partnershipActions(actor: Actor, row: PartnershipRow): PartnershipTarget[] {
  const sides = sidesOf(actor, row);
  const asker = row.requestedBy === 'buyer' ? sides.buyer : sides.supplier;
  const asked = row.requestedBy === 'buyer' ? sides.supplier : sides.buyer;
  if (row.state === 'requested')
    return [
      ...(manages(asked) ? (['active', 'declined'] as const) : []),
      ...(manages(asker) ? (['withdrawn'] as const) : []),
    ];
  if (row.state === 'active' && (manages(sides.buyer) || manages(sides.supplier))) return ['ended'];
  return [];
}

/**
 * Partnerships as the API answers them, for one page at a time: three statements whatever the page's size
 * (the spaces of both sides, the agreements, the counts of visible tariffs).
 */
export async function partnershipViews(
  db: Db,
  actor: Actor,
  rows: PartnershipRow[],
  preferred?: string,
): Promise<Partnership[]> {
  const spaces = await spacesByKey(
    db,
    rows.flatMap((r) => [r.buyerKey, r.supplierKey]),
  );
  const keys = rows.map((r) => r.key);
  const agreements = await agreementsOf(db, keys);
  const counts = await listedCounts(
    db,
    rows.map((r) => r.supplierKey),
  );
  const day = agreementDay();
  return rows.map((row) => {
    const side = perspective(actor, row, preferred);
    const buyer = spaceCard(spaces.get(row.buyerKey), row.buyerKey);
    const supplier = spaceCard(spaces.get(row.supplierKey), row.supplierKey);
    const own = agreements.filter((a) => a.partnershipKey === row.key);
    // The card shows the agreement in force, else the newest the caller may see that is still open.
    const seesDrafts = actor.isAdmin || Boolean(sidesOf(actor, row).supplier);
    const shown =
      own.find((a) => inForce(a, day)) ??
      own.find((a) => a.state === 'sent' || (seesDrafts && a.state === 'draft')) ??
      own.find((a) => a.state === 'accepted');
    const count = counts.get(row.supplierKey);
    return {
      key: row.key,
      state: row.state,
      buyer,
      supplier,
      requestedBy: row.requestedBy,
      message: row.message,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      since: iso(row.activatedAt),
      endedAt: iso(row.endedAt),
      side,
      partner: side === 'supplier' ? buyer : supplier,
      direction: side === null ? null : side === row.requestedBy ? 'sent' : 'received',
      agreement: shown
        ? {
            key: shown.key,
            state: shown.state,
            discount: shown.discount,
            paymentDays: shown.terms.paymentDays,
            validity: shown.terms.validity,
            inForce: inForce(shown, day),
          }
        : null,
      visibleTariffs: (row.state === 'active' ? count?.all : count?.open) ?? 0,
      actions: partnershipActions(actor, row),
    };
  });
}

import { agreementDay, type PricingAgreement, type TariffRoles } from '@tourtariff/shared';
import { type Actor, membershipOf } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { type PartnerLink, partnerReader } from '../partner-terms.ts';
import type { TariffRow } from '../repository/tariffs.ts';

/** What the services pick of the request context (docs/ARCHITECTURE.md "Request context"): the database, the log, and (through them) the notify service. */
export type Ctx = Pick<RequestContext, 'database' | 'log' | 'config' | 'reads'>;

/**
 * Who reads what: the query and search repositories take this rather than the whole caller. `partners` are the
 * supplier spaces the caller's buyer spaces are active trading partners of (their `partners` tariffs are
 * readable once published); `agreements` the agreement in force with each, for partner prices.
 */
export type Reader = {
  isAdmin: boolean;
  suppliers: string[];
  partners: string[];
  agreements: Map<string, PricingAgreement>;
};

/**
 * Supplier spaces the caller is a member of, in any member role (docs/product-decisions.md §4: they edit those tariffs). Read from
 * the caller resolved once per request, so no second membership query.
 */
export const supplierSpaces = (actor: Actor): string[] =>
  actor.memberships.filter((m) => m.role === 'supplier').map((m) => m.space);

export const isSupplierOf = (actor: Actor, space: string) => membershipOf(actor, space)?.role === 'supplier';

/**
 * The caller as a reader of tariffs. Partnerships are read with one statement (only for callers with a buyer
 * space) kept in the read cache (db/read-cache.ts) like a tariff's detail: any write this process commits forgets
 * it, so ending a partnership hides its tariffs on the next request; another process's write, soon after (issue
 * 13 item 3: it was the one statement of a cached tariff read). Where two of the caller's buyer spaces partner
 * with one supplier, the space they act as (`X-TourTariff-Space`) decides whose agreement prices.
 */
export async function readerFor(ctx: Pick<Ctx, 'database' | 'reads'>, actor: Actor): Promise<Reader> {
  const buyers = buyerSpaces(actor);
  const day = agreementDay();
  const links = buyers.length
    ? await ctx.reads.remember(`partners:${day}:${[...buyers].sort().join(',')}`, () =>
        partnerReader().links(ctx.database.db, buyers, day),
      )
    : [];
  return readerOf(actor, links);
}

/** The caller's buyer spaces, whose partnerships make a reader's partners. */
export const buyerSpaces = (actor: Actor): string[] =>
  actor.memberships.filter((m) => m.role === 'buyer').map((m) => m.space);

/** The reader of readerFor from partnerships read already (a tariff's read reads them in its own statement). */
export function readerOf(actor: Actor, links: readonly PartnerLink[]): Reader {
  const acting = actor.space?.space;
  const ordered = [...links].sort((a, b) => Number(b.buyer === acting) - Number(a.buyer === acting));
  const agreements = new Map<string, PricingAgreement>();
  for (const link of ordered)
    if (link.agreement && !agreements.has(link.supplier)) agreements.set(link.supplier, link.agreement);
  return {
    isAdmin: actor.isAdmin,
    suppliers: supplierSpaces(actor),
    partners: [...new Set(links.map((link) => link.supplier))],
    agreements,
  };
}

/** The caller's standing towards a tariff: a member of its supplier space, an administrator, or neither. */
export function rolesFor(actor: Actor, row: Pick<TariffRow, 'spaceKey'>): TariffRoles {
  return { supplier: isSupplierOf(actor, row.spaceKey), admin: actor.isAdmin };
}

type ReadableRow = Pick<TariffRow, 'spaceKey' | 'state' | 'visibility'>;

/**
 * Who may read a tariff: its space's members and administrators always; anyone signed in once it is published
 * and public; a published `partners` tariff also the supplier's active trading partners (`partners`, from
 * readerFor). Writes pass no partners: a partner reads, it never edits.
 */
export function canRead(actor: Actor, row: ReadableRow, partners: readonly string[] = []): boolean {
  const roles = rolesFor(actor, row);
  if (roles.supplier || roles.admin) return true;
  if (row.state !== 'published') return false;
  return row.visibility === 'public' || partners.includes(row.spaceKey);
}

/** A tariff the caller may read; one they may not read answers exactly like one that does not exist. */
export function assertReadable<F extends { row: ReadableRow }>(
  actor: Actor,
  found: F | undefined,
  key: string,
  partners: readonly string[] = [],
): F {
  if (!found || !canRead(actor, found.row, partners))
    throw new AppError('record.not_found', `No tariff ${key}`);
  return found;
}

/**
 * Refuses unless the caller is a member of this supplier space. A space of their own that sells nothing is named
 * as such; any other space reads as absent, whether or not it exists, so its key reveals nothing.
 */
export function requireSupplierMember(actor: Actor, space: string, field = 'body.space'): void {
  const membership = membershipOf(actor, space);
  if (membership?.role === 'supplier') return;
  if (membership) {
    throw new AppError('tariff.not_supplier_space', `${field}: ${space} is not a supplier space`, {
      fields: [{ field, rule: 'supplier_space', message: 'must be a supplier space', params: { space } }],
      params: { space },
    });
  }
  throw new AppError('record.not_found', `No supplier space ${space} of yours`);
}

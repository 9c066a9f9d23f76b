import {
  type Agreement,
  type AgreementCreate,
  type AgreementListQuery,
  type AgreementTarget,
  type AgreementTerms,
  agreementDay,
} from '@tourtariff/shared';
import { type Actor, actorName } from '../../../actor.ts';
import { peopleBySub, personShown } from '../../../core/users/index.ts';
import { AppError, type FieldIssue } from '../../../errors.ts';
import { decodeOffset, encodeOffset, newKey } from '../../../kit/index.ts';
import {
  type AgreementRow,
  findAgreement,
  insertAgreement,
  listAgreements,
  updateAgreement,
} from '../repository/agreements.ts';
import { findPartnership, type PartnershipRow, spacesByKey } from '../repository/partnerships.ts';
import { supplierTariffRates } from '../repository/tariffs.ts';
import { assertPartnershipReadable, type Ctx, manages, partnerSpaces, sidesOf } from './access.ts';
import { inForce, spaceCard } from './view.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An agreement the caller may read: the supplier's members always, the buyer's once sent, administrators. */
function assertAgreementReadable(actor: Actor, row: AgreementRow | undefined, key: string): AgreementRow {
  if (row) {
    const sides = sidesOf(actor, row);
    if (actor.isAdmin || sides.supplier || (sides.buyer && row.state !== 'draft')) return row;
  }
  throw new AppError('record.not_found', `No agreement ${key}`);
}

/** The moves open to the caller: the supplier's owners and admins send and withdraw, the buyer's decide. */
function agreementActions(actor: Actor, row: AgreementRow): AgreementTarget[] {
  const sides = sidesOf(actor, row);
  const supplier = manages(sides.supplier);
  const buyer = manages(sides.buyer);
  if (row.state === 'draft') return supplier ? ['sent', 'withdrawn'] : [];
  if (row.state === 'sent')
    return [
      ...(buyer ? (['accepted', 'rejected'] as const) : []),
      ...(supplier ? (['withdrawn'] as const) : []),
    ];
  return [];
}

async function agreementViews(ctx: Ctx, actor: Actor, rows: AgreementRow[]): Promise<Agreement[]> {
  const spaces = await spacesByKey(
    ctx.database.db,
    rows.flatMap((r) => [r.buyerKey, r.supplierKey]),
  );
  const people = await peopleBySub(
    ctx.database.db,
    rows.flatMap((r) => [r.createdBy, ...(r.decidedBy ? [r.decidedBy] : [])]),
  );
  const day = agreementDay();
  return rows.map((row) => {
    // The supplier writes and withdraws terms, the buyer accepts or rejects them: the address of the person
    // who did reaches only their own side.
    const sides = sidesOf(actor, row);
    const deciderSide = row.state === 'withdrawn' ? sides.supplier : sides.buyer;
    return agreementView(row, day, actor, {
      createdBy: personShown(
        row.createdBy,
        people.get(row.createdBy),
        Boolean(sides.supplier),
        row.createdByName,
      ),
      decidedBy: row.decidedBy
        ? personShown(row.decidedBy, people.get(row.decidedBy), Boolean(deciderSide), row.decidedByName)
        : null,
      supplier: spaceCard(spaces.get(row.supplierKey), row.supplierKey),
      buyer: spaceCard(spaces.get(row.buyerKey), row.buyerKey),
    });
  });
}

function agreementView(
  row: AgreementRow,
  day: string,
  actor: Actor,
  named: Pick<Agreement, 'createdBy' | 'decidedBy' | 'supplier' | 'buyer'>,
): Agreement {
  return {
    key: row.key,
    partnership: row.partnershipKey,
    supplier: named.supplier,
    buyer: named.buyer,
    state: row.state,
    ...row.terms,
    // Terms stored before commission agreements existed are discount terms (docs/product-decisions.md §12).
    kind: row.terms.kind ?? 'discount',
    commission: row.terms.commission ?? null,
    feeSchedule: row.terms.feeSchedule ?? null,
    overrides: row.terms.overrides.map((o) => ({ ...o })),
    createdBy: named.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: iso(row.sentAt),
    decidedBy: named.decidedBy,
    decidedAt: iso(row.decidedAt),
    note: row.note,
    supersededBy: row.supersededBy,
    supersededAt: iso(row.supersededAt),
    inForce: inForce(row, day),
    actions: agreementActions(actor, row),
  };
}

async function oneView(ctx: Ctx, actor: Actor, row: AgreementRow) {
  const [view] = await agreementViews(ctx, actor, [row]);
  return view as Agreement;
}

/**
 * Rules of the terms that need the database: overrides name tariffs of this supplier, net
 * prices name rate rows that exist and stay at or below the public price, and a PDF is a stored file.
 */
async function checkTerms(ctx: Ctx, supplier: string, terms: AgreementTerms) {
  const rates = await supplierTariffRates(
    ctx.database.db,
    supplier,
    terms.overrides.map((o) => o.tariff),
  );
  const issues: FieldIssue[] = [];
  terms.overrides.forEach((override, i) => {
    const rows = rates.get(override.tariff);
    if (!rows) {
      issues.push({
        field: `body.overrides.${i}.tariff`,
        rule: 'own_tariff',
        message: "must be one of the supplier's tariffs",
      });
      return;
    }
    if (override.type !== 'net') return;
    override.rates.forEach((net, j) => {
      const at = `body.overrides.${i}.rates.${j}`;
      const row = rows[net.rate];
      if (!row) {
        issues.push({
          field: `${at}.rate`,
          rule: 'rate_unknown',
          message: 'the tariff has no such rate row',
        });
        return;
      }
      if (net.adult > row.adult)
        issues.push({
          field: `${at}.adult`,
          rule: 'net_above_public',
          message: 'must not exceed the public price',
          params: { max: row.adult },
        });
      if (net.child !== null && (row.child === null || net.child > row.child))
        issues.push({
          field: `${at}.child`,
          rule: 'net_above_public',
          message: 'must not exceed the public price',
          params: { max: row.child ?? 0 },
        });
    });
  });
  if (terms.pdf) {
    const stored = await ctx.storage.info(terms.pdf);
    if (!stored || stored.encrypted || stored.type !== 'application/pdf')
      issues.push({ field: 'body.pdf', rule: 'pdf', message: 'must be a stored, unencrypted PDF' });
  }
  if (issues.length)
    throw new AppError(
      'agreement.override_invalid',
      issues.map((i) => `${i.field}: ${i.message}`).join('; '),
      {
        fields: issues,
      },
    );
}

function requireSupplierManager(actor: Actor, partnership: Pick<PartnershipRow, 'buyerKey' | 'supplierKey'>) {
  if (!manages(sidesOf(actor, partnership).supplier))
    throw new AppError(
      'agreement.manage_forbidden',
      "Only the supplier's owners and admins propose agreements",
    );
}

const termColumns = (terms: AgreementTerms) => ({
  terms,
  discount: terms.discount,
  validFrom: terms.validity.from,
  validTo: terms.validity.to,
});

/** `POST /api/v1/Agreement`: the supplier's draft of terms for an active partnership. */
export async function createAgreement(ctx: Ctx, actor: Actor, body: AgreementCreate) {
  const { db } = ctx.database;
  const { partnership: key, ...terms } = body;
  const partnership = assertPartnershipReadable(actor, await findPartnership(db, key), key);
  requireSupplierManager(actor, partnership);
  if (partnership.state !== 'active')
    throw new AppError('agreement.partnership_inactive', `The partnership is ${partnership.state}`, {
      params: { state: partnership.state },
    });
  await checkTerms(ctx, partnership.supplierKey, terms);
  const row = await insertAgreement(db, {
    key: newKey('ag'),
    partnershipKey: key,
    buyerKey: partnership.buyerKey,
    supplierKey: partnership.supplierKey,
    ...termColumns(terms),
    createdBy: actor.identity.sub,
    createdByName: actorName(actor),
  });
  return oneView(ctx, actor, row);
}

/** `GET /api/v1/Agreement/{key}`. */
export async function readAgreement(ctx: Ctx, actor: Actor, key: string) {
  return oneView(ctx, actor, assertAgreementReadable(actor, await findAgreement(ctx.database.db, key), key));
}

/** `PUT /api/v1/Agreement/{key}`: new terms for a draft. */
export async function replaceAgreement(ctx: Ctx, actor: Actor, key: string, terms: AgreementTerms) {
  const { db } = ctx.database;
  const row = await db.transaction(async (tx) => {
    const found = assertAgreementReadable(actor, await findAgreement(tx, key, true), key);
    requireSupplierManager(actor, found);
    if (found.state !== 'draft')
      throw new AppError('agreement.locked', `The agreement is ${found.state}`, {
        params: { state: found.state },
      });
    await checkTerms(ctx, found.supplierKey, terms);
    return updateAgreement(tx, key, termColumns(terms));
  });
  return oneView(ctx, actor, row);
}

/** `GET /api/v1/Agreement`: the agreements the caller may read, newest first. */
export async function listAgreementsFor(ctx: Ctx, actor: Actor, query: AgreementListQuery) {
  let mine = partnerSpaces(actor);
  if (query.space) {
    if (!actor.isAdmin && !mine?.includes(query.space))
      throw new AppError('record.not_found', `No space ${query.space} of yours`);
    mine = [query.space];
  }
  const offset = decodeOffset(query.cursor, 'querystring.cursor');
  const rows = await listAgreements(ctx.database.db, {
    mine,
    partnership: query.partnership,
    state: query.state,
    limit: query.limit,
    offset,
  });
  return {
    items: await agreementViews(ctx, actor, rows.slice(0, query.limit)),
    next: rows.length > query.limit ? encodeOffset(offset + query.limit) : null,
  };
}

export { assertAgreementReadable, oneView };

import type { RequestContext } from '../../../context.ts';
import { findSpace } from '../../../core/users/index.ts';
import { agreementInForce, findPricedTariff, supplierCatalogue } from '../../tariffs/index.ts';
import type { OctoCaller } from '../caller.ts';
import { invalidProduct } from '../errors.ts';
import { productOf, type Tariff, textIn } from './products.ts';

/*
 * The supplier and its products as a reseller sees them (docs/octo.md): the supplier's published tariffs,
 * partners-only ones included since every OCTO caller is an active partner of the supplier it names.
 */

export type Ctx = Pick<RequestContext, 'database' | 'log' | 'config' | 'reads' | 'clock'>;

/** The profile's description (`{jp, en}`) in the caller's language, or null. */
function describe(value: unknown, caller: OctoCaller): string | null {
  if (!value || typeof value !== 'object') return null;
  const { jp = '', en = '' } = value as { jp?: string; en?: string };
  return textIn({ jp, en }, caller.language) || null;
}

export async function supplierOf(ctx: Ctx, caller: OctoCaller) {
  const space = await findSpace(ctx.database.db, caller.supplier);
  const details = (space?.details ?? {}) as Record<string, unknown>;
  const text = (key: string) =>
    typeof details[key] === 'string' && details[key] ? String(details[key]) : null;
  return {
    id: caller.supplier,
    name: space?.name ?? caller.supplier,
    endpoint: `${ctx.config.publicUrl}/octo/v1`,
    contact: {
      website: text('website'),
      email: text('email'),
      telephone: text('phone'),
      address: null,
    },
    shortDescription: describe(details.description, caller),
  };
}

/** A page of products after the key `after` (`limit` of them; none: every one) and the last key when more follow. */
export async function productsOf(ctx: Ctx, caller: OctoCaller, after?: string, limit?: number) {
  const [rows, agreement] = await Promise.all([
    supplierCatalogue(ctx.database.db, caller.supplier, true, after, limit),
    agreementInForce(ctx, caller.buyer, caller.supplier),
  ]);
  const page = limit === undefined ? rows : rows.slice(0, limit);
  const now = ctx.clock();
  return {
    items: page.map((row) => productOf(row as Tariff, agreement, caller.language, now)),
    next: limit !== undefined && rows.length > limit ? (page.at(-1)?.key ?? null) : null,
  };
}

/** A published tariff of the named supplier the caller may sell, or OCTO's INVALID_PRODUCT_ID. */
export async function sellableTariff(ctx: Ctx, caller: OctoCaller, productId: string) {
  const row = await findPricedTariff(ctx.database.db, productId);
  if (!row || row.spaceKey !== caller.supplier || row.state !== 'published') throw invalidProduct(productId);
  return row as typeof row & Tariff;
}

export async function productOne(ctx: Ctx, caller: OctoCaller, productId: string) {
  const [tariff, agreement] = await Promise.all([
    sellableTariff(ctx, caller, productId),
    agreementInForce(ctx, caller.buyer, caller.supplier),
  ]);
  return productOf(tariff, agreement, caller.language, ctx.clock());
}

import { holdsAny } from '@tourtariff/shared';
import { config } from './config';

/**
 * Whether the user holds any of the rules, written relative to the product key (`admin`, `supplier:owner`) and
 * compared on the first three segments (docs/product.md §6). An empty rule list asks for nothing. The server enforces
 * access on every call; this only decides what the browser shows (docs/product-decisions.md §4).
 */
export function userHolds(
  entries: readonly string[] | undefined,
  rules: readonly string[] | undefined,
  productKey: string = config.productKey,
): boolean {
  if (!rules?.length) return true;
  return holdsAny(entries ?? [], rules, productKey);
}

import { type QuoteRequest, quote } from '@tourtariff/shared';
import type { Actor } from '../../../actor.ts';
import { AppError } from '../../../errors.ts';
import { findTariff } from '../repository/tariffs.ts';
import { assertReadable, type Deps, readerFor } from './caller.ts';

/** Which request field each refusal is about, so the quote panel can mark it. */
const refusedField = {
  'quote.outside_validity': 'body.date',
  'quote.blackout': 'body.date',
  'quote.no_pax_tier': 'body.adults',
  'quote.no_child_rate': 'body.children',
} as const;

/**
 * `POST /api/v1/Tariff/{key}/quote` (issue 14 item 5): the one pricing function's quote of a tariff the caller
 * may read, at the partner's prices when an agreement is in force. A tariff with a pending revision is quoted
 * as published: that is what a buyer can book.
 */
export async function quoteTariff(deps: Deps, actor: Actor, key: string, body: QuoteRequest) {
  const reader = await readerFor(deps, actor);
  const { row } = assertReadable(actor, await findTariff(deps.database.db, key), key, reader.partners);
  const result = quote({ key: row.key, doc: row.doc }, body, reader.agreements.get(row.spaceKey) ?? null);
  if (result.ok) return result.quote;
  const { code, message, params } = result.refusal;
  const field = refusedField[code];
  throw new AppError(code, `${field}: ${message}`, {
    params,
    fields: [{ field, rule: code.slice('quote.'.length), message, params }],
  });
}

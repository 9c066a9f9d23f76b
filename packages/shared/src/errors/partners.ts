import { kind } from './define.ts';

/**
 * Trading partners (`partner.*`), rate agreements (`agreement.*`) and quotes (`quote.*`). A
 * partnership or agreement the caller may not read stays `record.not_found` (docs/product.md §8 `invalid record`).
 */
export const partnerErrors = {
  /** A space cannot partner with itself. */
  'partner.self': kind.unprocessable,
  /** Partners are one buyer and one supplier; params {role}: the role both share. */
  'partner.same_role': kind.unprocessable,
  /** Guide spaces and the admin space have no partners; params {space}. */
  'partner.not_partnerable': kind.unprocessable,
  /** An open request or an active partnership already joins the two; params {partnership, state}. */
  'partner.duplicate': kind.conflict,
  /** The move is not open from the partnership's state; params {from, to}. */
  'partner.state_conflict': kind.conflict,
  /** Only the space's owners and admins accept, decline, withdraw or end; members read. */
  'partner.manage_forbidden': kind.forbidden,
  /** Agreements belong to active partnerships; params {state}. */
  'agreement.partnership_inactive': kind.conflict,
  /** Only a draft's terms change; params {state}. */
  'agreement.locked': kind.conflict,
  /** The move is not open from the agreement's state; params {from, to}. */
  'agreement.state_conflict': kind.conflict,
  /** The supplier withdrew it meanwhile. */
  'agreement.withdrawn': kind.conflict,
  /** A newer agreement replaced it meanwhile; params {by}: that agreement's key. */
  'agreement.superseded': kind.conflict,
  /** Only the supplier's owners and admins propose, send and withdraw; only the buyer's accept or reject. */
  'agreement.manage_forbidden': kind.forbidden,
  /** An override names another supplier's tariff, a missing rate row or a net above the public price; see fields. */
  'agreement.override_invalid': kind.unprocessable,
  /** The date lies outside the tariff's validity; params {from, to}. */
  'quote.outside_validity': kind.unprocessable,
  /** The supplier does not sell on this date; params {date}. */
  'quote.blackout': kind.unprocessable,
  /** No rate row admits this many people on this date; params {pax}. */
  'quote.no_pax_tier': kind.unprocessable,
  /** The rate used has no child price; params {rate}. */
  'quote.no_child_rate': kind.unprocessable,
  /** No rate row prices the night's day type, nor any fallback (docs/product-decisions.md §12); params {date, dayType}. */
  'quote.no_day_rate': kind.unprocessable,
  /** No rate row prices a room of this occupancy (or more rooms than guests); params {occupancy} or {units, people}. */
  'quote.no_occupancy': kind.unprocessable,
  /** The tariff has no age band of this key; params {band}. */
  'quote.unknown_band': kind.unprocessable,
} as const;

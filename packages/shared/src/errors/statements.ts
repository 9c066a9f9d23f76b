import { kind } from './define.ts';

/** Monthly statements (docs/statements.md). Each refusal stores nothing. */
export const statementErrors = {
  /** The move is not open from the statement's state; params {from, move}. */
  'statement.state': kind.conflict,
  /** Owners and admins of the space act; members read. params {move}. */
  'statement.forbidden': kind.forbidden,
  /** The supplier's business profile lacks a valid T-number (登録番号). */
  'statement.invoice_number': kind.unprocessable,
  /** A payment above what is still open; params {amount, open}. */
  'statement.overpaid': kind.unprocessable,
  /** Voiding issues a credit note: `creditNote: true` is required. */
  'statement.credit_note_required': kind.invalid,
  /** A statement in another currency needs its exchange rate before it is issued; params {currency}. */
  'statement.fx_rate_required': kind.unprocessable,
  /** A line number the statement does not have, or a booking line removed; params {line}. */
  'statement.line': kind.unprocessable,
  /** The space is no supplier space of the caller's, or the partner no partner; params {space}. */
  'statement.space': kind.unprocessable,
} as const;

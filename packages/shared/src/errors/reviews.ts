import { kind } from './define.ts';

/**
 * Reviews (`review.*`). A review the caller may not read stays `record.not_found` (docs/product.md §8
 * `invalid record`).
 */
export const reviewErrors = {
  /** Only a buyer space writes reviews; params {space}. */
  'review.not_buyer_space': kind.unprocessable,
  /** The space is not and never was an active partner of the supplier; params {reason}. */
  'review.not_eligible': kind.forbidden,
  /** One review per buyer space per tariff; params {review}: the existing one. */
  'review.duplicate': kind.conflict,
  /** The move is not open from the review's state; params {from, to}. */
  'review.state_conflict': kind.conflict,
  /** Who may make this move: administrators publish and reject; they or the author's space hide. */
  'review.move_forbidden': kind.forbidden,
  /** Rejecting or hiding as an administrator needs a reason for the author. */
  'review.reason_required': kind.unprocessable,
  /** Only owners and admins of the author's space edit or delete its review. */
  'review.manage_forbidden': kind.forbidden,
  /** Only owners and admins of the supplier space reply. */
  'review.reply_forbidden': kind.forbidden,
  /** A review has one public reply. */
  'review.reply_exists': kind.conflict,
  /** Only a published review is answered; params {state}. */
  'review.not_published': kind.conflict,
} as const;

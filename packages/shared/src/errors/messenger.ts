import { kind } from './define.ts';

/**
 * The messenger (`messenger.*`) and inquiries (`inquiry.*`). A conversation or inquiry the caller is
 * not in stays `record.not_found` (docs/product.md §8 `invalid record`).
 */
export const messengerErrors = {
  /** A message needs text or at least one attachment. */
  'messenger.empty_message': kind.invalid,
  /** A participant space does not exist; params {space}. */
  'messenger.unknown_participant': kind.unprocessable,
  /** A conversation needs another space than the caller's own. */
  'messenger.self': kind.unprocessable,
  /** Strangers may only write about a published tariff; otherwise the spaces must be active partners; params {space}. */
  'messenger.not_partners': kind.forbidden,
  /** A tariff conversation is with the tariff's supplier space only; params {supplier}. */
  'messenger.wrong_supplier': kind.unprocessable,
  /** The caller names a space of theirs that is not in the conversation, or has none; params {space}. */
  'messenger.no_space': kind.unprocessable,
  /** An attachment hash was not uploaded to this conversation; params {hash}. */
  'messenger.attachment_unknown': kind.unprocessable,
  /** A file is not JPEG, PNG, WebP or PDF by its content. */
  'messenger.attachment_type': kind.unprocessable,
  /** A file is over 10 MB; params {max}. */
  'messenger.attachment_too_big': kind.tooLarge,
  /** An upload is not multipart with one `file` part. */
  'messenger.upload_invalid': kind.invalid,
  /** Only a buyer space asks about a tariff, and not about its own. */
  'inquiry.not_buyer': kind.forbidden,
  /** The move is not open from the inquiry's state; params {from, action}. */
  'inquiry.state_conflict': kind.conflict,
  /** The move belongs to the other side; params {action, side}. */
  'inquiry.wrong_side': kind.forbidden,
  /** Only owners and admins of a space confirm, decline, accept or withdraw; members read. */
  'inquiry.manage_forbidden': kind.forbidden,
  /** A changed total needs a reason shown to the buyer. */
  'inquiry.reason_required': kind.unprocessable,
  /** A counter-offer must change the date or the group. */
  'inquiry.counter_unchanged': kind.unprocessable,
  /** The quote expired before this move. */
  'inquiry.expired': kind.conflict,
} as const;

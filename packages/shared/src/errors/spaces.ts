import { kind } from './define.ts';

/**
 * Refusals of spaces, their members and invitations, the access lists (core users/acl), the base profile and
 * uploads. A 404 stays `record.not_found`: the app API answers it as `invalid record`
 * (docs/product.md §8), and a space or invitation that is not the caller's must read exactly like a missing one.
 */
export const spacesErrors = {
  /** A company always keeps one owner: the last one can neither leave, be removed nor step down. */
  'space.last_owner': kind.conflict,
  'space.guide_exists': kind.conflict,
  /** Only the space's owners and admins (or an administrator) change it. */
  'space.manage_forbidden': kind.forbidden,
  /** docs/product.md §3: a create payload may name a user, but only the caller. */
  'space.only_for_yourself': kind.forbidden,
  /** params.business: the key named. */
  'space.business_not_yours': kind.forbidden,
  /** params.count: how many spaces still belong to the business. */
  'space.business_in_use': kind.conflict,
  /** A write by a caller of several spaces naming none; params.header: the header that names it. */
  'space.ambiguous': kind.invalid,
  /** params.email */
  'member.already_member': kind.conflict,
  /** Making, unmaking or removing an owner is an owner's act. */
  'member.owner_only': kind.forbidden,
  /** params.role: the caller's own role, which an invitation or a grant cannot exceed. */
  'member.above_own_role': kind.forbidden,
  /** params.email */
  'invitation.already_pending': kind.conflict,
  'profile.not_own': kind.forbidden,
  'acl.other_user': kind.forbidden,
  'acl.already_member': kind.conflict,
  /** params.entry */
  'acl.already_held': kind.conflict,
  /** params.entry */
  'acl.already_requested': kind.conflict,
  'acl.nothing_to_decide': kind.forbidden,
  'acl.owner_not_requestable': kind.invalid,
  /** params.role: the company's role (`buyer`, `supplier`), whose member or admin entry a request asks for. */
  'acl.wrong_space_role': kind.invalid,
  'acl.owner_not_grantable': kind.forbidden,
  /** params.role, as `member.above_own_role`. */
  'acl.above_own_role': kind.forbidden,
  'upload.not_image': kind.invalid,
  /** params.max: the limit in megabytes. */
  'upload.image_too_large': kind.invalid,
  'upload.multipart_invalid': kind.invalid,
  'upload.file_field': kind.invalid,
  'upload.media_type': kind.invalid,
} as const;

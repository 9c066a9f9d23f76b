import { kind } from './define.ts';

/**
 * Document stores, their ACL and proposal links (`document.*`, `acl.*`-free). A document
 * the caller may not read, or a collection that does not exist, stays `record.not_found` (docs/product.md §8 `invalid
 * record`); a document failing its collection's schema is the usual `request.invalid` naming the field.
 */
export const documentErrors = {
  /** No `?space=` and no space the caller acts as: which store is meant is unknown. */
  'document.space_required': kind.invalid,
  /** The tariff is already a favourite of this space; params {id}: the favourite's id. */
  'document.duplicate': kind.conflict,
  /** A collection holds at most so many documents per space; params {max}. */
  'document.limit': kind.unprocessable,
  /** Only a space with write permission changes a document; params {permission}. */
  'document.write_forbidden': kind.forbidden,
  /** Only the owner space's owners and admins, and the document's author, change who may read or edit. */
  'document.acl_forbidden': kind.forbidden,
  /** Notes are their space's alone: no entry can share one; params {collection}. */
  'document.acl_private': kind.unprocessable,
  /** An ACL entry names a space that does not exist; params {space}. */
  'document.acl_unknown_space': kind.unprocessable,
  /** The owner space always has write; it takes no entry. */
  'document.acl_owner': kind.unprocessable,
  /** Client links exist for proposals only. */
  'document.not_proposal': kind.unprocessable,
} as const;

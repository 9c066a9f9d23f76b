/**
 * The core users group (docs/product-decisions.md §7): users, their access lists, and the membership rules that derive access
 * entries from spaces (joining, role changes, removal, the membership audit, telling owners). Modules reach it
 * only through this file.
 */
export { accessEntries, readAccessClaim } from './access.ts';
export {
  buildCaller,
  type CallerRow,
  emailVerifiedBy,
  loadCaller,
  loadIdentity,
  markEmailVerified,
  upsertUser,
} from './identity.ts';
export { callerColumns } from './repository/caller.ts';
export {
  administratorSubs,
  findUser,
  listUsers,
  readProfile,
  type UserRow,
  updateUser,
  writeProfile,
} from './repository/users.ts';
export { type PersonRow, peopleBySub } from './repository/people.ts';
export { aclCalls } from './routes/acl.ts';
export { usersCalls } from './routes/users.ts';
export { identityResponse } from './schemas.ts';
export { membershipAudit } from './service/audit.ts';
export {
  changeMemberRole,
  joinSpace,
  type MembershipChange,
  mayHandOut,
  recordChange,
  removeMember,
} from './service/membership.ts';
export { type PersonShown, personShown } from './service/people.ts';
export { tellOwners } from './service/tell-owners.ts';

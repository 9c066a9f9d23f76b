export { accessEntries, computeAccess, readAccessClaim } from './access.ts';
export { aclCalls } from './acl.ts';
export { usersCalls } from './calls.ts';
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
export { findUser, listUsers, readProfile, type UserRow, updateUser, writeProfile } from './repository.ts';

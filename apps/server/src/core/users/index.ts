/**
 * The core users group (docs/product-decisions.md §7): users, their access lists, and the membership rules that derive access
 * entries from spaces (joining, role changes, removal, the membership audit, telling owners). Modules reach it
 * only through this file. It owns users, profiles, grants, businesses, spaces and their members
 * (docs/ARCHITECTURE.md "Table owners"): other units read and write them through the functions below.
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
// The spaces module's records: spaces and businesses are this group's (docs/ARCHITECTURE.md "Table owners").
export {
  anyBusinesses,
  type BusinessRow,
  businessesOf,
  deleteBusiness,
  findBusiness,
  insertBusiness,
  renameBusiness,
  spacesOfBusiness,
} from './repository/businesses.ts';
export { callerColumns } from './repository/caller.ts';
export { ownersOf } from './repository/membership.ts';
export {
  type PersonRow,
  peopleBySub,
  profileColumnSql,
  userColumnSql,
  verifiedUserByEmail,
} from './repository/people.ts';
export { grantEntry, insertSpaces } from './repository/seed.ts';
export {
  aggregateBusinesses,
  aggregateProfiles,
  queryBusinesses,
  queryProfiles,
  writeProfileDetails,
} from './repository/space-profiles.ts';
export {
  findSpace,
  insertSpace,
  membersOf as membersWithNames,
  type NewSpaceRow,
  type SpaceRow,
  spacesByKeys,
  spacesOf,
  writeSecondFactorRule,
  writeSpace,
} from './repository/space-rows.ts';
export {
  memberRole,
  memberRoleSql,
  memberSubs,
  membersOfSpaces,
  type SpaceCardRow,
  spaceCard,
  spaceCards,
  spaceCardsSql,
  spaceColumnSql,
  spaceExists,
  spaceNameLikeSql,
  spaceNameSql,
  spaceNames,
} from './repository/spaces.ts';
export {
  administratorSubs,
  findUser,
  listUsers,
  readProfile,
  type UserRow,
  updateUser,
  writeProfile,
} from './repository/users.ts';
export { aclCalls } from './routes/acl.ts';
export { usersCalls } from './routes/users.ts';
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
export { tellMembers } from './service/tell-members.ts';
export { tellOwners } from './service/tell-owners.ts';

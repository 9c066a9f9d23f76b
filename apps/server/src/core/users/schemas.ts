import { coreUsers } from '@tourtariff/shared';

/**
 * The users and users/acl calls' bodies and answers are the shared contracts (packages/shared/src/contracts/core/users.ts),
 * which the web reads too: the routes validate and document with these very schemas.
 */
export const {
  sub,
  optionalSub,
  entry,
  identityResponse,
  userPage,
  userResponse,
  walletResponse,
  bioResponse,
  listUsersBody,
  setUserBody,
  accessRequestResponse,
  aclResponse,
  accessResponse,
  aclGetBody,
  aclSetBody,
  aclRequestBody,
  aclRequestsBody,
  aclDecideBody,
  aclRevokeBody,
  setBioBody,
  accessRequestList,
  baseProfileResponse,
  baseProfileUpdate,
} = coreUsers;

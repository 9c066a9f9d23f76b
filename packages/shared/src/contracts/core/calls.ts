import type { z } from 'zod';
import * as credentials from './credentials.ts';
import * as notify from './notify.ts';
import * as oid4vc from './oid4vc.ts';
import * as server from './server.ts';
import * as shorturi from './shorturi.ts';
import * as storage from './storage.ts';
import * as users from './users.ts';

type Call = { body: z.ZodType; data: z.ZodType };
const call = <B extends z.ZodType, D extends z.ZodType>(body: B, data: D) => ({ body, data });

/**
 * Every `POST /core/{group}/{call}` (docs/core-api.md, docs/product-decisions.md §11): the body it takes and the
 * `data` of its success envelope. The server registers each call with these schemas, so its validation and its
 * OpenAPI document follow them; the web types what it sends and reads with them. A test compares the served
 * document with this table (apps/server/test/core-contracts.test.ts).
 */
export const coreCalls = {
  'users/list': call(users.listUsersBody, users.userPage),
  'users/get': call(users.optionalSub, users.userResponse),
  'users/wallet': call(users.optionalSub, users.walletResponse),
  'users/set': call(users.setUserBody, users.identityResponse),
  'users/getbio': call(users.optionalSub, users.bioResponse),
  'users/setbio': call(users.setBioBody, users.bioResponse),
  'users/profile': call(users.optionalSub, users.baseProfileResponse),
  'users/profile-update': call(users.baseProfileUpdate, users.baseProfileResponse),
  'users/acl/get': call(users.aclGetBody, users.aclResponse),
  'users/acl/set': call(users.aclSetBody, users.accessResponse),
  'users/acl/request': call(users.aclRequestBody, users.accessRequestResponse),
  'users/acl/requests': call(users.aclRequestsBody, users.accessRequestList),
  'users/acl/decide': call(users.aclDecideBody, users.accessRequestResponse),
  'users/acl/revoke': call(users.aclRevokeBody, users.accessResponse),

  'notify/new': call(notify.newNotificationBody, notify.detailsData),
  'notify/list': call(notify.listBody, notify.listData),
  'notify/list-all': call(notify.listAllBody, notify.listAllData),
  'notify/get': call(notify.keyBody, notify.detailsData),
  'notify/manage': call(notify.manageBody, notify.readData),
  'notify/drop': call(notify.keyBody, notify.keyData),

  'shorturi/new': call(shorturi.newBody, shorturi.createdData),
  'shorturi/get': call(shorturi.idBody, shorturi.linkData),
  'shorturi/drop': call(shorturi.idBody, shorturi.droppedData),

  'storage/save': call(storage.saveBody, storage.savedData),
  'storage/fetch': call(storage.fetchBody, storage.fetchedData),

  'schema/list': call(credentials.listSchemasBody, credentials.schemaListData),
  'schema/issuers': call(credentials.vctBody, credentials.issuersData),
  'schema/meta': call(credentials.vctBody, credentials.metaData),
  'schema/get': call(credentials.getSchemaBody, credentials.schemaData),
  'schema/enable': call(credentials.vctBody, credentials.schemaData),
  'schema/disable': call(credentials.vctBody, credentials.schemaData),
  'schema/publish': call(credentials.publishBody, credentials.schemaData),

  'issue/pref': call(credentials.prefBody, credentials.prefData),
  'issue/data0': call(credentials.applyBody, credentials.applicationData),
  'issue/data1': call(credentials.decideBody, credentials.applicationData),
  'issue/list': call(credentials.applicationsBody, credentials.applicationListData),
  'issue/get': call(credentials.idBody, credentials.applicationData),
  'issue/revoke': call(credentials.revokeBody, credentials.credentialData),
  'issue/offer': call(oid4vc.applicationBody, oid4vc.offerData),

  'wallet/list': call(credentials.emptyBody, credentials.credentialListData),
  'wallet/get': call(credentials.idBody, credentials.credentialDetailData),
  'wallet/cred': call(credentials.idBody, credentials.sdjwtData),
  'wallet/issue': call(credentials.sdjwtBody, credentials.credentialData),
  'wallet/matches': call(credentials.requestRefBody, credentials.matchesData),
  'wallet/query': call(credentials.dcqlBody, credentials.matchesData),
  'wallet/proof': call(credentials.receivedBody, credentials.requestListData),
  'wallet/proof2': call(credentials.refuseBody, credentials.requestData),
  'wallet/present': call(credentials.presentBody, credentials.requestData),
  'wallet/offer': call(oid4vc.credentialOfferBody, oid4vc.offerData),

  'query/request': call(credentials.queryRequestBody, credentials.requestData),
  'query/list': call(credentials.emptyBody, credentials.requestListData),
  'query/get': call(credentials.idBody, credentials.requestData),
  'query/proof': call(credentials.idBody, credentials.resultData),
  'query/wallet': call(credentials.holderBody, credentials.badgesData),
  'query/wallet-of': call(credentials.walletOfBody, credentials.badgesOfData),

  'proof/request': call(credentials.proofRequestBody, credentials.protocolRequestData),
  'proof/present': call(credentials.proofPresentBody, credentials.resultData),
  'proof/oid4vp': call(oid4vc.oid4vpBody, oid4vc.createdTransactionData),
  'proof/oid4vp-result': call(oid4vc.transactionBody, oid4vc.transactionData),
} satisfies Record<string, Call>;

export type CoreCallName = keyof typeof coreCalls;
/** What a call takes, as the caller writes it (defaults may be left out). */
export type CoreCallBody<K extends CoreCallName> = z.input<(typeof coreCalls)[K]['body']>;
/** The `data` of a call's success envelope. */
export type CoreCallData<K extends CoreCallName> = z.output<(typeof coreCalls)[K]['data']>;

/**
 * The core's other routes under `/core`, which answer in their own protocol's shape rather than the envelope:
 * the server status (enveloped, but a GET without credentials) and the OpenID4VCI / OpenID4VP endpoints external
 * wallets call. `body` is absent where the route takes none.
 */
export const coreEndpoints = {
  'GET /core/server/status': { data: server.serverStatusData },
  'POST /core/oid4vci/token': { body: oid4vc.tokenBody, answer: oid4vc.tokenAnswer },
  'POST /core/oid4vci/nonce': { answer: oid4vc.nonceAnswer },
  'POST /core/oid4vci/credential': { body: oid4vc.credentialBody, answer: oid4vc.credentialAnswer },
  'POST /core/oid4vp/response': { body: oid4vc.responseBody, answer: oid4vc.responseAnswer },
} satisfies Record<string, { body?: z.ZodType; data?: z.ZodType; answer?: z.ZodType }>;

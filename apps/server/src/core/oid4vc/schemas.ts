import { coreOid4vc } from '@tourtariff/shared';

/**
 * The OpenID4VCI / OpenID4VP calls' bodies and answers are the shared contracts (packages/shared/src/contracts/core/oid4vc.ts),
 * which the web reads too: the routes validate and document with these very schemas.
 */
export const {
  oauthError,
  tokenBody,
  tokenAnswer,
  nonceAnswer,
  credentialBody,
  credentialAnswer,
  responseBody,
  metadataAnswer,
  applicationBody,
  credentialOfferBody,
  offerData,
  oid4vpBody,
  transactionBody,
  transactionData,
  createdTransactionData,
} = coreOid4vc;

// The SD-JWT VC toolkit of the credentials group: no database, no HTTP; the services give it keys and lookups.
export { type Holding, type Match, matchDcql, type ParsedDcql, parseDcql } from './dcql.ts';
export { sha256 } from './hash.ts';
export { type IssueInput, issueSdJwtVc } from './issue.ts';
export { type KeyPair, newKeyPair, openJwk, type Signer, sealJwk, signerOf } from './keys.ts';
export { createPresentation, type PresentInput } from './present.ts';
export { type Checks, noChecks, REFUSAL_REASONS, type RefusalReason, type Verification } from './result.ts';
export { decodeStatusList, STATUS_REVOKED, STATUS_VALID, statusListJwt } from './status-list.ts';
export { type VerifyOptions, verifySdJwt } from './verify.ts';

import type { coreCredentials as contract } from '@tourtariff/shared';

/**
 * The credential calls' answers are the shared contracts (packages/shared/src/contracts/core/credentials.ts, the
 * schema, issue, wallet, query and proof groups of docs/core-api.md). Types only: the server's serializer checks
 * every answer; the web does not parse them again. What the contract leaves as any JSON — a schema's claims, an
 * application's or a credential's claim values, a request's DCQL — is narrowed here to what the web reads of it.
 */
export type Texts = contract.Texts;
export type Party = contract.Party;
export type ApplicationState = contract.ApplicationState;
export type CredentialState = contract.CredentialState;
export type RequestState = contract.RequestState;
export type CheckName = contract.CheckName;
export type Evidence = contract.Evidence;
export type Presentation = contract.Presentation;
export type Match = contract.Match;

/** A JSON Schema property, as far as the claim form reads it. */
export type ClaimSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: ClaimSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
};

export type ClaimValue = string | number | boolean | string[] | null;
export type Claims = Record<string, ClaimValue>;

/** A DCQL query (OpenID for Verifiable Presentations 1.0 §6), as `wallet/query` and `proof/request` take it. */
export type Dcql = contract.DcqlQuery;

export type CredentialSchema = Omit<contract.SchemaData, 'claims'> & {
  claims: { type?: string; properties?: Record<string, ClaimSchema>; required?: string[] };
};
export type Application = Omit<contract.ApplicationData, 'claims'> & { claims: Claims };
export type Credential = Omit<contract.CredentialData, 'claims'> & { claims?: Claims };
export type CredentialDetail = Credential & { presentations: Presentation[] };
export type VerificationResult = Omit<contract.ResultData, 'disclosed'> & { disclosed: Claims };
export type ProofRequest = Omit<contract.RequestData, 'dcql' | 'result'> & {
  dcql: Dcql;
  result?: VerificationResult;
};

export type Items<T> = { items: T[] };

/**
 * The credential calls' shapes, as docs/core-api.md fixes them (schema, issue, wallet, query,
 * proof groups). Types only: the server's serializer checks every answer; the web does not parse them again.
 */
export type Texts = { jp: string; en: string };
export type Party = { space: string; name: string };

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

export type CredentialSchema = {
  vct: string;
  version: number | string;
  name: Texts;
  description: Texts;
  claims: { type?: string; properties?: Record<string, ClaimSchema>; required?: string[] };
  display: Record<string, Texts>;
  disclosable: string[];
  validityDays: number;
  issuers: Party[];
  enabled: boolean;
  createdAt: string;
};

export type ClaimValue = string | number | boolean | string[] | null;
export type Claims = Record<string, ClaimValue>;

export type ApplicationState = 'pending' | 'approved' | 'rejected';
export type Evidence = { hash: string; name: string; type: string; url?: string | null; key?: string };

export type Application = {
  id: string;
  vct: string;
  version: number | string;
  holder: Party;
  state: ApplicationState;
  claims: Claims;
  evidence: Evidence[];
  reason?: string | null;
  credential?: string | null;
  /** Copies issued into external wallets; revoking the credential revokes them too. */
  copies?: { id: string; state: CredentialState; issuedAt: string; expiresAt: string }[];
  createdAt: string;
  decidedAt?: string | null;
  decidedBy?: string | null;
};

export type CredentialState = 'valid' | 'expired' | 'revoked';

export type Credential = {
  id: string;
  vct: string;
  name: Texts;
  issuer: Party;
  holder: Party;
  issuedAt: string;
  expiresAt: string;
  state: CredentialState;
  revokedAt?: string | null;
  revokeReason?: string | null;
  claims?: Claims;
  display?: Record<string, Texts>;
};

export type Presentation = { request: string; verifier: Party; at: string; disclosed: string[] };
export type CredentialDetail = Credential & { presentations: Presentation[] };

export type CheckName =
  | 'signature'
  | 'issuer'
  | 'expiry'
  | 'status'
  | 'nonce'
  | 'audience'
  | 'keyBinding'
  | 'schema';

export type VerificationResult = {
  verified: boolean;
  reason: string | null;
  checks: Partial<Record<CheckName, boolean>>;
  vct: string;
  issuer: Party;
  disclosed: Claims;
  checkedAt: string;
};

export type RequestState = 'pending' | 'presented' | 'refused' | 'failed';

/** A DCQL query (OpenID for Verifiable Presentations 1.0 §6), the part this app builds. */
export type Dcql = {
  credentials: {
    id: string;
    format: 'dc+sd-jwt';
    meta: { vct_values: string[] };
    claims?: { path: (string | number | null)[] }[];
  }[];
};

export type ProofRequest = {
  id: string;
  verifier: Party;
  holder: Party;
  dcql: Dcql;
  purpose: Texts | null;
  nonce: string;
  aud: string;
  state: RequestState;
  createdAt: string;
  answeredAt?: string | null;
  result?: VerificationResult | null;
};

export type Match = { credential: string; disclose: string[] };

export type Items<T> = { items: T[] };

/** Why a presentation was refused, in the order the checks run (the first failing one is the reason). */
export const REFUSAL_REASONS = [
  'unknown_key',
  'signature',
  'disclosure',
  'issuer',
  'expired',
  'revoked',
  'key_binding',
  'nonce',
  'audience',
  'schema',
  'replay',
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type Checks = {
  signature: boolean;
  issuer: boolean;
  expiry: boolean;
  status: boolean;
  nonce: boolean;
  audience: boolean;
  keyBinding: boolean;
  schema: boolean;
};

/** What verification found, before the service names the issuer space and stamps the time. */
export type Verification = {
  verified: boolean;
  reason: RefusalReason | null;
  checks: Checks;
  vct: string | null;
  /** The space whose key signed it, when the key is known. */
  issuer: string | null;
  /** Only the claims the presentation disclosed, plus the always-visible ones of the credential type. */
  disclosed: Record<string, unknown>;
  /** The whole signed payload's registered claims, for callers that need them (status, exp, cnf). */
  payload: Record<string, unknown> | null;
};

export const noChecks = (): Checks => ({
  signature: false,
  issuer: false,
  expiry: false,
  status: false,
  nonce: false,
  audience: false,
  keyBinding: false,
  schema: false,
});

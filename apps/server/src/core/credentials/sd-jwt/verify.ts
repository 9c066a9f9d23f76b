import { decodeSdJwt, getClaims, splitSdJwt } from '@sd-jwt/decode';
import { uint8ArrayToBase64Url } from '@sd-jwt/utils';
import { compactVerify, importJWK, type JWK } from 'jose';
import { hasherAndAlg, sha256 } from './hash.ts';
import { type Checks, noChecks, type RefusalReason, type Verification } from './result.ts';

/** Registered claims of an SD-JWT VC that are never a credential's subject data. */
const REGISTERED = new Set(['iss', 'vct', 'iat', 'exp', 'nbf', 'cnf', 'status', 'sub', '_sd', '_sd_alg']);
/** How far a key-binding JWT's `iat` may sit from now (clocks of phones drift). */
const KB_SKEW_SECONDS = 300;

export type VerifyOptions = {
  /** The issuer-signing key for a `kid`, and which space it belongs to; null when no such key exists. */
  resolveKey: (kid: string | undefined) => Promise<{ jwk: JWK; issuer: string } | null>;
  /** The `iss` every credential of this service carries. */
  iss: string;
  /** Whether `issuer` may issue `vct` (the schema's issuers); `unknown_type` when the type is unknown or disabled. */
  trusted: (issuer: string, vct: string) => Promise<boolean | 'unknown_type'>;
  /** The status value at the reference (0 valid), or null when the list cannot be read. */
  status: (uri: string, idx: number) => Promise<number | null>;
  /** Whether the disclosed claims fit the type's schema (unknown or disabled types do not). */
  schema: (vct: string, disclosed: Record<string, unknown>) => Promise<boolean>;
  /** Expected key binding: absent for a bare credential (a wallet importing one), required for presentations. */
  keyBinding?: { nonce: string; aud: string; at?: Date | undefined };
  now?: Date;
};

const publicKeys = new Map<string, ReturnType<typeof importJWK>>();

function keyOf(jwk: JWK) {
  const id = JSON.stringify([jwk.kty, jwk.crv, jwk.x, jwk.y]);
  let key = publicKeys.get(id);
  if (!key) {
    key = importJWK(jwk, 'ES256');
    publicKeys.set(id, key);
  }
  return key;
}

async function signatureHolds(jws: string, jwk: JWK, typ?: string): Promise<boolean> {
  try {
    const { protectedHeader } = await compactVerify(jws, await keyOf(jwk), { algorithms: ['ES256'] });
    return typ === undefined || protectedHeader.typ === typ;
  } catch {
    return false;
  }
}

/** Every digest the signed payload and the disclosed values reference (`_sd` members and `{...}` array items). */
function referencedDigests(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item && typeof item === 'object' && !Array.isArray(item) && '...' in item) {
        into.add(String((item as Record<string, unknown>)['...']));
      } else referencedDigests(item, into);
    }
  } else if (value && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (key === '_sd' && Array.isArray(member)) for (const d of member) into.add(String(d));
      else referencedDigests(member, into);
    }
  }
  return into;
}

const refuse = (
  reason: RefusalReason,
  checks: Checks,
  partial: Partial<Verification> = {},
): Verification => ({
  verified: false,
  reason,
  checks,
  vct: null,
  issuer: null,
  disclosed: {},
  payload: null,
  ...partial,
});

/**
 * Verifies an SD-JWT VC or its presentation (RFC 9901, draft-ietf-oauth-sd-jwt-vc): the issuer's signature by a
 * known key, that every disclosure is one the issuer signed, the issuer's right to the type, expiry, the Token
 * Status List entry, the key-binding JWT over nonce, audience and `sd_hash`, and the claims against the type.
 * Never throws for bad input: the first failing check is the reason.
 */
export async function verifySdJwt(token: string, options: VerifyOptions): Promise<Verification> {
  const checks = noChecks();
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  let parts: ReturnType<typeof splitSdJwt>;
  let decoded: Awaited<ReturnType<typeof decodeSdJwt>>;
  try {
    parts = splitSdJwt(token);
    decoded = await decodeSdJwt(token, sha256);
  } catch {
    return refuse('signature', checks);
  }
  const { header, payload } = decoded.jwt;
  const vct = typeof payload.vct === 'string' ? payload.vct : null;
  const key = await options.resolveKey(typeof header.kid === 'string' ? header.kid : undefined);
  if (!key) return refuse('unknown_key', checks, { vct });
  if (!(await signatureHolds(parts.jwt, key.jwk)))
    return refuse('signature', checks, { vct, issuer: key.issuer });
  checks.signature = true;

  // A disclosure the issuer never signed (a changed value has another digest) or one given twice is tampering.
  const referenced = referencedDigests(payload, new Set());
  const seen = new Set<string>();
  for (const disclosure of decoded.disclosures) {
    const digest = disclosure._digest ?? (await disclosure.digest(hasherAndAlg));
    if (seen.has(digest)) return refuse('disclosure', checks, { vct, issuer: key.issuer });
    seen.add(digest);
    referencedDigests(disclosure.value, referenced);
  }
  for (const digest of seen)
    if (!referenced.has(digest)) return refuse('disclosure', checks, { vct, issuer: key.issuer });

  const base = { vct, issuer: key.issuer, payload };
  const trust = vct ? await options.trusted(key.issuer, vct) : false;
  if (trust === 'unknown_type') return refuse('schema', { ...checks, issuer: true }, base);
  if (payload.iss !== options.iss || !trust) return refuse('issuer', checks, base);
  checks.issuer = true;

  const exp = typeof payload.exp === 'number' ? payload.exp : 0;
  const nbf = typeof payload.nbf === 'number' ? payload.nbf : 0;
  if (exp <= now || nbf > now) return refuse('expired', checks, base);
  checks.expiry = true;

  const reference = (payload.status as { status_list?: { uri?: unknown; idx?: unknown } } | undefined)
    ?.status_list;
  const status =
    reference && typeof reference.uri === 'string' && Number.isInteger(reference.idx)
      ? await options.status(reference.uri, reference.idx as number)
      : null;
  if (status !== 0) return refuse('revoked', checks, base);
  checks.status = true;

  if (options.keyBinding) {
    const cnf = (payload.cnf as { jwk?: JWK } | undefined)?.jwk;
    const kb = decoded.kbJwt?.payload;
    const hashed = uint8ArrayToBase64Url(sha256(token.slice(0, token.lastIndexOf('~') + 1)));
    const bound =
      !!cnf &&
      !!kb &&
      !!parts.kbJwt &&
      (await signatureHolds(parts.kbJwt, cnf, 'kb+jwt')) &&
      kb.sd_hash === hashed &&
      typeof kb.iat === 'number' &&
      // Checked against when it was presented: a stored presentation re-verified later is not stale for that.
      Math.abs(kb.iat - Math.floor((options.keyBinding.at?.getTime() ?? now * 1000) / 1000)) <=
        KB_SKEW_SECONDS;
    if (!bound) return refuse('key_binding', checks, base);
    checks.keyBinding = true;
    checks.nonce = kb.nonce === options.keyBinding.nonce;
    checks.audience = kb.aud === options.keyBinding.aud;
    if (!checks.nonce) return refuse('nonce', checks, base);
    if (!checks.audience) return refuse('audience', checks, base);
  } else if (parts.kbJwt) {
    // A bare credential carries no key binding; one that does is a presentation offered in the wrong place.
    return refuse('key_binding', checks, base);
  } else {
    checks.keyBinding = checks.nonce = checks.audience = true;
  }

  const claims = (await getClaims<Record<string, unknown>>(payload, decoded.disclosures, sha256)) ?? {};
  const disclosed = Object.fromEntries(Object.entries(claims).filter(([name]) => !REGISTERED.has(name)));
  if (!vct || !(await options.schema(vct, disclosed)))
    return refuse('schema', checks, { ...base, disclosed });
  checks.schema = true;
  return { verified: true, reason: null, checks, vct, issuer: key.issuer, disclosed, payload };
}

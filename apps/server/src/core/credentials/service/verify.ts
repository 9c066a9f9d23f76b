import { findSchema } from '../repository/schemas.ts';
import { type Verification, verifySdJwt } from '../sd-jwt/index.ts';
import { claimsFit } from './claims.ts';
import { type Ctx, nameOfVct, spaceRef } from './context.ts';
import { issuerKeyOf } from './keys.ts';
import { statusAt } from './status.ts';

/** The contract's Result: a verification with the issuer named and the moment it was checked. */
export type Result = Omit<Verification, 'issuer' | 'payload' | 'vct'> & {
  vct: string;
  issuer: { space: string; name: string };
  checkedAt: string;
};

/**
 * Verifies an SD-JWT VC presentation (with `binding`) or a bare credential (without) against this service's
 * keys, types and status lists. What the toolkit needs to look up is answered from the database.
 */
export async function verifyToken(
  ctx: Ctx,
  token: string,
  binding?: { nonce: string; aud: string; at?: Date | undefined },
): Promise<Verification> {
  // The type is read once per verification, for the issuer check and the claims check alike.
  const types = new Map<string, ReturnType<typeof findSchema>>();
  const typeOf = (name: string) => {
    let row = types.get(name);
    if (!row) {
      row = findSchema(ctx.db, name);
      types.set(name, row);
    }
    return row;
  };
  return verifySdJwt(token, {
    resolveKey: (kid) => issuerKeyOf(ctx.db, kid),
    iss: ctx.config.publicUrl,
    trusted: async (issuer, vct) => {
      const name = nameOfVct(ctx.config, vct);
      const row = name && vct.startsWith(ctx.config.publicUrl) ? await typeOf(name) : undefined;
      if (!row?.enabled) return 'unknown_type';
      return row.issuers.includes(issuer);
    },
    status: (uri, idx) => statusAt(ctx, uri, idx),
    schema: async (vct, disclosed) => {
      const name = nameOfVct(ctx.config, vct);
      const row = name ? await typeOf(name) : undefined;
      return !!row && row.enabled && claimsFit(row, disclosed);
    },
    ...(binding ? { keyBinding: binding } : {}),
  });
}

export async function resultOf(ctx: Ctx, verification: Verification): Promise<Result> {
  const { issuer, payload: _payload, vct, ...rest } = verification;
  return {
    ...rest,
    vct: vct ?? '',
    issuer: issuer ? await spaceRef(ctx.db, issuer) : { space: '', name: '' },
    checkedAt: new Date().toISOString(),
  };
}

/**
 * Verifies a presentation against the nonce and audience a verifier expects (exported for the OpenID4VP
 * endpoints): every check of the toolkit, as the contract's Result. Replay is the caller's business (the nonce
 * belongs to a stored request).
 */
export async function verifyPresentation(
  ctx: Ctx,
  vpToken: string,
  expected: { nonce: string; aud: string; at?: Date | undefined },
): Promise<Result> {
  return resultOf(ctx, await verifyToken(ctx, vpToken, expected));
}

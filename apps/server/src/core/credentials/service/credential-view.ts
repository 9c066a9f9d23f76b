import type { CredentialRow } from '../repository/credentials.ts';
import { latestSchemas } from '../repository/schemas.ts';
import { type Ctx, spaceRefs, vctOf } from './context.ts';

export type CredentialState = 'valid' | 'expired' | 'revoked';

export const stateOf = (row: CredentialRow, now = Date.now()): CredentialState =>
  row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'valid';

/** The contract's Credential; `claims` only for the holder's own wallet. */
export async function credentialViews(ctx: Ctx, rows: CredentialRow[], holderView: boolean) {
  const refs = await spaceRefs(
    ctx.db,
    rows.flatMap((row) => [row.issuer, row.holder]),
  );
  const schemas = new Map(
    (await latestSchemas(ctx.db, [...new Set(rows.map((row) => row.schemaName))])).map((s) => [s.name, s]),
  );
  return rows.map((row) => {
    const schema = schemas.get(row.schemaName);
    return {
      id: row.id,
      vct: vctOf(ctx.config, row.schemaName),
      name: schema?.title ?? { jp: row.schemaName, en: row.schemaName },
      issuer: refs.get(row.issuer) ?? { space: row.issuer, name: row.issuer },
      holder: refs.get(row.holder) ?? { space: row.holder, name: row.holder },
      issuedAt: row.issuedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      state: stateOf(row),
      ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
      ...(row.revokeReason ? { revokeReason: row.revokeReason } : {}),
      claims: holderView ? row.claims : {},
      display: schema?.display ?? {},
    };
  });
}

export async function credentialView(ctx: Ctx, row: CredentialRow, holderView: boolean) {
  const [view] = await credentialViews(ctx, [row], holderView);
  if (!view) throw new Error('no view');
  return view;
}

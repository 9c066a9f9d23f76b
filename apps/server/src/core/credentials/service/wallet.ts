import type { Actor } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { credentialsOfHolder, findCredential, insertCredential } from '../repository/credentials.ts';
import { findRequest, presentationsOfCredential } from '../repository/requests.ts';
import { findSchema } from '../repository/schemas.ts';
import { createPresentation, matchDcql, type ParsedDcql } from '../sd-jwt/index.ts';
import { forgetBadges } from './badges.ts';
import {
  actingSpace,
  assertManages,
  type Ctx,
  nameOfVct,
  notFound,
  spaceRefs,
  standingIn,
} from './context.ts';
import { credentialView, credentialViews, stateOf } from './credential-view.ts';
import { holderKey } from './keys.ts';
import { parsedDcql, presentToRequest, refusalOf, requestView } from './requests.ts';
import { verifyToken } from './verify.ts';

/** The services that tell a space (notices) or read stored files pick these too. */
type Full = Pick<RequestContext, 'db' | 'config' | 'database' | 'log' | 'storage'>;

/**
 * A credential in the wallet of one of the caller's spaces (any member reads it); anyone else's, administrators'
 * included, reads as absent (status 12): a wallet is its space's alone.
 */
async function ownCredential(ctx: Ctx, actor: Actor, id: string) {
  const row = await findCredential(ctx.db, id);
  const standing = row ? standingIn(actor, row.holder) : null;
  if (!row || !standing) throw notFound(`credential ${id}`);
  return { row, standing };
}

export async function walletList(ctx: Ctx, actor: Actor) {
  const rows = await credentialsOfHolder(ctx.db, actingSpace(actor, false).space);
  return { items: await credentialViews(ctx, rows, true) };
}

export async function walletGet(ctx: Ctx, actor: Actor, id: string) {
  const { row } = await ownCredential(ctx, actor, id);
  const presented = await presentationsOfCredential(ctx.db, row.id);
  const refs = await spaceRefs(
    ctx.db,
    presented.map((p) => p.verifier),
  );
  return {
    ...(await credentialView(ctx, row, true)),
    presentations: presented.map((p) => ({
      request: p.requestId,
      verifier: refs.get(p.verifier) ?? { space: p.verifier, name: p.verifier },
      at: p.createdAt.toISOString(),
      disclosed: p.disclosed,
    })),
  };
}

export async function walletCred(ctx: Ctx, actor: Actor, id: string) {
  return { sdjwt: (await ownCredential(ctx, actor, id)).row.sdjwt };
}

/**
 * `wallet/issue`: imports an SD-JWT VC after verifying it (this service's keys, trusted issuer, not expired or
 * revoked) and that it is bound to this wallet's holder key, so the wallet can present it.
 */
export async function walletImport(ctx: Full, actor: Actor, sdjwt: string) {
  const acting = actingSpace(actor, true);
  assertManages(acting);
  const verification = await verifyToken(ctx, sdjwt.endsWith('~') ? sdjwt : `${sdjwt}~`);
  if (!verification.verified || !verification.payload || !verification.issuer || !verification.vct)
    throw refusalOf(verification.reason ?? 'signature');
  const payload = verification.payload as {
    iat?: number;
    exp?: number;
    cnf?: { jwk?: { x?: string; y?: string } };
    status?: { status_list?: { uri?: string; idx?: number } };
  };
  const holder = await holderKey(ctx.db, acting.space);
  if (payload.cnf?.jwk?.x !== holder.publicJwk.x || payload.cnf?.jwk?.y !== holder.publicJwk.y)
    throw refusalOf('key_binding');
  const name = nameOfVct(ctx.config, verification.vct);
  const schema = name ? await findSchema(ctx.db, name) : undefined;
  if (!schema) throw refusalOf('schema');
  const list = Number(payload.status?.status_list?.uri?.split('/').pop());
  try {
    const row = await insertCredential(ctx.db, {
      schemaName: schema.name,
      version: schema.version,
      issuer: verification.issuer,
      holder: acting.space,
      kid: String(JSON.parse(Buffer.from(sdjwt.split('.')[0] ?? '', 'base64url').toString()).kid),
      sdjwt: sdjwt.endsWith('~') ? sdjwt : `${sdjwt}~`,
      claims: verification.disclosed,
      statusList: list,
      statusIdx: payload.status?.status_list?.idx ?? null,
      issuedAt: new Date((payload.iat ?? 0) * 1000),
      expiresAt: new Date((payload.exp ?? 0) * 1000),
    });
    forgetBadges(ctx.db, acting.space);
    return credentialView(ctx, row, true);
  } catch (error) {
    // The status reference is unique: the credential is already in a wallet.
    if (
      String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) ===
      '23505'
    )
      throw new AppError('record.conflict', 'This credential is already held');
    throw error;
  }
}

/** The acting wallet's valid credentials that answer a DCQL query, with the claims each would disclose. */
async function matching(ctx: Ctx, holder: string, query: ParsedDcql) {
  const rows = (await credentialsOfHolder(ctx.db, holder)).filter((row) => stateOf(row) === 'valid');
  const holdings = rows.map((row) => ({
    id: row.id,
    vct: `${ctx.config.publicUrl}/vct/${row.schemaName}`,
    claims: row.claims,
  }));
  const matches = matchDcql(query, holdings);
  return { items: matches.map((m) => ({ credential: m.credential, disclose: m.disclose })) };
}

export async function walletMatches(ctx: Ctx, actor: Actor, requestId: string) {
  const row = await findRequest(ctx.db, requestId);
  if (!row?.holder || !standingIn(actor, row.holder)) throw notFound(`request ${requestId}`);
  return matching(ctx, row.holder, row.dcql as ParsedDcql);
}

export async function walletQuery(ctx: Ctx, actor: Actor, dcql: unknown) {
  return matching(ctx, actingSpace(actor, false).space, parsedDcql(dcql));
}

/**
 * `wallet/present`: builds the presentation with only the disclosures the request asks for and a KB-JWT over
 * its nonce and audience, then hands it to `proof/present` exactly as an external wallet would.
 */
export async function walletPresent(ctx: Full, actor: Actor, input: { request: string; credential: string }) {
  const request = await findRequest(ctx.db, input.request);
  const standing = request?.holder ? standingIn(actor, request.holder) : null;
  if (!request || !standing) throw notFound(`request ${input.request}`);
  const { row } = await ownCredential(ctx, actor, input.credential);
  if (row.holder !== request.holder) throw notFound(`credential ${input.credential}`);
  assertManages(standing);
  const [match] = matchDcql(request.dcql as ParsedDcql, [
    { id: row.id, vct: `${ctx.config.publicUrl}/vct/${row.schemaName}`, claims: row.claims },
  ]);
  if (!match)
    throw new AppError('credentials.no_match', 'This credential does not answer the request', {
      fields: [{ field: 'body.credential', rule: 'dcql', message: 'does not answer the request' }],
    });
  if (request.state !== 'pending')
    throw new AppError('credentials.answered', `Request ${request.id} is ${request.state}`);
  const holder = await holderKey(ctx.db, standing.space);
  const vpToken = await createPresentation(row.sdjwt, {
    disclose: match.disclose,
    holder: holder.sign,
    nonce: request.nonce,
    aud: request.aud,
  });
  await presentToRequest(ctx, actor, { request: request.id, vp_token: vpToken, credential: row.id });
  const answered = await findRequest(ctx.db, request.id);
  if (!answered) throw notFound(`request ${request.id}`);
  return requestView(ctx, answered);
}

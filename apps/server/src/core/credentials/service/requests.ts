import { randomBytes } from 'node:crypto';
import type { Actor } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError, type ErrorCode } from '../../../errors.ts';
import {
  answerRequest,
  findRequest,
  insertPresentation,
  insertRequest,
  presentationOf,
  type RequestRow,
  requestsOf,
} from '../repository/requests.ts';
import { matchDcql, type ParsedDcql, parseDcql, type RefusalReason } from '../sd-jwt/index.ts';
import {
  actingSpace,
  assertManages,
  audienceOf,
  type Ctx,
  notFound,
  spaceExists,
  spaceRefs,
  standingIn,
} from './context.ts';
import { tellSpace } from './notify.ts';
import { type Result, verifyPresentation } from './verify.ts';

/** The services that tell a space (notices) or read stored files pick these too. */
type Full = Pick<RequestContext, 'db' | 'config' | 'database' | 'log' | 'storage'>;
type Texts = { jp: string; en: string };

/** The refusal code of each verification reason (docs/core-api.md). */
const REFUSALS: Record<RefusalReason, ErrorCode> = {
  signature: 'credentials.signature',
  unknown_key: 'credentials.unknown_key',
  disclosure: 'credentials.tampered',
  issuer: 'credentials.issuer_untrusted',
  expired: 'credentials.expired',
  revoked: 'credentials.revoked',
  key_binding: 'credentials.key_binding',
  nonce: 'credentials.wrong_nonce',
  audience: 'credentials.wrong_audience',
  schema: 'credentials.schema_mismatch',
  replay: 'credentials.replay',
};

export const refusalOf = (reason: RefusalReason) =>
  new AppError(REFUSALS[reason], `The presentation was refused: ${reason}`, { params: { reason } });

export function parsedDcql(input: unknown): ParsedDcql {
  const parsed = parseDcql(input);
  if (!parsed.ok)
    throw new AppError('credentials.dcql_invalid', `body.dcql: ${parsed.message}`, {
      fields: [{ field: 'body.dcql', rule: 'dcql', message: parsed.message }],
    });
  return parsed.query;
}

export async function requestViews(ctx: Ctx, rows: RequestRow[]) {
  const refs = await spaceRefs(
    ctx.db,
    rows.flatMap((row) => [row.verifier, ...(row.holder ? [row.holder] : [])]),
  );
  const none = { space: '', name: '' };
  return rows.map((row) => ({
    id: row.id,
    verifier: refs.get(row.verifier) ?? { space: row.verifier, name: row.verifier },
    holder: row.holder ? (refs.get(row.holder) ?? { space: row.holder, name: row.holder }) : none,
    dcql: row.dcql,
    purpose: row.purpose ?? null,
    nonce: row.nonce,
    aud: row.aud,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    ...(row.answeredAt ? { answeredAt: row.answeredAt.toISOString() } : {}),
    ...(row.result ? { result: row.result as Result } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  }));
}

export async function requestView(ctx: Ctx, row: RequestRow) {
  const [view] = await requestViews(ctx, [row]);
  if (!view) throw new Error('no view');
  return view;
}

/** A fresh request with a 128-bit nonce; the verifier is the acting space, the audience its verifier URI. */
export async function newRequest(
  ctx: Full,
  actor: Actor,
  input: { holder?: string | undefined; dcql: unknown; purpose?: Texts | null | undefined },
) {
  const verifier = actingSpace(actor, true).space;
  const dcql = parsedDcql(input.dcql);
  if (input.holder !== undefined && !(await spaceExists(ctx.db, input.holder)))
    throw notFound(`space ${input.holder}`);
  const row = await insertRequest(ctx.db, {
    verifier,
    holder: input.holder ?? null,
    dcql,
    purpose: input.purpose ?? null,
    nonce: randomBytes(16).toString('base64url'),
    aud: audienceOf(ctx.config, verifier),
    createdBy: actor.identity.sub,
  });
  if (row.holder) {
    const [name] = (await spaceRefs(ctx.db, [verifier])).values();
    await tellSpace(
      ctx,
      row.holder,
      {
        jp: `${name?.name ?? verifier}から資格情報の提示依頼が届きました`,
        en: `${name?.name ?? verifier} asks for proof`,
      },
      '/wallet',
    );
  }
  return row;
}

/** Who may see a request: members of the verifier space and of the holder space. */
export async function visibleRequest(ctx: Ctx, actor: Actor, id: string) {
  const row = await findRequest(ctx.db, id);
  const mine = (space: string | null) => !!space && !!standingIn(actor, space);
  if (!row || !(mine(row.verifier) || mine(row.holder))) throw notFound(`request ${id}`);
  return { row, asVerifier: mine(row.verifier), asHolder: mine(row.holder) };
}

/**
 * `proof/present`: verifies a presentation for a pending request and spends its nonce. A refusal stores
 * nothing (the request stays pending); a second presentation for a spent nonce is `replay`. The disclosed claims
 * must answer the request's DCQL query.
 */
export async function presentToRequest(
  ctx: Full,
  actor: Actor,
  input: { request: string; vp_token: string; credential?: string | undefined },
): Promise<Result> {
  const row = await findRequest(ctx.db, input.request);
  // A request to a named holder is that space's business; an open one (no holder) any wallet may answer.
  if (!row || (row.holder && !standingIn(actor, row.holder))) throw notFound(`request ${input.request}`);
  if (row.state !== 'pending') throw refusalOf('replay');
  const result = await verifyPresentation(ctx, input.vp_token, { nonce: row.nonce, aud: row.aud });
  if (!result.verified) throw refusalOf(result.reason ?? 'signature');
  const answers = matchDcql(row.dcql as ParsedDcql, [
    { id: 'presented', vct: result.vct, claims: result.disclosed },
  ]);
  if (answers.length === 0)
    throw new AppError('credentials.no_match', 'The presentation does not answer the request', {
      params: { reason: 'schema' },
    });
  const stored = await ctx.db.transaction(async (tx) => {
    const answered = await answerRequest(tx, row.id, { state: 'presented', result });
    if (!answered) return undefined;
    await insertPresentation(tx, {
      requestId: row.id,
      credentialId: input.credential ?? null,
      holder: row.holder,
      verifier: row.verifier,
      vpToken: input.vp_token,
      disclosed: Object.keys(result.disclosed).sort(),
    });
    return answered;
  });
  if (!stored) throw refusalOf('replay');
  await tellSpace(
    ctx,
    row.verifier,
    { jp: '資格情報が提示されました', en: 'A credential was presented to you' },
    `/wallet/requests/${row.id}`,
  );
  return result;
}

/** `query/proof`: the verifier re-verifies the stored presentation now (status and expiry may have changed). */
export async function reverify(ctx: Ctx, actor: Actor, id: string): Promise<Result> {
  const { row, asVerifier } = await visibleRequest(ctx, actor, id);
  if (!asVerifier) throw notFound(`request ${id}`);
  const presentation = await presentationOf(ctx.db, row.id);
  if (!presentation) throw notFound(`presentation for request ${id}`);
  return verifyPresentation(ctx, presentation.vpToken, {
    nonce: row.nonce,
    aud: row.aud,
    at: presentation.createdAt,
  });
}

export async function sentRequests(ctx: Ctx, actor: Actor) {
  const rows = await requestsOf(ctx.db, { verifier: actingSpace(actor, false).space });
  return { items: await requestViews(ctx, rows) };
}

export async function receivedRequests(ctx: Ctx, actor: Actor, state: string | undefined) {
  const rows = await requestsOf(ctx.db, {
    holder: actingSpace(actor, false).space,
    ...(state ? { state } : {}),
  });
  return { items: await requestViews(ctx, rows) };
}

/** `wallet/proof2`: the holder refuses a pending request. */
export async function refuseRequest(
  ctx: Full,
  actor: Actor,
  input: { request: string; reason?: string | undefined },
) {
  const row = await findRequest(ctx.db, input.request);
  const standing = row?.holder ? standingIn(actor, row.holder) : null;
  if (!row || !standing) throw notFound(`request ${input.request}`);
  assertManages(standing);
  const answered = await answerRequest(ctx.db, row.id, { state: 'refused', reason: input.reason ?? null });
  if (!answered) throw new AppError('credentials.answered', `Request ${row.id} is ${row.state}`);
  await tellSpace(
    ctx,
    row.verifier,
    { jp: '資格情報の提示は断られました', en: 'Your request for proof was refused' },
    `/wallet/requests/${row.id}`,
  );
  return requestView(ctx, answered);
}

import type { JWK } from 'jose';
import type { Actor } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import {
  type ApplicationRow,
  decideApplication,
  findApplication,
  insertApplication,
  listApplications,
} from '../repository/applications.ts';
import {
  allocateStatusIndex,
  type CredentialRow,
  copiesOf,
  credentialsByIds,
  findCredential,
  insertCredential,
  revokeWithCopies,
} from '../repository/credentials.ts';
import { findIssuerPrefs, findSchema, latestSchemas, upsertIssuerPrefs } from '../repository/schemas.ts';
import { issueSdJwtVc } from '../sd-jwt/index.ts';
import { forgetBadges } from './badges.ts';
import { assertClaims } from './claims.ts';
import {
  type Acting,
  actingSpace,
  assertManages,
  type Ctx,
  issuerStanding,
  notFound,
  spaceRefs,
  standingIn,
  vctOf,
} from './context.ts';
import { credentialView } from './credential-view.ts';
import { holderKey, issuerSigningKey } from './keys.ts';
import { tellSpace } from './notify.ts';
import { enabledSchema } from './schemas.ts';
import { forgetStatus, STATUS_LIST_SIZE, statusUri } from './status.ts';

const DAY_MS = 86_400_000;

export type EvidenceInput = string | { hash: string; key?: string | undefined; name?: string | undefined };
/** The services that tell a space (notices) or read stored files pick these too. */
type Full = Pick<RequestContext, 'db' | 'config' | 'database' | 'log' | 'storage'>;

function assertIssuer(standing: Acting | null, vct: string): Acting {
  if (!standing)
    throw new AppError('credentials.not_issuer', `None of your spaces may issue ${vct}`, { params: { vct } });
  assertManages(standing);
  return standing;
}

/** `issue/pref`: the acting issuer space's display and default validity. */
export async function issuerPrefs(
  ctx: Ctx,
  actor: Actor,
  set: { display?: { jp: string; en: string } | undefined; validityDays?: number | undefined } | undefined,
) {
  const acting = actingSpace(actor, set !== undefined);
  const issuing = (await latestSchemas(ctx.db)).some((row) => row.issuers.includes(acting.space));
  if (!issuing) throw new AppError('credentials.not_issuer', `${acting.space} issues no credential type`);
  if (set) {
    assertManages(acting);
    await upsertIssuerPrefs(ctx.db, acting.space, {
      ...(set.display !== undefined ? { display: set.display } : {}),
      ...(set.validityDays !== undefined ? { validityDays: set.validityDays } : {}),
    });
  }
  const row = await findIssuerPrefs(ctx.db, acting.space);
  return { space: acting.space, display: row?.display ?? null, validityDays: row?.validityDays ?? null };
}

/** An issued credential's state as its record says (revoked, or past its expiry), for the issuer's list. */
function recordedState(row: CredentialRow, now: Date): 'valid' | 'expired' | 'revoked' {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'valid';
}

async function applicationViews(ctx: Ctx, rows: ApplicationRow[], forIssuer: boolean) {
  const issued = rows.flatMap((row) => (row.credentialId ? [row.credentialId] : []));
  const [refs, credentialRows] = await Promise.all([
    spaceRefs(
      ctx.db,
      rows.map((row) => row.holder),
    ),
    credentialsByIds(ctx.db, issued),
  ]);
  const now = new Date();
  const states = new Map(credentialRows.map((row) => [row.id, recordedState(row, now)]));
  const copies = new Map<string, CredentialRow[]>();
  for (const copy of await copiesOf(ctx.db, issued))
    if (copy.originId) copies.set(copy.originId, [...(copies.get(copy.originId) ?? []), copy]);
  return rows.map((row) => ({
    id: row.id,
    vct: vctOf(ctx.config, row.schemaName),
    version: row.version,
    holder: refs.get(row.holder) ?? { space: row.holder, name: row.holder },
    state: row.state,
    claims: row.claims,
    evidence: row.evidence.map((item) => {
      const { key, ...shown } = item as typeof item & { key?: string };
      if (!forIssuer) return shown;
      return { ...shown, url: key ? null : `/api/ipfs/${item.hash}`, ...(key ? { key } : {}) };
    }),
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.credentialId ? { credential: row.credentialId } : {}),
    ...(row.credentialId && states.has(row.credentialId)
      ? { credentialState: states.get(row.credentialId) }
      : {}),
    ...(row.credentialId
      ? {
          copies: (copies.get(row.credentialId) ?? []).map((copy) => ({
            id: copy.id,
            state: recordedState(copy, now),
            issuedAt: copy.issuedAt.toISOString(),
            expiresAt: copy.expiresAt.toISOString(),
          })),
        }
      : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.decidedAt ? { decidedAt: row.decidedAt.toISOString() } : {}),
    ...(row.decidedBy ? { decidedBy: row.decidedBy } : {}),
  }));
}

const oneView = async (ctx: Ctx, row: ApplicationRow, forIssuer = false) => {
  const [view] = await applicationViews(ctx, [row], forIssuer);
  if (!view) throw new Error('no view');
  return view;
};

/** `issue/data0`: the acting space applies for a credential with its claims and up to five evidence files. */
export async function apply(
  ctx: Full,
  actor: Actor,
  input: { vct: string; claims: Record<string, unknown>; evidence: EvidenceInput[] },
) {
  const acting = actingSpace(actor, true);
  assertManages(acting);
  const schema = await enabledSchema(ctx, input.vct);
  if (schema.schemaOnly)
    throw new AppError('credentials.schema_disabled', `${input.vct} is published for verification only`, {
      params: { vct: input.vct },
    });
  assertClaims(schema, input.claims);
  const evidence = [];
  for (const [i, item] of input.evidence.entries()) {
    const { hash, key, name } =
      typeof item === 'string' ? { hash: item, key: undefined, name: undefined } : item;
    const info = await ctx.storage.info(hash);
    if (!info)
      throw new AppError('credentials.evidence_unknown', `body.evidence.${i}: no stored file ${hash}`, {
        fields: [{ field: `body.evidence.${i}`, rule: 'stored', message: 'no such stored file' }],
      });
    evidence.push({ hash, name: name ?? `evidence-${i + 1}`, type: info.type, ...(key ? { key } : {}) });
  }
  const row = await insertApplication(ctx.db, {
    schemaName: schema.name,
    version: schema.version,
    holder: acting.space,
    claims: input.claims,
    evidence,
    createdBy: actor.identity.sub,
  });
  if (!row)
    throw new AppError('credentials.pending_exists', `An application for ${input.vct} is already pending`, {
      params: { vct: input.vct },
    });
  for (const issuer of schema.issuers)
    await tellSpace(
      ctx,
      issuer,
      { jp: `${schema.title.jp}の申請が届きました`, en: `New application: ${schema.title.en}` },
      '/admin/verification',
    );
  return oneView(ctx, row);
}

/** Holder side (members of the holder space) or issuer side (the acting space issues the type). */
async function visibleApplication(ctx: Ctx, actor: Actor, id: string) {
  const row = await findApplication(ctx.db, id);
  if (!row) throw notFound(`application ${id}`);
  const schema = await findSchema(ctx.db, row.schemaName);
  const issuing = schema ? issuerStanding(actor, schema.issuers) : null;
  const holder = standingIn(actor, row.holder);
  if (!issuing && !holder) throw notFound(`application ${id}`);
  return { row, issuer: !!issuing, issuing, schema };
}

export async function getApplication(ctx: Ctx, actor: Actor, id: string) {
  const { row, issuer } = await visibleApplication(ctx, actor, id);
  return oneView(ctx, row, issuer);
}

export async function applications(
  ctx: Ctx,
  actor: Actor,
  input: { role: 'issuer' | 'holder'; state?: 'pending' | 'approved' | 'rejected' | undefined },
) {
  const acting = actingSpace(actor, false);
  if (input.role === 'holder') {
    const rows = await listApplications(ctx.db, {
      holder: acting.space,
      ...(input.state ? { state: input.state } : {}),
    });
    return { items: await applicationViews(ctx, rows, false) };
  }
  const types = (await latestSchemas(ctx.db))
    .filter((row) => row.issuers.includes(acting.space))
    .map((r) => r.name);
  if (types.length === 0) return { items: [] };
  const rows = await listApplications(ctx.db, {
    schemaNames: types,
    ...(input.state ? { state: input.state } : {}),
  });
  return { items: await applicationViews(ctx, rows, true) };
}

/**
 * Issues a credential of a type to a holder space, signed by the issuer space's key, bound to the holder's wallet
 * key, with the next index of the issuer's status list (exported for the OpenID4VCI endpoints). The caller has
 * checked the issuer's right and the claims. `holderJwk`: an external wallet's key (OpenID4VCI proof) to bind
 * instead of the custodial one.
 */
export async function issueCredential(
  ctx: Ctx,
  input: {
    schemaName: string;
    issuer: string;
    holder: string;
    claims: Record<string, unknown>;
    holderJwk?: JWK;
    /** A copy's original: the copy names it and expires no later than it. */
    origin?: Pick<CredentialRow, 'id' | 'expiresAt'>;
  },
): Promise<CredentialRow> {
  const schema = await findSchema(ctx.db, input.schemaName);
  if (!schema) throw new AppError('credentials.schema_unknown', `No credential type ${input.schemaName}`);
  const prefs = await findIssuerPrefs(ctx.db, input.issuer);
  const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const validity = issuedAt.getTime() + (prefs?.validityDays ?? schema.validityDays) * DAY_MS;
  const expiresAt = new Date(Math.min(validity, input.origin?.expiresAt.getTime() ?? validity));
  const [key, holder] = await Promise.all([
    issuerSigningKey(ctx.db, input.issuer),
    input.holderJwk ? { publicJwk: input.holderJwk } : holderKey(ctx.db, input.holder),
  ]);
  const status = await allocateStatusIndex(ctx.db, input.issuer, STATUS_LIST_SIZE);
  const sdjwt = await issueSdJwtVc({
    key,
    iss: ctx.config.publicUrl,
    vct: vctOf(ctx.config, schema.name),
    claims: input.claims,
    disclosable: schema.disclosable,
    holderJwk: holder.publicJwk,
    status: { uri: statusUri(ctx, status.list), idx: status.idx },
    issuedAt,
    expiresAt,
  });
  return insertCredential(ctx.db, {
    schemaName: schema.name,
    version: schema.version,
    issuer: input.issuer,
    holder: input.holder,
    kid: key.kid,
    sdjwt,
    claims: input.claims,
    statusList: status.list,
    statusIdx: status.idx,
    issuedAt,
    expiresAt,
    heldExternally: !!input.holderJwk,
    originId: input.origin?.id ?? null,
  });
}

/** `issue/data1`: the issuer approves (issuing the verified claims into the holder's wallet) or rejects. */
export async function decide(
  ctx: Full,
  actor: Actor,
  input: {
    id: string;
    decision: 'approve' | 'reject';
    claims?: Record<string, unknown> | undefined;
    reason?: string | undefined;
  },
) {
  const { row, issuing, schema } = await visibleApplication(ctx, actor, input.id);
  const vct = vctOf(ctx.config, row.schemaName);
  if (!schema) throw notFound(`application ${input.id}`);
  const acting = assertIssuer(issuing, vct);
  if (row.state !== 'pending')
    throw new AppError('credentials.not_pending', `Application ${row.id} is ${row.state}`, {
      params: { state: row.state },
    });
  const decided = { decidedAt: new Date(), decidedBy: actor.identity.sub };
  let updated: ApplicationRow | undefined;
  if (input.decision === 'reject') {
    if (!input.reason?.trim())
      throw new AppError('request.invalid', 'body.reason: required to reject', [
        { field: 'body.reason', rule: 'required', message: 'required to reject' },
      ]);
    updated = await decideApplication(ctx.db, row.id, {
      state: 'rejected',
      reason: input.reason,
      ...decided,
    });
  } else {
    const current = await enabledSchema(ctx, vct);
    const claims = input.claims ?? row.claims;
    assertClaims(current, claims);
    updated = await ctx.db.transaction(async (tx) => {
      const credential = await issueCredential(
        { ...ctx, db: tx },
        { schemaName: row.schemaName, issuer: acting.space, holder: row.holder, claims },
      );
      return decideApplication(tx, row.id, {
        state: 'approved',
        claims,
        credentialId: credential.id,
        ...decided,
      });
    });
  }
  if (!updated) throw new AppError('credentials.not_pending', `Application ${row.id} was decided meanwhile`);
  forgetBadges(ctx.db, row.holder);
  await tellSpace(
    ctx,
    row.holder,
    input.decision === 'approve'
      ? { jp: `${schema.title.jp}が発行されました`, en: `Your ${schema.title.en} credential was issued` }
      : {
          jp: `${schema.title.jp}の申請は却下されました`,
          en: `Your ${schema.title.en} application was rejected`,
        },
    '/wallet',
  );
  return oneView(ctx, updated, true);
}

/** `issue/revoke`: the issuing space revokes a credential it issued; its status list bit is set. */
export async function revoke(ctx: Full, actor: Actor, input: { credential: string; reason: string }) {
  const row = await findCredential(ctx.db, input.credential);
  const issuing = row ? standingIn(actor, row.issuer) : null;
  if (!row || (!issuing && !standingIn(actor, row.holder))) throw notFound(`credential ${input.credential}`);
  if (!issuing) throw new AppError('credentials.not_issuer', 'Only its issuer may revoke a credential');
  assertManages(issuing);
  // A copy in an external wallet stands or falls with its original: revoking either revokes them all.
  const all = await revokeWithCopies(ctx.db, row.originId ?? row.id, {
    reason: input.reason,
    by: actor.identity.sub,
  });
  const revoked = all.find((one) => one.id === row.id) ?? row;
  for (const list of new Set([row, ...all].map((one) => one.statusList)))
    if (list !== null) forgetStatus(ctx.db, list);
  for (const holder of new Set([row, ...all].map((one) => one.holder))) forgetBadges(ctx.db, holder);
  await tellSpace(
    ctx,
    row.holder,
    { jp: '資格情報が失効しました', en: 'A credential of yours was revoked' },
    '/wallet',
  );
  return credentialView(ctx, revoked, false);
}

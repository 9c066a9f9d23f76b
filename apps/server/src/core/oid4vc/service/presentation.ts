import type { Actor } from '../../../actor.ts';
import type { RequestContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import {
  actingSpace,
  type Ctx,
  type PresentationResult,
  parseQuery,
  standingIn,
  verifyForQuery,
} from '../credentials.ts';
import { OAuthError } from '../oauth.ts';
import {
  answerTransaction,
  findTransaction,
  findTransactionByState,
  insertTransaction,
  type TransactionRow,
} from '../repository/flows.ts';
import { hashOf, newId, newSecret } from '../secrets.ts';
import { endpoints } from './metadata.ts';

const REQUEST_MINUTES = 15;

/** What the verifier reads of its transaction: the query, whether and when it was answered, and the result. */
export function transactionView(row: TransactionRow) {
  return {
    id: row.id,
    state: row.state,
    dcql: row.dcql as Record<string, unknown>,
    purpose: row.purpose ?? null,
    nonce: row.nonce,
    client_id: row.clientId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    result: (row.result as PresentationResult | null) ?? null,
  };
}

/**
 * An OpenID for Verifiable Presentations authorization request by value (OID4VP 1.0 §5): the client identifier
 * prefix `redirect_uri` (unsigned, as that prefix requires), response_mode direct_post to our response_uri, the
 * DCQL query, a fresh nonce, and a `state` that is the only key to the transaction. The KB-JWT's audience is the
 * client identifier (§B.3.6).
 */
export async function createTransaction(
  ctx: RequestContext,
  actor: Actor,
  input: { dcql: unknown; purpose?: { jp: string; en: string } | undefined },
) {
  const space = actingSpace(actor);
  const query = parseQuery(input.dcql);
  const responseUri = endpoints(ctx.config).response;
  const clientId = `redirect_uri:${responseUri}`;
  const nonce = newSecret();
  const state = newSecret();
  const row = await insertTransaction(ctx.db, {
    id: newId('vp'),
    stateHash: hashOf(state),
    spaceKey: space,
    createdBy: actor.identity.sub,
    dcql: query,
    purpose: input.purpose ?? null,
    nonce,
    clientId,
    expiresAt: new Date(Date.now() + REQUEST_MINUTES * 60_000),
  });
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'vp_token',
    response_mode: 'direct_post',
    response_uri: responseUri,
    nonce,
    state,
    dcql_query: JSON.stringify(query),
    client_metadata: JSON.stringify({
      client_name: ctx.config.productName,
      vp_formats_supported: {
        'dc+sd-jwt': { 'sd-jwt_alg_values': ['ES256'], 'kb-jwt_alg_values': ['ES256'] },
      },
    }),
  });
  return { ...transactionView(row), authorization_request: `openid4vp://?${params}` };
}

export async function readTransaction(ctx: RequestContext, actor: Actor, id: string) {
  const row = await findTransaction(ctx.db, id);
  if (!row || !standingIn(actor, row.spaceKey))
    throw new AppError('credentials.not_found', 'No such presentation request of this space');
  return transactionView(row);
}

/** `{query id: [presentation, …]}` (OID4VP 1.0 §8.1), or the single string of drafts before it. */
function presentationsOf(vpToken: string): Record<string, string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(vpToken);
  } catch {
    throw new OAuthError('invalid_request', 'vp_token must be a JSON object keyed by credential query id');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new OAuthError('invalid_request', 'vp_token must be a JSON object keyed by credential query id');
  const out: Record<string, string[]> = {};
  for (const [id, value] of Object.entries(parsed)) {
    const list = [value].flat();
    if (!list.length || list.some((item) => typeof item !== 'string' || item.length > 64_000))
      throw new OAuthError('invalid_request', `vp_token.${id} must hold SD-JWT presentations`);
    out[id] = list as string[];
  }
  return out;
}

/**
 * The response_uri (OID4VP §8.2): the `state` finds the pending transaction, each credential query's presentation
 * is verified against the transaction's nonce and client id and matched against its query, and the transaction
 * closes with the result, once. A second answer for the same state is refused as a replay.
 */
export async function receiveResponse(ctx: Ctx, input: { state: string; vpToken: string }) {
  const row = await findTransactionByState(ctx.db, hashOf(input.state));
  if (!row) throw new OAuthError('invalid_request', 'Unknown state: no presentation request waits for it');
  if (row.state !== 'pending')
    throw new OAuthError('invalid_request', 'This request has been answered already');
  if (row.expiresAt <= new Date()) throw new OAuthError('invalid_request', 'This request has expired');
  const presentations = presentationsOf(input.vpToken);
  const result = await verifyForQuery(ctx, row.dcql, presentations, {
    nonce: row.nonce,
    aud: row.clientId,
  });
  const closed = await answerTransaction(
    ctx.db,
    row.id,
    { state: result.verified ? 'presented' : 'failed', result },
    new Date(),
  );
  if (!closed) throw new OAuthError('invalid_request', 'This request has been answered already');
  if (!result.verified)
    throw new OAuthError('access_denied', `The presentation did not verify: ${result.reason ?? 'unknown'}`);
  return {};
}

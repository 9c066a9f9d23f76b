import type { JWK } from 'jose';
import { impliedSpace } from '../../acting.ts';
import type { Actor } from '../../actor.ts';
import type { Config } from '../../config.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  issueCredential,
  matchDcql,
  type ParsedDcql,
  parseDcql,
  type Result,
  vctOf,
  verifyPresentation,
} from '../credentials/index.ts';
import {
  enabledTypes,
  findApplicationRow,
  findHeldCredential,
  type HeldCredential,
} from './repository/credentials.ts';
import type { OfferRow } from './repository/flows.ts';

/**
 * The one door from the OID4VC endpoints into the credentials core (core/credentials): its types, issuing and
 * verifying, and DCQL. No crypto lives here; this file adapts the core's calls to what the protocols need.
 */
/** What the endpoints' services pick of the request context (docs/ARCHITECTURE.md "Request context"). */
export type Ctx = Pick<RequestContext, 'db' | 'config'>;

export type Configuration = {
  id: string;
  vct: string;
  name: { jp: string; en: string };
  claims: { name: string; label: { jp: string; en: string } }[];
};

/** The type's stored name (`licensed-guide`) is the configuration id a wallet asks for. */
export const configurationIdOf = (_config: Config, vct: string): string =>
  vct.split('/').filter(Boolean).at(-1) ?? vct;

/** One credential configuration per enabled type, with its names and claim labels in both languages. */
export async function configurations(ctx: Ctx): Promise<Configuration[]> {
  return (await enabledTypes(ctx.db)).map((row) => ({
    id: row.name,
    vct: vctOf(ctx.config, row.name),
    name: row.title,
    claims: Object.entries(row.display).map(([name, label]) => ({ name, label })),
  }));
}

/**
 * The space a new request is made for, as the credentials core reads it: the X-TourTariff-Space header, else the
 * caller's only space (an administrator's admin space counting); a caller of several must name one (acting.ts).
 */
export function actingSpace(actor: Actor): string {
  const space = impliedSpace(actor, true, 'admin');
  if (space) return space;
  throw new AppError('credentials.no_space', 'This call acts for a space and the caller has none');
}

/**
 * The caller's standing in a record's space, whichever space they act for (the credentials core's rule):
 * members read, owners and admins (administrators for the admin space) decide; null when it is not theirs.
 */
export function standingIn(actor: Actor, space: string): { manages: boolean } | null {
  if (space === 'admin') return actor.isAdmin ? { manages: true } : null;
  const membership = actor.memberships.find((m) => m.space === space);
  return membership ? { manages: membership.memberRole !== 'member' } : null;
}

const notFound = (what: string) => new AppError('credentials.not_found', `No ${what} of this space`);
const isValid = (row: HeldCredential) => !row.revokedAt && row.expiresAt.getTime() > Date.now();

export type OfferSource = { kind: 'credential' | 'application'; space: string; vct: string };

/**
 * What an offer re-issues, if the caller may offer it: a valid credential held by a space they stand in, or an
 * approved application of a space they stand in, as holder or as its issuer. Someone else's reads as missing.
 */
export async function offerSource(
  ctx: RequestContext,
  actor: Actor,
  kind: OfferSource['kind'],
  id: string,
): Promise<OfferSource> {
  const held =
    kind === 'credential'
      ? { application: undefined, credential: await findHeldCredential(ctx.db, id) }
      : await findApplicationRow(ctx.db, id).then(async (application) => ({
          application,
          credential: application?.credentialId
            ? await findHeldCredential(ctx.db, application.credentialId)
            : undefined,
        }));
  // A credential is offered by its holder; an application by its holder or by the issuer that approved it.
  const spaces =
    kind === 'credential' ? [held.credential?.holder] : [held.application?.holder, held.credential?.issuer];
  const record = kind === 'credential' ? held.credential : held.application;
  const theirs = spaces.filter((space): space is string => !!space && !!standingIn(actor, space));
  if (!record || theirs.length === 0) throw notFound(kind);
  // Taking a space's credential into a wallet of one's own speaks for the space: its owners and admins decide.
  const space = theirs.find((key) => standingIn(actor, key)?.manages);
  if (!space)
    throw new AppError('access.forbidden', 'Only owners and admins of the space may offer its credentials');
  const { credential } = held;
  const approved = kind === 'credential' || held.application?.state === 'approved';
  if (!credential || !approved || !isValid(credential))
    throw new AppError(
      'oid4vc.not_offerable',
      'Only a valid credential or an approved application can be offered',
    );
  return { kind, space, vct: vctOf(ctx.config, credential.schemaName) };
}

/**
 * Issues the offer's credential anew, bound to the wallet's key: the same verified claims, the same issuer and
 * holder space, a status list entry of its own (so the issuer revokes it like any other). A source revoked since
 * the offer was made issues nothing.
 */
export async function issueForOffer(ctx: Ctx, offer: OfferRow, holderJwk: JWK) {
  const source =
    offer.sourceKind === 'credential'
      ? await findHeldCredential(ctx.db, offer.sourceId)
      : await findApplicationRow(ctx.db, offer.sourceId).then((application) =>
          application?.credentialId ? findHeldCredential(ctx.db, application.credentialId) : undefined,
        );
  if (!source || !isValid(source)) return null;
  const row = await issueCredential(ctx, {
    schemaName: source.schemaName,
    issuer: source.issuer,
    holder: source.holder,
    claims: source.claims,
    holderJwk,
    // A copy of a copy still names the first original, so one revocation reaches them all.
    origin: { id: source.originId ?? source.id, expiresAt: source.expiresAt },
  });
  return { id: row.id, sdjwt: row.sdjwt };
}

/** A DCQL query the credentials core can answer (dc+sd-jwt only), or `credentials.dcql_invalid` naming why. */
export function parseQuery(dcql: unknown): ParsedDcql {
  const parsed = parseDcql(dcql);
  if (!parsed.ok)
    throw new AppError('credentials.dcql_invalid', `body.dcql: ${parsed.message}`, {
      fields: [{ field: 'body.dcql', rule: 'dcql', message: parsed.message }],
    });
  return parsed.query;
}

export type PresentationResult = {
  verified: boolean;
  /** The first failing credential query's reason; `no_match` when a verified presentation does not answer it. */
  reason: string | null;
  credentials: Record<string, Result>;
};

/**
 * Verifies every credential query's presentation with the core (signature, issuer, expiry, status, key binding
 * over the transaction's nonce and client id, schema) and then asks DCQL whether what it disclosed answers that
 * query. Every query must be answered; each keeps only its disclosed claims.
 */
export async function verifyForQuery(
  ctx: Ctx,
  dcql: unknown,
  presentations: Record<string, string[]>,
  binding: { nonce: string; aud: string },
): Promise<PresentationResult> {
  const query = parseQuery(dcql);
  const results: Record<string, Result> = {};
  let reason: string | null = null;
  for (const credentialQuery of query.credentials) {
    const [presentation, ...more] = presentations[credentialQuery.id] ?? [];
    if (!presentation || more.length) {
      reason ??= 'no_match';
      continue;
    }
    const result = await verifyPresentation(ctx, presentation, binding);
    results[credentialQuery.id] = result;
    if (!result.verified) {
      reason ??= result.reason ?? 'signature';
      continue;
    }
    const single = { ...query, credentials: [credentialQuery], credential_sets: undefined };
    const answers = matchDcql(single as ParsedDcql, [
      { id: credentialQuery.id, vct: result.vct, claims: result.disclosed },
    ]);
    if (answers.length === 0) reason ??= 'no_match';
  }
  return { verified: reason === null, reason, credentials: results };
}

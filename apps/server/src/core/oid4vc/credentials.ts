import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { Actor } from '../../actor.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
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
import type { CoreContext } from '../route.ts';
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
export type Deps = { db: Db; config: Config; app: FastifyInstance };
export const depsOf = (app: FastifyInstance): Deps => ({ db: app.database.db, config: app.config, app });

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
export async function configurations(deps: Deps): Promise<Configuration[]> {
  return (await enabledTypes(deps.db)).map((row) => ({
    id: row.name,
    vct: vctOf(deps.config, row.name),
    name: row.title,
    claims: Object.entries(row.display).map(([name, label]) => ({ name, label })),
  }));
}

/**
 * The space the caller acts for, as the credentials core reads it: the X-TourTariff-Space header (an API key's
 * space), else an administrator's admin space, else the caller's first space. `manages`: its owners and admins
 * (administrators for the admin space), who may act for it beyond reading.
 */
export function acting(actor: Actor): { space: string; manages: boolean } {
  const membership = actor.space ?? (actor.isAdmin ? null : actor.memberships[0]);
  if (membership) return { space: membership.space, manages: membership.memberRole !== 'member' };
  if (actor.isAdmin) return { space: 'admin', manages: true };
  throw new AppError('credentials.no_space', 'This call acts for a space and the caller has none');
}

export const actingSpace = (actor: Actor) => acting(actor).space;

const notFound = (what: string) => new AppError('credentials.not_found', `No ${what} of this space`);
const isValid = (row: HeldCredential) => !row.revokedAt && row.expiresAt.getTime() > Date.now();

export type OfferSource = { kind: 'credential' | 'application'; space: string; vct: string };

/**
 * What an offer re-issues, if the caller may offer it: a valid credential of the acting space's wallet, or an
 * approved application the acting space applied for or issued. Someone else's reads as missing.
 */
export async function offerSource(
  ctx: CoreContext,
  kind: OfferSource['kind'],
  id: string,
): Promise<OfferSource> {
  const { space, manages } = acting(ctx.actor);
  // Taking a space's credential into a wallet of one's own speaks for the space: its owners and admins decide.
  const mayOffer = () => {
    if (!manages)
      throw new AppError('access.forbidden', `Only owners and admins of ${space} may offer its credentials`);
  };
  if (kind === 'credential') {
    const row = await findHeldCredential(ctx.db, id);
    if (!row || row.holder !== space) throw notFound('credential');
    mayOffer();
    if (!isValid(row))
      throw new AppError('oid4vc.not_offerable', 'Only a valid credential can be offered to a wallet');
    return { kind, space, vct: vctOf(ctx.config, row.schemaName) };
  }
  const application = await findApplicationRow(ctx.db, id);
  const issued = application?.credentialId
    ? await findHeldCredential(ctx.db, application.credentialId)
    : undefined;
  const mine = application && (application.holder === space || issued?.issuer === space);
  if (!application || !mine) throw notFound('application');
  mayOffer();
  if (application.state !== 'approved' || !issued || !isValid(issued))
    throw new AppError(
      'oid4vc.not_offerable',
      'Only an approved application with a valid credential can be offered',
    );
  return { kind, space, vct: vctOf(ctx.config, issued.schemaName) };
}

/**
 * Issues the offer's credential anew, bound to the wallet's key: the same verified claims, the same issuer and
 * holder space, a status list entry of its own (so the issuer revokes it like any other). A source revoked since
 * the offer was made issues nothing.
 */
export async function issueForOffer(deps: Deps, offer: OfferRow, holderJwk: JWK) {
  const source =
    offer.sourceKind === 'credential'
      ? await findHeldCredential(deps.db, offer.sourceId)
      : await findApplicationRow(deps.db, offer.sourceId).then((application) =>
          application?.credentialId ? findHeldCredential(deps.db, application.credentialId) : undefined,
        );
  if (!source || !isValid(source)) return null;
  const row = await issueCredential(deps, {
    schemaName: source.schemaName,
    issuer: source.issuer,
    holder: source.holder,
    claims: source.claims,
    holderJwk,
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
  deps: Deps,
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
    const result = await verifyPresentation(deps, presentation, binding);
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

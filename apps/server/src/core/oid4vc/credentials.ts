import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CoreContext } from '../route.ts';
import type { OfferRow } from './repository.ts';

/**
 * The one door from the OID4VC endpoints into the credentials core (core/credentials): schemas, issuing,
 * verifying and DCQL. Nothing of the crypto lives here; this file only adapts their calls to the protocols' needs.
 */
export type Deps = { db: Db; config: Config; app: FastifyInstance };
export const depsOf = (app: FastifyInstance): Deps => ({ db: app.database.db, config: app.config, app });

export type Configuration = {
  id: string;
  vct: string;
  name: { jp: string; en: string };
  claims: { name: string; label: { jp: string; en: string } }[];
};

export type OfferSource = { kind: 'credential' | 'application'; space: string; vct: string };

/** `https://…/vct/licensed-guide` → `licensed-guide`: a configuration id a person can read in a wallet's log. */
export function configurationIdOf(_config: Config, vct: string): string {
  return vct.split('/').filter(Boolean).at(-1) ?? vct;
}

export async function configurations(_deps: Deps): Promise<Configuration[]> {
  return [];
}

export async function offerSource(
  _ctx: CoreContext,
  _kind: OfferSource['kind'],
  _id: string,
): Promise<OfferSource> {
  throw new AppError('credentials.not_found', 'not yet');
}

export async function issueForOffer(
  _deps: Deps,
  _offer: OfferRow,
  _holderJwk: JWK,
): Promise<{ id: string; sdjwt: string }> {
  throw new Error('not yet');
}

export type PresentationResult = {
  verified: boolean;
  reason: string | null;
  credentials: Record<string, unknown>;
};

export function parseQuery(dcql: unknown): Record<string, unknown> {
  return dcql as Record<string, unknown>;
}

export async function verifyForQuery(
  _deps: Deps,
  _dcql: unknown,
  _presentations: Record<string, string[]>,
  _binding: { nonce: string; aud: string },
): Promise<PresentationResult> {
  throw new Error('not yet');
}

import type { Dcql } from '../api/types';

/** The one credential query's id: a request asks for one credential, so the name carries no meaning. */
export const DCQL_CREDENTIAL_ID = 'credential';

/** What a verifier picks: a credential type and the claims it wants to see. */
export type ProofAsk = { vct: string; claims: string[] };

export type AskProblem = 'vct' | 'claims' | 'not_disclosable';

/** Why an ask cannot become a query, or null: a type is needed and one claim at least, each disclosable. */
export function askProblem(ask: ProofAsk, disclosable: readonly string[]): AskProblem | null {
  if (!ask.vct) return 'vct';
  if (ask.claims.length === 0) return 'claims';
  if (ask.claims.some((claim) => !disclosable.includes(claim))) return 'not_disclosable';
  return null;
}

/**
 * The DCQL query (OpenID4VP 1.0 §6) for an ask: one SD-JWT VC of the type, with a claims query per claim. A
 * wallet discloses only what `claims` names, so the verifier's choice is the whole of what it may learn. Claims
 * come out in the order given, without repeats.
 */
export function buildDcql(ask: ProofAsk): Dcql {
  const claims = [...new Set(ask.claims)];
  return {
    credentials: [
      {
        id: DCQL_CREDENTIAL_ID,
        format: 'dc+sd-jwt',
        meta: { vct_values: [ask.vct] },
        claims: claims.map((claim) => ({ path: [claim] })),
      },
    ],
  };
}

/** The top-level claim names a query asks for (its first credential query's paths), for showing a request. */
export function askedClaims(dcql: Dcql | null | undefined): string[] {
  const first = dcql?.credentials?.[0];
  const names = (first?.claims ?? [])
    .map((claim) => claim.path[0])
    .filter((name) => typeof name === 'string');
  return [...new Set(names as string[])];
}

/** The credential type a query asks for. */
export const askedVct = (dcql: Dcql | null | undefined): string =>
  dcql?.credentials?.[0]?.meta.vct_values[0] ?? '';

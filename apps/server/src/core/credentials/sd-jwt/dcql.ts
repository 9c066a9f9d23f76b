import { DcqlQuery } from 'dcql';

export type DcqlInput = DcqlQuery.Input;
export type ParsedDcql = DcqlQuery.Output;

/** A credential the wallet holds, as DCQL sees it: its type and every claim. */
export type Holding = { id: string; vct: string; claims: Record<string, unknown> };

/** One credential that answers the query, and the claim names a presentation of it would disclose. */
export type Match = { credential: string; query: string; disclose: string[] };

/**
 * Parses and checks a DCQL query (OpenID4VP §6); the message of the first problem, or the query. Only SD-JWT VC
 * formats can be answered here.
 */
export function parseDcql(input: unknown): { ok: true; query: ParsedDcql } | { ok: false; message: string } {
  try {
    const query = DcqlQuery.parse(input as DcqlInput);
    DcqlQuery.validate(query);
    if (query.credentials.some((c) => c.format !== 'dc+sd-jwt' && c.format !== 'vc+sd-jwt'))
      return { ok: false, message: 'only dc+sd-jwt credential queries are answered' };
    return { ok: true, query };
  } catch (error) {
    return { ok: false, message: (error as Error).message.slice(0, 300) };
  }
}

/**
 * Runs the query over the holdings with the `dcql` library and lists, for every credential that satisfies a
 * credential query, the top-level claims its first satisfied claim set asks for. A query without claims asks for
 * no selectively disclosable claim (OpenID4VP §6.1), so nothing is disclosed beyond the plain ones.
 */
export function matchDcql(query: ParsedDcql, holdings: Holding[]): Match[] {
  if (holdings.length === 0) return [];
  const result = DcqlQuery.query(
    query,
    holdings.map((h) => ({
      credential_format: 'dc+sd-jwt' as const,
      vct: h.vct,
      claims: h.claims as Record<string, never>,
      cryptographic_holder_binding: true,
    })),
  );
  const matches: Match[] = [];
  for (const [queryId, match] of Object.entries(result.credential_matches)) {
    if (!match.success) continue;
    for (const valid of match.valid_credentials) {
      const holding = holdings[valid.input_credential_index];
      if (!holding) continue;
      const claims = valid.claims as { valid_claim_sets?: { output?: unknown }[] };
      const output = claims.valid_claim_sets?.[0]?.output;
      const disclose = output && typeof output === 'object' ? Object.keys(output) : [];
      matches.push({ credential: holding.id, query: queryId, disclose });
    }
  }
  return matches;
}

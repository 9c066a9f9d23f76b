import type { FastifyPluginAsync } from 'fastify';
import { issueCalls } from './routes/issue.ts';
import { proofCalls } from './routes/proof.ts';
import { credentialPublicRoutes } from './routes/public.ts';
import { queryCalls } from './routes/query.ts';
import { schemaCalls } from './routes/schema.ts';
import { walletCalls } from './routes/wallet.ts';
import { rememberConfig } from './service/badges.ts';

/** The verifiable-credential groups of the core: schema, issue, wallet, query, proof, public GETs. */
export const credentialCalls: FastifyPluginAsync = async (app) => {
  rememberConfig(app.database.db, app.config);
  await app.register(schemaCalls);
  await app.register(issueCalls);
  await app.register(walletCalls);
  await app.register(queryCalls);
  await app.register(proofCalls);
  await app.register(credentialPublicRoutes);
};

// What other units may call (OpenID4VC endpoints, the guides directory).
export {
  enabledTypes,
  findApplicationRow,
  findHeldCredential,
  type HeldCredential,
} from './repository/held.ts';
export { pendingApplicationCount } from './repository/today.ts';
export { dcqlQuery } from './schemas.ts';
export {
  createPresentation,
  type Holding,
  type Match,
  matchDcql,
  type ParsedDcql,
  parseDcql,
  verifySdJwt,
} from './sd-jwt/index.ts';
export { type Badge, badgesOf, verifiedSpaces } from './service/badges.ts';
export { assertClaims } from './service/claims.ts';
export { vctOf } from './service/context.ts';
export { issueCredential } from './service/issue.ts';
export { issuerJwks, rotateIssuerKey } from './service/keys.ts';
export { refusalOf } from './service/requests.ts';
export { enabledSchema, typeMetadata } from './service/schemas.ts';
export { type Result, verifyPresentation } from './service/verify.ts';

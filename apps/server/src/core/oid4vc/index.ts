import type { FastifyPluginAsync } from 'fastify';
import { oid4vcCalls } from './routes/calls.ts';
import { issuanceRoutes } from './routes/issuance.ts';
import { presentationRoutes } from './routes/presentation.ts';

/**
 * The standards exit of the credentials: external wallets receive credentials through OpenID for
 * Verifiable Credential Issuance and answer OpenID for Verifiable Presentations requests with DCQL. Its OAuth
 * endpoints live in plugins of their own, so their form parser and OAuth-style refusals touch nothing else.
 */
export const oid4vcRoutes: FastifyPluginAsync = async (app) => {
  await app.register(oid4vcCalls);
  await app.register(issuanceRoutes);
  await app.register(presentationRoutes);
};

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig, testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { startTestProvider, type TestProvider, type TestProviderOptions } from './test-provider.ts';

export type IndependentSetup = {
  provider: Omit<TestProviderOptions, 'clientId' | 'redirectUri'>;
  /** OIDC_* variables beyond the issuer and client id, read by loadConfig as at start-up. */
  env: Record<string, string>;
  config?: Partial<Config>;
};
export type IndependentRun = (app: FastifyInstance, provider: TestProvider) => Promise<void>;

/** Runs `run` against an app configured for a fresh test provider, on a database the caller keeps open. */
export async function withIndependentProvider(
  database: Database,
  appUrl: string,
  setup: IndependentSetup,
  run: IndependentRun,
) {
  const clientId = 'tt-independent';
  const provider = await startTestProvider({
    clientId,
    redirectUri: `${appUrl}/api/auth/callback`,
    ...setup.provider,
  });
  const app = await buildApp({
    database,
    config: testConfig({
      publicUrl: appUrl,
      seedDemo: false,
      oidc: loadConfig({ OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: clientId, ...setup.env }).oidc,
      ...setup.config,
    }),
  });
  try {
    await run(app, provider);
  } finally {
    await app.close();
    await provider.close();
  }
}

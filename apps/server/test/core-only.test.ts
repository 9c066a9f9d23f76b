import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { core, signedInUser } from './sessions.ts';

/** `npm run start:core`: a core-only process beside the full one, sharing the database and the session cookie. */
describe('core-only process', () => {
  let database: Database;
  let full: FastifyInstance;
  let coreOnly: FastifyInstance;
  const config = testConfig({ publicUrl: 'http://localhost:3000', seedDemo: false });

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    full = await buildApp({ config, database });
    coreOnly = await buildApp({ config: { ...config, port: 3001 }, database, mode: 'core' });
    await Promise.all([full.ready(), coreOnly.ready()]);
  });

  afterAll(async () => {
    await coreOnly?.close();
    await full?.close();
    await database?.close();
  });

  it('serves core calls for a session started at the full app', async () => {
    const user = await signedInUser(full);
    expect(await core(coreOnly, user, 'users/get')).toMatchObject({ status: 0, data: { sub: user.sub } });
    expect((await coreOnly.inject({ method: 'GET', url: '/core/server/status' })).json().status).toBe(0);
  });

  it('mounts neither sign-in, the app API nor the provider', async () => {
    for (const url of ['/api/auth/session', '/api/ipfs/x', '/oidc/.well-known/openid-configuration']) {
      expect((await coreOnly.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await coreOnly.inject({ method: 'POST', url: '/auth/me' })).statusCode).toBe(401);
  });

  it('lets only the app origin call it cross-origin with credentials', async () => {
    const preflight = await coreOnly.inject({
      method: 'OPTIONS',
      url: '/core/users/get',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-tourtariff-client');
    const foreign = await coreOnly.inject({
      method: 'GET',
      url: '/core/server/status',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

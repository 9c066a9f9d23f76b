import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { AppError } from '../../src/errors.ts';
import { createAdapterFactory } from '../../src/idp/adapter.ts';
import { createAccount, ensureAccount, verifyPassword } from '../../src/idp/index.ts';
import { loadIdpSecrets } from '../../src/idp/keys.ts';
import { delayAfter } from '../../src/idp/throttle.ts';
import { authorizeUrl, Browser, client, form, formAction, startIdpServer, tokenRequest } from './support.ts';

const redirectUri = client.redirect_uris[0] ?? '';

describe('embedded OpenID provider: what it stores', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database.close());

  it('generates keys once, even when two processes start together', async () => {
    const [a, b] = await Promise.all([loadIdpSecrets(database.db), loadIdpSecrets(database.db)]);
    expect(a).toEqual(b);
    expect(await loadIdpSecrets(database.db)).toEqual(a);
    expect(a.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(a.jwks.keys[0]?.d).toBeTruthy();
  });

  it('keeps sessions, tokens and keys across a restart on the same port and database', async () => {
    await ensureAccount(database.db, {
      email: 'r@example.com',
      password: 'restart me',
      nickname: 'r',
      firstName: 'R',
      lastName: 'S',
    });
    const first = await startIdpServer({ database });
    const port = Number(new URL(first.origin).port);
    const browser = new Browser();
    const request = authorizeUrl(first.issuer);
    const page = await browser.follow(request.url, redirectUri);
    const login = form({ email: 'r@example.com', password: 'restart me' });
    const signedIn = await browser.follow(
      formAction(await page.response.text(), first.issuer),
      redirectUri,
      login,
    );
    const tokens = await tokenRequest(first.issuer, {
      grant_type: 'authorization_code',
      code: signedIn.location?.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: request.verifier,
    });
    const kid = first.idp.jwks.keys[0]?.kid;
    await first.close();

    const second = await startIdpServer({ database, port });
    try {
      expect(second.idp.jwks.keys[0]?.kid).toBe(kid);
      await jwtVerify(tokens.body.id_token ?? '', createLocalJWKSet(second.idp.jwks), {
        issuer: second.issuer,
      });
      // The provider session cookie still works: no login page this time.
      const again = await browser.follow(authorizeUrl(second.issuer).url, redirectUri);
      expect(again.location?.searchParams.get('code')).toBeTruthy();
      const refreshed = await tokenRequest(second.issuer, {
        grant_type: 'refresh_token',
        refresh_token: tokens.body.refresh_token ?? '',
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('adapter: finds, consumes, expires, destroys and revokes by grant', async () => {
    const factory = createAdapterFactory(database.db);
    const codes = factory('AuthorizationCode');
    const sessions = factory('Session');
    await codes.upsert('c1', { jti: 'c1', grantId: 'g1' }, 60);
    await codes.upsert('c2', { jti: 'c2', grantId: 'g1' }, 60);
    await sessions.upsert('s1', { jti: 's1', uid: 'u1', grantId: 'g1' }, 60);
    expect(await codes.find('c1')).toEqual({ jti: 'c1', grantId: 'g1' });
    expect(await factory('AccessToken').find('c1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toMatchObject({ jti: 's1' });

    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));

    await codes.revokeByGrantId('g1');
    expect(await codes.find('c2')).toBeUndefined();
    // Only the model asked: the session with the same grant stays.
    expect(await sessions.find('s1')).toBeTruthy();
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();

    await factory('DeviceCode').upsert('d1', { jti: 'd1', userCode: 'ABCD' }, 60);
    expect(await factory('DeviceCode').findByUserCode('ABCD')).toMatchObject({ jti: 'd1' });
    await codes.upsert('old', { jti: 'old' }, -1);
    expect(await codes.find('old')).toBeUndefined();
  });

  it('accounts: normalised email, scrypt hash, duplicates refused, passwords checked', async () => {
    const account = await createAccount(database.db, {
      email: '  Mixed.Case@Example.COM ',
      password: 'p4ssword!',
      nickname: ' mc ',
      firstName: 'M',
      lastName: 'C',
    });
    expect(account).toMatchObject({ email: 'mixed.case@example.com', nickname: 'mc' });
    expect(account.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(
      createAccount(database.db, {
        email: 'MIXED.case@example.com',
        password: 'x',
        nickname: 'n',
        firstName: 'f',
        lastName: 'l',
      }),
    ).rejects.toMatchObject({ code: 'record.conflict' } satisfies Partial<AppError>);
    expect((await verifyPassword(database.db, 'mixed.case@example.com ', 'p4ssword!'))?.sub).toBe(
      account.sub,
    );
    expect(await verifyPassword(database.db, 'mixed.case@example.com', 'wrong')).toBeNull();
    expect(await verifyPassword(database.db, 'unknown@example.com', 'p4ssword!')).toBeNull();
    expect(
      (
        await ensureAccount(database.db, {
          email: 'MIXED.CASE@example.com',
          password: 'other',
          nickname: 'z',
          firstName: 'z',
          lastName: 'z',
        })
      ).sub,
    ).toBe(account.sub);
  });

  it('throttle: free failures, then 1 s doubling to a 60 s cap', () => {
    expect([4, 5, 6, 7, 10, 11, 30].map((n) => delayAfter(n))).toEqual([
      0, 1000, 2000, 4000, 32000, 60000, 60000,
    ]);
  });
});

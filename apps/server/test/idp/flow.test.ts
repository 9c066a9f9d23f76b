import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount } from '../../src/idp/index.ts';
import {
  authorizeUrl,
  Browser,
  client,
  form,
  formAction,
  type IdpServer,
  startIdpServer,
  tokenRequest,
} from './support.ts';

const redirectUri = client.redirect_uris[0] ?? '';
const roles = { resource_access: { tourtariff: { roles: ['tourtariff:admin'] } } };

describe('embedded OpenID provider: authorization code flow', () => {
  let s: IdpServer;
  beforeAll(async () => {
    s = await startIdpServer({
      extraClaims: (account) => (account.email === 'hanako@example.com' ? roles : {}),
    });
    await ensureAccount(s.database.db, {
      email: 'Hanako@Example.com ',
      password: 'correct horse',
      nickname: 'hanako',
      firstName: '花子',
      lastName: '山田',
    });
  });
  afterAll(() => s.close());

  /** Authorize → login page → credentials → code at the redirect URI. */
  async function signIn(
    browser: Browser,
    email: string,
    password: string,
    params: Record<string, string> = {},
  ) {
    const request = authorizeUrl(s.issuer, params);
    const page = await browser.follow(request.url, redirectUri);
    expect(page.response.status).toBe(200);
    const html = await page.response.text();
    const result = await browser.follow(formAction(html, s.issuer), redirectUri, form({ email, password }));
    return { ...request, html, ...result };
  }

  it('serves discovery and the public JWKS at the issuer', async () => {
    const discovery = (await (await fetch(`${s.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery).toMatchObject({
      issuer: s.issuer,
      authorization_endpoint: `${s.issuer}/auth`,
      token_endpoint: `${s.issuer}/token`,
      jwks_uri: `${s.issuer}/jwks`,
      end_session_endpoint: `${s.issuer}/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    const jwks = (await (await fetch(`${s.issuer}/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: s.idp.jwks.keys[0]?.kid,
    });
    expect(jwks.keys[0]?.d).toBeUndefined();
    expect(s.idp.jwks.keys[0]?.d).toBeUndefined();
  });

  it('leaves the host app alone: other routes answer and form posts outside the mount are refused', async () => {
    expect(await (await fetch(`${s.origin}/hello`)).json()).toEqual({ hello: 'world' });
    const posted = await fetch(`${s.origin}/echo`, form({ a: '1' }));
    expect(posted.status).toBe(415);
  });

  it('signs in with code + PKCE and issues ID, JWT access and refresh tokens', async () => {
    const browser = new Browser();
    const { location, state, verifier, html } = await signIn(browser, 'hanako@example.com', 'correct horse');
    expect(html).toContain('<h1>TourTariff</h1>');
    expect(html).toMatch(/<label for="email">[^<]*Email/);
    expect(html).toMatch(/<label for="password">[^<]*Password/);
    expect(location?.searchParams.get('state')).toBe(state);
    expect(location?.searchParams.get('iss')).toBe(s.issuer);
    const code = location?.searchParams.get('code') ?? '';

    const { status, body } = await tokenRequest(s.issuer, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(status).toBe(200);
    expect(body.refresh_token).toBeTruthy();

    const keys = createRemoteJWKSet(new URL(`${s.issuer}/jwks`));
    const id = await jwtVerify(body.id_token ?? '', keys, { issuer: s.issuer, audience: client.client_id });
    expect(id.payload).toMatchObject({
      email: 'hanako@example.com',
      nickname: 'hanako',
      given_name: '花子',
      family_name: '山田',
      name: '山田花子',
      ...roles,
    });
    const access = await jwtVerify(body.access_token ?? '', keys, {
      issuer: s.issuer,
      audience: 'tourtariff-api',
    });
    expect(access.protectedHeader).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(access.payload).toMatchObject({ sub: id.payload.sub, email: 'hanako@example.com', ...roles });
    expect((access.payload.exp ?? 0) - (access.payload.iat ?? 0)).toBe(600);

    const refreshed = await tokenRequest(s.issuer, {
      grant_type: 'refresh_token',
      refresh_token: body.refresh_token ?? '',
    });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.access_token ?? '')).toMatchObject({
      aud: 'tourtariff-api',
      sub: id.payload.sub,
    });
    expect(decodeJwt(refreshed.body.id_token ?? '')).toMatchObject({ email: 'hanako@example.com' });
  });

  it('does not ask again while the provider session lasts, and never shows a consent screen', async () => {
    const browser = new Browser();
    await signIn(browser, 'hanako@example.com', 'correct horse');
    const again = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    expect(again.location?.searchParams.get('code')).toBeTruthy();
    const forced = await browser.follow(authorizeUrl(s.issuer, { prompt: 'consent' }).url, redirectUri);
    expect(forced.location?.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a wrong password and an unknown email alike, with 401 and no session', async () => {
    for (const [email, password] of [
      ['hanako@example.com', 'wrong password'],
      ['nobody@example.com', 'correct horse'],
    ] as const) {
      const browser = new Browser({ 'x-forwarded-for': '198.51.100.7' });
      const { response, location } = await signIn(browser, email, password);
      expect(location).toBeUndefined();
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('メールアドレスまたはパスワードが正しくありません。');
      expect(browser.has('_session')).toBe(false);
    }
  });

  it('speaks English when ui_locales asks for it, offers a toggle, and escapes what it echoes', async () => {
    const browser = new Browser();
    const page = await browser.follow(
      authorizeUrl(s.issuer, { ui_locales: 'en-US ja', login_hint: '"><script>x</script>' }).url,
      redirectUri,
    );
    const html = await page.response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('>Sign in</button>');
    expect(html).toContain('href="?lang=jp"');
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(page.response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const wrong = await browser.follow(
      formAction(html, s.issuer),
      redirectUri,
      form({ email: 'a@b.c', password: 'x', lang: 'en' }),
    );
    expect(await wrong.response.text()).toContain('Email or password is incorrect.');
  });

  it('answers an interaction it cannot tie to this browser with a friendly page, and only takes form posts', async () => {
    const stray = await new Browser().fetch(`${s.issuer}/interaction/not-a-real-uid`);
    expect(stray.status).toBe(400);
    expect(await stray.text()).toContain('サインインの手続きの有効期限が切れました。');

    const browser = new Browser();
    const page = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    const action = formAction(await page.response.text(), s.issuer);
    const json = await browser.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ['hanako@example.com'], password: { $ne: 1 } }),
    });
    expect(json.status).toBe(415);
    expect(json.headers.get('content-type')).toContain('text/html');
  });

  it('ends the session at the post-logout redirect URI with the same state', async () => {
    const browser = new Browser();
    const { location, verifier } = await signIn(browser, 'hanako@example.com', 'correct horse');
    const { body } = await tokenRequest(s.issuer, {
      grant_type: 'authorization_code',
      code: location?.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    const end = new URL(`${s.issuer}/session/end`);
    end.searchParams.set('id_token_hint', body.id_token ?? '');
    end.searchParams.set('post_logout_redirect_uri', 'http://app.test/');
    end.searchParams.set('state', 'bye-123');
    const confirm = await browser.follow(end, 'http://app.test/');
    expect(confirm.response.status).toBe(200);
    const html = await confirm.response.text();
    expect(html).toContain("document.getElementById('op-logout-yes').click()");
    // What the page's script does: submit the form with the visible button's logout=yes.
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await browser.follow(
      formAction(html, s.issuer),
      'http://app.test/',
      form({ xsrf, logout: 'yes' }),
    );
    expect(done.location?.href).toBe('http://app.test/?state=bye-123');
    expect(browser.has('_session')).toBe(false);

    const afterwards = await browser.follow(authorizeUrl(s.issuer).url, redirectUri);
    expect(afterwards.response.status).toBe(200);
    const refresh = await tokenRequest(s.issuer, {
      grant_type: 'refresh_token',
      refresh_token: body.refresh_token ?? '',
    });
    expect(refresh.status).toBe(400);
  });
});

import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';

const PRE = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The wallet-facing endpoints on their own: metadata documents, and refusals in the OAuth shape for anything a
 * wallet (or an attacker posing as one) may send without a valid code, token, nonce or state.
 */
describeEachDatabase('oid4vc endpoints', (ctx) => {
  it('publishes authorization server metadata for the pre-authorised code grant', async () => {
    const res = await ctx.app.inject({ url: '/.well-known/oauth-authorization-server' });
    expect(res.statusCode).toBe(200);
    const origin = ctx.app.config.publicUrl;
    expect(res.json()).toMatchObject({
      issuer: origin,
      token_endpoint: `${origin}/core/oid4vci/token`,
      grant_types_supported: [PRE],
      'pre-authorized_grant_anonymous_access_supported': true,
    });
  });

  it('publishes credential issuer metadata pointing at the credential and nonce endpoints', async () => {
    const res = await ctx.app.inject({ url: '/.well-known/openid-credential-issuer' });
    expect(res.statusCode).toBe(200);
    const origin = ctx.app.config.publicUrl;
    expect(res.json()).toMatchObject({
      credential_issuer: origin,
      credential_endpoint: `${origin}/core/oid4vci/credential`,
      nonce_endpoint: `${origin}/core/oid4vci/nonce`,
    });
  });

  it('refuses an unknown pre-authorised code with invalid_grant', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/core/oid4vci/token',
      headers: formHeaders,
      payload: form({ grant_type: PRE, 'pre-authorized_code': 'forged', tx_code: '123456' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses another grant type and a malformed body as invalid_request, never a 5xx', async () => {
    for (const payload of [
      form({ grant_type: 'authorization_code', code: 'x' }),
      'grant_type=%ZZ',
      form({ grant_type: PRE, 'pre-authorized_code': 'a\u0000b' }),
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/core/oid4vci/token',
        headers: formHeaders,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_request');
    }
  });

  it('gives a fresh nonce each time', async () => {
    const a = await ctx.app.inject({ method: 'POST', url: '/core/oid4vci/nonce' });
    const b = await ctx.app.inject({ method: 'POST', url: '/core/oid4vci/nonce' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.json().c_nonce).not.toBe(b.json().c_nonce);
  });

  it('refuses the credential endpoint without a token (401 invalid_token)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/core/oid4vci/credential',
      headers: { authorization: 'Bearer nope' },
      payload: { credential_configuration_id: 'licensed-guide', proofs: { jwt: ['a.b.c'] } },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_token' });
    expect(res.headers['www-authenticate']).toContain('invalid_token');
  });

  it('refuses a presentation response for a state nobody issued', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/core/oid4vp/response',
      headers: formHeaders,
      payload: form({ state: 'forged', vp_token: JSON.stringify({ q: ['x~'] }) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });
});

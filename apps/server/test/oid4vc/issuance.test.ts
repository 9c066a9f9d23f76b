import { Oauth2ClientErrorResponseError } from '@openid4vc/oauth2';
import { Openid4vciRetrieveCredentialsError } from '@openid4vc/openid4vci';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { spaceMembers } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, signedInUser } from '../sessions.ts';
import { coreAs, guideWithCredential, type Offer, ok } from './support.ts';
import { type Holder, issuanceClient, newHolder } from './wallet.ts';

/** The OAuth error code a library call failed with, or the error itself when it is something else. */
async function oauthErrorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Oauth2ClientErrorResponseError) return error.errorResponse.error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/**
 * the standards exit, issuance: `@openid4vc/openid4vci` acts as an external wallet taking a
 * credential offer through the pre-authorised code flow, step by step, and meets the refusals a wallet or an
 * attacker meets (wrong, reused or exhausted codes, wrong or spent nonces, a second credential).
 */
describeEachDatabase('oid4vci: an external wallet receives a credential', (ctx) => {
  let world: Awaited<ReturnType<typeof guideWithCredential>>;
  let holder: Holder;

  beforeAll(async () => {
    world = await guideWithCredential(ctx.app);
    holder = await newHolder();
  });

  const offer = () =>
    ok<Offer>(coreAs(ctx.app, world.guide, world.space, 'wallet/offer', { credential: world.credential }));

  describe('OID4VCI, pre-authorised code', () => {
    it('takes the offered credential into the wallet, bound to its own key', async () => {
      const made = await offer();
      expect(made.offer_uri).toMatch(/^openid-credential-offer:\/\/\?credential_offer=/);
      const wallet = issuanceClient(ctx.app, holder);
      const { offer: resolved, metadata } = await wallet.start(made.offer_uri);
      expect(resolved.credential_configuration_ids).toEqual(['licensed-guide']);
      expect(metadata.credentialIssuer.credential_configurations_supported['licensed-guide']).toMatchObject({
        format: 'dc+sd-jwt',
        vct: world.vct,
      });
      const { accessTokenResponse } = await wallet.client.retrievePreAuthorizedCodeAccessTokenFromOffer({
        credentialOffer: resolved,
        issuerMetadata: metadata,
        txCode: made.tx_code,
      });
      const { c_nonce } = await wallet.client.requestNonce({ issuerMetadata: metadata });
      const { jwt } = await wallet.proof(metadata, 'licensed-guide', c_nonce);
      const answer = await wallet.client.retrieveCredentials({
        issuerMetadata: metadata,
        accessToken: accessTokenResponse.access_token,
        credentialConfigurationId: 'licensed-guide',
        proofs: { jwt: [jwt] },
      });
      const credential = answer.credentialResponse.credentials?.[0];
      const sdjwt = String(
        typeof credential === 'object' && 'credential' in credential ? credential.credential : credential,
      );
      const payload = decodeJwt(sdjwt.split('~')[0] ?? '');
      expect(payload).toMatchObject({ iss: ctx.app.config.publicUrl, vct: world.vct });
      expect((payload.cnf as { jwk: { x: string; y: string } }).jwk).toMatchObject({
        x: holder.publicJwk.x,
        y: holder.publicJwk.y,
      });
      // The custodial wallet keeps listing only what it can present: the external copy is not among them.
      const custodial = await ok<{ items: { id: string }[] }>(
        coreAs(ctx.app, world.guide, world.space, 'wallet/list', {}),
      );
      expect(custodial.items.map((item) => item.id)).toEqual([world.credential]);
    });

    it('refuses a wrong transaction code, then a reused pre-authorised code', async () => {
      const made = await offer();
      const wallet = issuanceClient(ctx.app, holder);
      const { offer: resolved, metadata } = await wallet.start(made.offer_uri);
      const token = (txCode: string) =>
        wallet.client.retrievePreAuthorizedCodeAccessTokenFromOffer({
          credentialOffer: resolved,
          issuerMetadata: metadata,
          txCode,
        });
      const wrong = made.tx_code === '000000' ? '111111' : '000000';
      expect(await oauthErrorOf(token(wrong))).toBe('invalid_grant');
      await token(made.tx_code);
      expect(await oauthErrorOf(token(made.tx_code))).toBe('invalid_grant');
    });

    it('ends an offer after five wrong transaction codes', async () => {
      const made = await offer();
      const wallet = issuanceClient(ctx.app, holder);
      const { offer: resolved, metadata } = await wallet.start(made.offer_uri);
      const token = (txCode: string) =>
        wallet.client.retrievePreAuthorizedCodeAccessTokenFromOffer({
          credentialOffer: resolved,
          issuerMetadata: metadata,
          txCode,
        });
      const wrong = made.tx_code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++) expect(await oauthErrorOf(token(wrong))).toBe('invalid_grant');
      expect(await oauthErrorOf(token(made.tx_code))).toBe('invalid_grant');
    });

    it('refuses a proof over a wrong or spent nonce, another configuration and a second credential', async () => {
      const wallet = issuanceClient(ctx.app, holder);
      const token = async () => {
        const made = await offer();
        const { offer: resolved, metadata } = await wallet.start(made.offer_uri);
        const { accessTokenResponse } = await wallet.client.retrievePreAuthorizedCodeAccessTokenFromOffer({
          credentialOffer: resolved,
          issuerMetadata: metadata,
          txCode: made.tx_code,
        });
        return { metadata, accessToken: accessTokenResponse.access_token };
      };
      const first = await token();
      const { metadata } = first;
      const request = async (accessToken: string, nonce: string, id = 'licensed-guide') => {
        const { jwt } = await wallet.proof(metadata, id, nonce);
        try {
          await wallet.client.retrieveCredentials({
            issuerMetadata: metadata,
            accessToken,
            credentialConfigurationId: id,
            proofs: { jwt: [jwt] },
          });
          return 'ok';
        } catch (error) {
          if (!(error instanceof Openid4vciRetrieveCredentialsError)) throw error;
          return String(error.response.credentialErrorResponseResult?.data?.error);
        }
      };
      const nonce = async () => (await wallet.client.requestNonce({ issuerMetadata: metadata })).c_nonce;
      expect(await request(first.accessToken, 'a-nonce-we-never-gave')).toBe('invalid_nonce');
      const spent = await nonce();
      expect(await request(first.accessToken, spent, 'registered-business')).toBe(
        'unknown_credential_configuration',
      );
      expect(await request(first.accessToken, spent)).toBe('ok');
      // One credential per offer, and one proof per nonce.
      expect(await request(first.accessToken, await nonce())).toBe('credential_request_denied');
      const second = await token();
      expect(await request(second.accessToken, spent)).toBe('invalid_nonce');
      expect(await request(second.accessToken, await nonce())).toBe('ok');
    });

    it('offers only credentials of the caller’s own wallet', async () => {
      const stranger = await signedInUser(ctx.app);
      const created = await call(ctx.app, stranger, 'POST', '/api/v1/Guide', { name: '他人' });
      const space = String((created.body as { key: string }).key);
      const answer = await coreAs(ctx.app, stranger, space, 'wallet/offer', {
        credential: world.credential,
      });
      expect(answer.status).toBe(12);
    });

    it('lets only owners and admins take a space’s credential into a wallet', async () => {
      // A plain member of the holder space, made below the API: the rule is the service's, not the invitation's.
      const member = await signedInUser(ctx.app);
      await ctx.app.database.db
        .insert(spaceMembers)
        .values({ spaceKey: world.space, sub: member.sub, role: 'member' });
      const answer = await coreAs(ctx.app, member, world.space, 'wallet/offer', {
        credential: world.credential,
      });
      expect(answer.status).toBe(11);
    });
  });

  describe('after issuance', () => {
    it('lets the issuer offer an approved application, and nobody else', async () => {
      const made = await ok<Offer>(
        coreAs(ctx.app, world.admin, null, 'issue/offer', { application: world.application }),
      );
      const wallet = issuanceClient(ctx.app, await newHolder());
      const { offer: resolved } = await wallet.start(made.offer_uri);
      expect(resolved.credential_configuration_ids).toEqual(['licensed-guide']);
      const stranger = await signedInUser(ctx.app);
      const created = await call(ctx.app, stranger, 'POST', '/api/v1/Guide', { name: '他人 三郎' });
      const space = String((created.body as { key: string }).key);
      const refused = await coreAs(ctx.app, stranger, space, 'issue/offer', {
        application: world.application,
      });
      expect(refused.status).toBe(12);
    });
  });
});

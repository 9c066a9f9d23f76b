import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { credentials } from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, signedInUser, type TestUser } from '../sessions.ts';
import { coreAs, guideWithCredential, type Offer, ok, type Transaction } from './support.ts';
import { type Holder, newHolder, present, presentationClient, receive } from './wallet.ts';

/**
 * the standards exit, presentation: a credential taken into an external wallet (OID4VCI) is
 * presented with `@openid4vc/openid4vp` to a verifier's OpenID4VP request with a DCQL query, and the refusals:
 * another nonce, a claim missing, a forged or replayed state, a revoked credential.
 */
describeEachDatabase('oid4vp: an external wallet presents a credential', (ctx) => {
  let world: Awaited<ReturnType<typeof guideWithCredential>>;
  let holder: Holder;
  let sdjwt = '';

  beforeAll(async () => {
    world = await guideWithCredential(ctx.app);
    holder = await newHolder();
    const made = await ok<Offer>(
      coreAs(ctx.app, world.guide, world.space, 'wallet/offer', { credential: world.credential }),
    );
    sdjwt = await receive(ctx.app, holder, made.offer_uri, made.tx_code);
  });

  describe('OID4VP with DCQL', () => {
    let verifier: TestUser;
    let verifierSpace = '';
    const dcql = () => ({
      credentials: [
        {
          id: 'licence',
          format: 'dc+sd-jwt',
          meta: { vct_values: [world.vct] },
          claims: [{ path: ['licence_type'] }, { path: ['languages'] }],
        },
      ],
    });
    const request = () =>
      ok<Transaction>(coreAs(ctx.app, verifier, verifierSpace, 'proof/oid4vp', { dcql: dcql() }));
    const result = (id: string) =>
      ok<Transaction>(coreAs(ctx.app, verifier, verifierSpace, 'proof/oid4vp-result', { id }));

    beforeAll(async () => {
      verifier = await signedInUser(ctx.app);
      const created = await call(ctx.app, verifier, 'POST', '/api/v1/Guide', { name: '確認 次郎' });
      verifierSpace = String((created.body as { key: string }).key);
    });

    it('answers the query with only the requested claims, verified', async () => {
      expect(sdjwt).not.toBe('');
      const made = await request();
      const wallet = presentationClient(ctx.app, holder);
      const resolved = await wallet.resolve(made.authorization_request);
      expect(resolved.dcql?.query).toMatchObject({ credentials: [{ id: 'licence' }] });
      const vp = await present(sdjwt, holder, {
        disclose: ['licence_type', 'languages'],
        nonce: resolved.authorizationRequestPayload.nonce,
        aud: resolved.client.effective,
      });
      expect((await wallet.answer(resolved, { licence: [vp] })).status).toBe(200);
      const read = await result(made.id);
      expect(read.state).toBe('presented');
      const licence = read.result?.credentials.licence as {
        verified: boolean;
        disclosed: Record<string, unknown>;
      };
      expect(licence.verified).toBe(true);
      expect(licence.disclosed).toEqual({ licence_type: '全国通訳案内士', languages: ['en', 'fr'] });
      expect(JSON.stringify(read)).not.toContain('G-12345');

      // The same answer again is a replay: the state was spent by the first one.
      expect((await wallet.answer(resolved, { licence: [vp] })).status).toBe(400);
    });

    it('fails a presentation over another nonce, and one missing a requested claim', async () => {
      const wallet = presentationClient(ctx.app, holder);
      const first = await request();
      const resolved = await wallet.resolve(first.authorization_request);
      const wrongNonce = await present(sdjwt, holder, {
        disclose: ['licence_type', 'languages'],
        nonce: 'not-the-request-nonce',
        aud: resolved.client.effective,
      });
      const refused = await wallet.answer(resolved, { licence: [wrongNonce] });
      expect(refused.status).toBe(400);
      const read = await result(first.id);
      expect(read.state).toBe('failed');
      expect(read.result?.reason).toBe('nonce');

      const second = await request();
      const again = await wallet.resolve(second.authorization_request);
      const partial = await present(sdjwt, holder, {
        disclose: ['licence_type'],
        nonce: again.authorizationRequestPayload.nonce,
        aud: again.client.effective,
      });
      expect((await wallet.answer(again, { licence: [partial] })).status).toBe(400);
      expect((await result(second.id)).result?.reason).toBe('no_match');
    });

    it('refuses an answer to a state nobody issued, and hides a request from other spaces', async () => {
      const made = await request();
      const wallet = presentationClient(ctx.app, holder);
      const resolved = await wallet.resolve(made.authorization_request);
      const forged = {
        ...resolved,
        authorizationRequestPayload: { ...resolved.authorizationRequestPayload, state: 'forged' },
      };
      expect((await wallet.answer(forged, { licence: ['x~'] })).status).toBe(400);
      expect((await result(made.id)).state).toBe('pending');
      const other = await coreAs(ctx.app, world.guide, world.space, 'proof/oid4vp-result', { id: made.id });
      expect(other.status).toBe(12);
    });
  });

  describe('after revocation', () => {
    it('fails a presentation of the external credential once its issuer revoked it', async () => {
      const [row] = await ctx.app.database.db.select().from(credentials).where(eq(credentials.sdjwt, sdjwt));
      if (!row) throw new Error('the externally issued credential is not on record');
      expect(row.holder).toBe(world.space);
      await ok(
        coreAs(ctx.app, world.admin, null, 'issue/revoke', { credential: row.id, reason: 'テスト失効' }),
      );
      const verifier = await signedInUser(ctx.app);
      const created = await call(ctx.app, verifier, 'POST', '/api/v1/Guide', { name: '確認 四郎' });
      const space = String((created.body as { key: string }).key);
      const dcql = {
        credentials: [{ id: 'licence', format: 'dc+sd-jwt', meta: { vct_values: [world.vct] } }],
      };
      const made = await ok<Transaction>(coreAs(ctx.app, verifier, space, 'proof/oid4vp', { dcql }));
      const wallet = presentationClient(ctx.app, holder);
      const resolved = await wallet.resolve(made.authorization_request);
      const vp = await present(sdjwt, holder, {
        disclose: [],
        nonce: resolved.authorizationRequestPayload.nonce,
        aud: resolved.client.effective,
      });
      expect((await wallet.answer(resolved, { licence: [vp] })).status).toBe(400);
      const read = await ok<Transaction>(
        coreAs(ctx.app, verifier, space, 'proof/oid4vp-result', { id: made.id }),
      );
      expect([read.state, read.result?.reason]).toEqual(['failed', 'revoked']);
    });
  });
});

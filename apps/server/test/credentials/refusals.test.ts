import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import { expect, it } from 'vitest';
import {
  createPresentation,
  issueSdJwtVc,
  newKeyPair,
  openJwk,
  signerOf,
} from '../../src/core/credentials/sd-jwt/index.ts';
import {
  credentialHolderKeys,
  credentialIssuerKeys,
  presentations,
  serverSecrets,
} from '../../src/db/schema/index.ts';
import { describeEachDatabase } from '../helper.ts';
import { admin, companySpace, core, dcql, guideClaims, guideSpace, ok, vct } from './support.ts';

type Request = { id: string; nonce: string; aud: string; state: string };

/** A sealed key of the service, opened as only the server itself could (tests play the holder's device). */
async function keyOf(app: FastifyInstance, kind: 'holder' | 'issuer', space: string) {
  const { db } = app.database;
  const [secret] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'credentials_seal'));
  const [row] =
    kind === 'holder'
      ? await db.select().from(credentialHolderKeys).where(eq(credentialHolderKeys.space, space))
      : await db
          .select()
          .from(credentialIssuerKeys)
          .where(and(eq(credentialIssuerKeys.space, space), eq(credentialIssuerKeys.active, true)));
  if (!row || !secret) throw new Error('no such key');
  const privateJwk = await openJwk(row.sealedJwk, secret.value as string);
  return { kid: row.kid, publicJwk: row.publicJwk as JWK, sign: await signerOf(privateJwk) };
}

describeEachDatabase(
  'credentials: refusals',
  (ctx) => {
    /** A guide holding an approved licensed-guide credential, and a buyer with a pending request to it. */
    async function held() {
      const guide = await guideSpace(ctx.app, '案内 次郎');
      const buyer = await companySpace(ctx.app, '確認商事');
      const issuer = await admin(ctx.app);
      const applied = await ok<{ id: string }>(ctx.app, guide.user, 'issue/data0', {
        vct: vct(ctx.app, 'licensed-guide'),
        claims: guideClaims,
      });
      const approved = await ok<{ credential: string }>(ctx.app, issuer, 'issue/data1', {
        id: applied.id,
        decision: 'approve',
      });
      const request = await ok<Request>(ctx.app, buyer.user, 'query/request', {
        holder: guide.space,
        dcql: dcql(vct(ctx.app, 'licensed-guide'), ['licence_type']),
      });
      const { sdjwt } = await ok<{ sdjwt: string }>(ctx.app, guide.user, 'wallet/cred', {
        id: approved.credential,
      });
      const holder = await keyOf(ctx.app, 'holder', guide.space);
      const present = (token: string, over: { nonce?: string; aud?: string } = {}) =>
        createPresentation(token, {
          disclose: ['licence_type'],
          holder: holder.sign,
          nonce: over.nonce ?? request.nonce,
          aud: over.aud ?? request.aud,
        });
      return { guide, buyer, issuer, request, sdjwt, credential: approved.credential, holder, present };
    }

    const refused = (res: { status: number; data: unknown }, code: string, reason?: string) =>
      expect(res).toMatchObject({ data: { code, ...(reason ? { params: { reason } } : {}) } });

    it('a replayed presentation is refused; the first one counts once', async () => {
      const h = await held();
      const vp = await h.present(h.sdjwt);
      expect(
        await ok(ctx.app, h.guide.user, 'proof/present', { request: h.request.id, vp_token: vp }),
      ).toMatchObject({
        verified: true,
        disclosed: { licence_type: '全国通訳案内士' },
      });
      const again = await core(ctx.app, h.guide.user, 'proof/present', {
        request: h.request.id,
        vp_token: vp,
      });
      expect(again.status).toBe(13);
      refused(again, 'credentials.replay', 'replay');
    });

    it('a wrong nonce or audience is refused and stores nothing', async () => {
      const h = await held();
      const nonce = await core(ctx.app, h.guide.user, 'proof/present', {
        request: h.request.id,
        vp_token: await h.present(h.sdjwt, { nonce: 'another-nonce' }),
      });
      refused(nonce, 'credentials.wrong_nonce', 'nonce');
      const aud = await core(ctx.app, h.guide.user, 'proof/present', {
        request: h.request.id,
        vp_token: await h.present(h.sdjwt, { aud: 'https://verifier.example' }),
      });
      refused(aud, 'credentials.wrong_audience', 'audience');
      expect((await ok<Request>(ctx.app, h.buyer.user, 'query/get', { id: h.request.id })).state).toBe(
        'pending',
      );
      const stored = await ctx.app.database.db
        .select()
        .from(presentations)
        .where(eq(presentations.requestId, h.request.id));
      expect(stored).toEqual([]);
    });

    it('a tampered disclosure is refused', async () => {
      const h = await held();
      const parts = (await h.present(h.sdjwt)).split('~');
      const [saltValue, name] = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString());
      parts[1] = Buffer.from(JSON.stringify([saltValue, name, '偽の資格'])).toString('base64url');
      refused(
        await core(ctx.app, h.guide.user, 'proof/present', {
          request: h.request.id,
          vp_token: parts.join('~'),
        }),
        'credentials.tampered',
        'disclosure',
      );
    });

    it('a credential signed by an unknown key, or expired, is refused', async () => {
      const h = await held();
      const stranger = await newKeyPair();
      const base = {
        iss: ctx.app.config.publicUrl,
        vct: vct(ctx.app, 'licensed-guide'),
        claims: guideClaims,
        disclosable: Object.keys(guideClaims),
        holderJwk: h.holder.publicJwk,
        status: { uri: `${ctx.app.config.publicUrl}/core/status/1`, idx: 0 },
        issuedAt: new Date(Date.now() - 10 * 86_400_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      };
      const forged = await issueSdJwtVc({
        ...base,
        key: { kid: stranger.kid, sign: await signerOf(stranger.privateJwk) },
      });
      refused(
        await core(ctx.app, h.guide.user, 'proof/present', {
          request: h.request.id,
          vp_token: await h.present(forged),
        }),
        'credentials.unknown_key',
        'unknown_key',
      );
      const issuerKey = await keyOf(ctx.app, 'issuer', 'admin');
      const expired = await issueSdJwtVc({ ...base, key: issuerKey, expiresAt: new Date(Date.now() - 1000) });
      const res = await core(ctx.app, h.guide.user, 'proof/present', {
        request: h.request.id,
        vp_token: await h.present(expired),
      });
      expect(res.status).toBe(14);
      refused(res, 'credentials.expired', 'expired');
    });

    it("one space's wallet is unreadable by another (status 12)", async () => {
      const h = await held();
      const other = await guideSpace(ctx.app, '他人 三郎');
      for (const [path, body] of [
        ['wallet/get', { id: h.credential }],
        ['wallet/cred', { id: h.credential }],
        ['wallet/matches', { request: h.request.id }],
        ['query/get', { id: h.request.id }],
        ['query/proof', { id: h.request.id }],
        ['wallet/present', { request: h.request.id, credential: h.credential }],
      ] as const) {
        const res = await core(ctx.app, other.user, path, body);
        expect(res, path).toMatchObject({ status: 12 });
      }
      expect(await ok(ctx.app, other.user, 'wallet/list')).toEqual({ items: [] });
    });

    it('claims failing the schema name the field; unknown and disabled types; a holder is not an issuer', async () => {
      const guide = await guideSpace(ctx.app, '検証 四郎');
      const issuer = await admin(ctx.app);
      const bad = await core(ctx.app, guide.user, 'issue/data0', {
        vct: vct(ctx.app, 'licensed-guide'),
        claims: { ...guideClaims, languages: 'en' },
      });
      expect(bad).toMatchObject({
        status: 10,
        data: {
          code: 'credentials.claims_invalid',
          fields: [{ field: 'body.claims.languages', rule: 'type' }],
        },
      });
      expect(await ok(ctx.app, guide.user, 'issue/list', { role: 'holder' })).toEqual({ items: [] });
      expect(
        await core(ctx.app, guide.user, 'issue/data0', {
          vct: vct(ctx.app, 'no-such-type' as never),
          claims: {},
        }),
      ).toMatchObject({ status: 12, data: { code: 'credentials.schema_unknown' } });

      await ok(ctx.app, issuer, 'schema/disable', { vct: vct(ctx.app, 'licensed-guide') });
      try {
        expect(
          await core(ctx.app, guide.user, 'issue/data0', {
            vct: vct(ctx.app, 'licensed-guide'),
            claims: guideClaims,
          }),
        ).toMatchObject({ status: 11, data: { code: 'credentials.schema_disabled' } });
      } finally {
        await ok(ctx.app, issuer, 'schema/enable', { vct: vct(ctx.app, 'licensed-guide') });
      }

      const applied = await ok<{ id: string }>(ctx.app, guide.user, 'issue/data0', {
        vct: vct(ctx.app, 'licensed-guide'),
        claims: guideClaims,
      });
      expect(
        await core(ctx.app, guide.user, 'issue/data1', { id: applied.id, decision: 'approve' }),
      ).toMatchObject({
        status: 11,
        data: { code: 'credentials.not_issuer' },
      });
      expect(await core(ctx.app, guide.user, 'schema/publish', {})).toMatchObject({ status: 11 });
    });

    it('publish makes a new version; revoke: true revokes the older versions’ credentials', async () => {
      const h = await held();
      const current = await ok<Record<string, unknown>>(ctx.app, h.issuer, 'schema/get', {
        vct: vct(ctx.app, 'licensed-guide'),
      });
      const published = await ok<{ version: number; dataset: string; schemaOnly: boolean }>(
        ctx.app,
        h.issuer,
        'schema/publish',
        {
          vct: current.vct,
          name: current.name,
          description: current.description,
          claims: current.claims,
          display: current.display,
          disclosable: current.disclosable,
          validityDays: current.validityDays,
          issuers: ['admin'],
          revoke: true,
        },
      );
      expect(published).toMatchObject({ dataset: 'raw', schemaOnly: false });
      expect(published.version).toBeGreaterThan(1);
      const wallet = await ok<{ items: { state: string }[] }>(ctx.app, h.guide.user, 'wallet/list');
      expect(wallet.items[0]?.state).toBe('revoked');
    });
  },
  { config: { credentials: { statusTtlSeconds: 0 } } },
);

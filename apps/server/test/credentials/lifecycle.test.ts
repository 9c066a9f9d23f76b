import { expect, it } from 'vitest';
import { rotateIssuerKey, verifiedSpaces } from '../../src/core/credentials/index.ts';
import { describeEachDatabase } from '../helper.ts';
import {
  admin,
  businessClaims,
  call,
  companySpace,
  core,
  dcql,
  guideClaims,
  guideSpace,
  ok,
  signedInUser,
  vct,
} from './support.ts';

type Application = { id: string; state: string; credential?: string };
type Request = {
  id: string;
  nonce: string;
  aud: string;
  state: string;
  result?: { disclosed: Record<string, unknown> };
};
type Result = {
  verified: boolean;
  reason: string | null;
  disclosed: Record<string, unknown>;
  checks: Record<string, boolean>;
};

describeEachDatabase(
  'credentials: the whole life',
  (ctx) => {
    it('serves both seeded types in every database, with type metadata', async () => {
      const user = await signedInUser(ctx.app);
      const list = await ok<{ items: { vct: string; issuers: { space: string }[] }[] }>(
        ctx.app,
        user,
        'schema/list',
      );
      expect(list.items.map((s) => s.vct).sort()).toEqual([
        vct(ctx.app, 'licensed-guide'),
        vct(ctx.app, 'registered-business'),
      ]);
      expect(list.items[0]?.issuers).toEqual([{ space: 'admin', name: 'TourTariff' }]);
      const meta = await ok<{ claims: { path: string[]; sd: string }[] }>(ctx.app, user, 'schema/meta', {
        vct: vct(ctx.app, 'licensed-guide'),
      });
      expect(meta.claims.map((c) => c.path[0])).toContain('licence_number');
      const served = await call(ctx.app, null, 'GET', '/vct/licensed-guide');
      expect(served.status).toBe(200);
    });

    it('licensed guide: apply, approve, hold, request, present, verify, revoke, verify fails', async () => {
      const guide = await guideSpace(ctx.app, '山田 花子');
      const buyer = await companySpace(ctx.app, 'さくらトラベル');
      const issuer = await admin(ctx.app);
      const evidence = await ok<{ hash: string }>(ctx.app, guide.user, 'storage/save', {
        file: Buffer.from('licence card photo').toString('base64'),
        type: 'image/png',
      });
      const applied = await ok<Application>(ctx.app, guide.user, 'issue/data0', {
        vct: vct(ctx.app, 'licensed-guide'),
        claims: guideClaims,
        evidence: [evidence.hash],
      });
      expect(applied.state).toBe('pending');
      // One pending application per holder and type.
      expect(
        await core(ctx.app, guide.user, 'issue/data0', {
          vct: vct(ctx.app, 'licensed-guide'),
          claims: guideClaims,
        }),
      ).toMatchObject({ status: 13, data: { code: 'credentials.pending_exists' } });

      const queue = await ok<{ items: Application[] }>(ctx.app, issuer, 'issue/list', {
        role: 'issuer',
        state: 'pending',
      });
      expect(queue.items.map((a) => a.id)).toContain(applied.id);
      const seen = await ok<{ evidence: { url: string }[] }>(ctx.app, issuer, 'issue/get', {
        id: applied.id,
      });
      expect(seen.evidence[0]?.url).toBe(`/api/ipfs/${evidence.hash}`);

      const approved = await ok<Application>(ctx.app, issuer, 'issue/data1', {
        id: applied.id,
        decision: 'approve',
      });
      expect(approved).toMatchObject({ state: 'approved' });
      expect(
        await core(ctx.app, issuer, 'issue/data1', { id: applied.id, decision: 'approve' }),
      ).toMatchObject({
        status: 13,
        data: { code: 'credentials.not_pending' },
      });

      const wallet = await ok<{ items: { id: string; state: string; claims: Record<string, unknown> }[] }>(
        ctx.app,
        guide.user,
        'wallet/list',
      );
      expect(wallet.items).toHaveLength(1);
      expect(wallet.items[0]).toMatchObject({ id: approved.credential, state: 'valid', claims: guideClaims });

      const badges = await ok<{ items: { kind: string; verified: string[] }[] }>(
        ctx.app,
        buyer.user,
        'query/wallet',
        {
          holder: guide.space,
        },
      );
      expect(badges.items).toMatchObject([{ kind: 'guide' }]);
      expect(await verifiedSpaces(ctx.app.database.db, 'licensed-guide')).toContain(guide.space);

      // The buyer asks for licence type and languages only.
      const request = await ok<Request>(ctx.app, buyer.user, 'query/request', {
        holder: guide.space,
        dcql: dcql(vct(ctx.app, 'licensed-guide'), ['licence_type', 'languages']),
        purpose: { jp: 'ツアーの手配のため', en: 'To book a tour' },
      });
      expect(request.aud).toBe(`${ctx.app.config.publicUrl}/core/verifier/${buyer.space}`);
      const received = await ok<{ items: Request[] }>(ctx.app, guide.user, 'wallet/proof', {
        state: 'pending',
      });
      expect(received.items.map((r) => r.id)).toContain(request.id);
      const matches = await ok<{ items: { credential: string; disclose: string[] }[] }>(
        ctx.app,
        guide.user,
        'wallet/matches',
        { request: request.id },
      );
      expect(matches.items).toEqual([
        { credential: approved.credential, disclose: ['licence_type', 'languages'] },
      ]);

      const presented = await ok<Request>(ctx.app, guide.user, 'wallet/present', {
        request: request.id,
        credential: approved.credential,
      });
      expect(presented.state).toBe('presented');
      // The verifier never receives undisclosed claims.
      const seenByBuyer = await ok<Request>(ctx.app, buyer.user, 'query/get', { id: request.id });
      expect(seenByBuyer.result?.disclosed).toEqual({
        licence_type: '全国通訳案内士',
        languages: ['en', 'fr'],
      });
      expect(JSON.stringify(seenByBuyer)).not.toContain('KY-2019-0042');
      const verified = await ok<Result>(ctx.app, buyer.user, 'query/proof', { id: request.id });
      expect(verified).toMatchObject({ verified: true, reason: null });
      expect(Object.keys(verified.disclosed).sort()).toEqual(['languages', 'licence_type']);

      const detail = await ok<{ presentations: { verifier: { space: string }; disclosed: string[] }[] }>(
        ctx.app,
        guide.user,
        'wallet/get',
        { id: approved.credential },
      );
      expect(detail.presentations).toMatchObject([
        { verifier: { space: buyer.space }, disclosed: ['languages', 'licence_type'] },
      ]);

      // Revocation: the status list changes, verification fails "revoked", the badge goes.
      const revoked = await ok<{ state: string }>(ctx.app, issuer, 'issue/revoke', {
        credential: approved.credential,
        reason: '登録の取り消し',
      });
      expect(revoked.state).toBe('revoked');
      // The issuer's list says so, so it offers no second Revoke.
      expect(await ok(ctx.app, issuer, 'issue/get', { id: applied.id })).toMatchObject({
        credential: approved.credential,
        credentialState: 'revoked',
      });
      expect(await ok<Result>(ctx.app, buyer.user, 'query/proof', { id: request.id })).toMatchObject({
        verified: false,
        reason: 'revoked',
        checks: { signature: true, status: false },
      });
      expect(await ok(ctx.app, buyer.user, 'query/wallet', { holder: guide.space })).toEqual({ items: [] });
      expect(await verifiedSpaces(ctx.app.database.db, vct(ctx.app, 'licensed-guide'))).not.toContain(
        guide.space,
      );
      const list = await ctx.app.inject({ method: 'GET', url: '/core/status/1' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toContain('application/statuslist+jwt');
      const payload = JSON.parse(Buffer.from(list.body.split('.')[1] ?? '', 'base64url').toString());
      expect(payload).toMatchObject({
        sub: `${ctx.app.config.publicUrl}/core/status/1`,
        status_list: { bits: 1 },
      });
    });

    it('registered business: the same life, badges for many spaces at once, a new request after revocation fails', async () => {
      const company = await companySpace(ctx.app, 'さくらトラベル');
      const verifier = await companySpace(ctx.app, '京都旅館');
      const issuer = await admin(ctx.app);
      const applied = await ok<Application>(ctx.app, company.user, 'issue/data0', {
        vct: vct(ctx.app, 'registered-business'),
        claims: businessClaims,
      });
      const approved = await ok<Application>(ctx.app, issuer, 'issue/data1', {
        id: applied.id,
        decision: 'approve',
      });
      const of = await ok<{ items: Record<string, { kind: string }[]> }>(
        ctx.app,
        verifier.user,
        'query/wallet-of',
        {
          spaces: [company.space, verifier.space],
        },
      );
      expect(of.items[company.space]).toMatchObject([{ kind: 'business' }]);
      expect(of.items[verifier.space]).toEqual([]);

      const ask = () =>
        ok<Request>(ctx.app, verifier.user, 'query/request', {
          holder: company.space,
          dcql: dcql(vct(ctx.app, 'registered-business'), ['corporate_number']),
        });
      const first = await ask();
      await ok(ctx.app, company.user, 'wallet/present', {
        request: first.id,
        credential: approved.credential,
      });
      expect(
        (await ok<Request>(ctx.app, verifier.user, 'query/get', { id: first.id })).result?.disclosed,
      ).toEqual({
        corporate_number: '7010001008844',
      });

      await ok(ctx.app, issuer, 'issue/revoke', { credential: approved.credential, reason: '廃業' });
      const second = await ask();
      expect(
        await core(ctx.app, company.user, 'wallet/present', {
          request: second.id,
          credential: approved.credential,
        }),
      ).toMatchObject({ status: 10, data: { code: 'credentials.revoked', params: { reason: 'revoked' } } });
      // Nothing stored from the refused call: the request still waits.
      expect((await ok<Request>(ctx.app, verifier.user, 'query/get', { id: second.id })).state).toBe(
        'pending',
      );
    });

    it('a rejection needs a reason, and reaches the holder', async () => {
      const guide = await guideSpace(ctx.app, '佐藤 一郎');
      const issuer = await admin(ctx.app);
      const applied = await ok<Application>(ctx.app, guide.user, 'issue/data0', {
        vct: vct(ctx.app, 'licensed-guide'),
        claims: guideClaims,
      });
      expect(
        await core(ctx.app, issuer, 'issue/data1', { id: applied.id, decision: 'reject' }),
      ).toMatchObject({
        status: 10,
        data: { fields: [{ field: 'body.reason' }] },
      });
      const rejected = await ok(ctx.app, issuer, 'issue/data1', {
        id: applied.id,
        decision: 'reject',
        reason: '登録番号が確認できません',
      });
      expect(rejected).toMatchObject({ state: 'rejected', reason: '登録番号が確認できません' });
      const mine = await ok<{ items: Application[] }>(ctx.app, guide.user, 'issue/list', { role: 'holder' });
      expect(mine.items).toMatchObject([{ id: applied.id, state: 'rejected' }]);
    });

    it('issuer metadata publishes every key, rotated ones too; older credentials keep verifying', async () => {
      const company = await companySpace(ctx.app, '回転商事');
      const issuer = await admin(ctx.app);
      const applied = await ok<Application>(ctx.app, company.user, 'issue/data0', {
        vct: vct(ctx.app, 'registered-business'),
        claims: businessClaims,
      });
      await ok(ctx.app, issuer, 'issue/data1', { id: applied.id, decision: 'approve' });
      const before = (await call(ctx.app, null, 'GET', '/.well-known/jwt-vc-issuer')).body.jwks.keys.length;
      await rotateIssuerKey(ctx.app.database.db, 'admin');
      expect(await ok(ctx.app, company.user, 'query/wallet', { holder: company.space })).toMatchObject({
        items: [{ kind: 'business' }],
      });
      const res = await call(ctx.app, null, 'GET', '/.well-known/jwt-vc-issuer');
      expect(res.body.jwks.keys).toHaveLength(before + 1);
      expect(res.status).toBe(200);
      expect(res.body.issuer).toBe(ctx.app.config.publicUrl);
      expect(res.body.jwks.keys.every((key: { d?: string }) => key.d === undefined)).toBe(true);
    });
  },
  { config: { credentials: { statusTtlSeconds: 0 } } },
);

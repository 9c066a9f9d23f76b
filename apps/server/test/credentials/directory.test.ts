import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { profile } from '../jobs/support.ts';
import { admin, call, guideClaims, guideSpace, ok, vct } from './support.ts';

type Card = { space: string; verified: boolean | null };

// the guide directory's verified badge and filter come from verifying the credential.
describeEachDatabase(
  'credentials: verified guides in the directory',
  (ctx) => {
    it('marks and filters guides by a valid licensed-guide credential, and drops them once revoked', async () => {
      const verified = await guideSpace(ctx.app, '検証済みガイド');
      const plain = await guideSpace(ctx.app, '未検証ガイド');
      for (const g of [verified, plain]) {
        const res = await call(ctx.app, g.user, 'PUT', `/api/v1/Guide/${g.space}/profile`, profile());
        expect(res.status).toBe(200);
      }
      const issuer = await admin(ctx.app);
      const applied = await ok<{ id: string }>(ctx.app, verified.user, 'issue/data0', {
        vct: vct(ctx.app, 'licensed-guide'),
        claims: guideClaims,
      });
      const approved = await ok<{ credential: string }>(ctx.app, issuer, 'issue/data1', {
        id: applied.id,
        decision: 'approve',
      });
      const search = async (body: Record<string, unknown>) => {
        const res = await call(ctx.app, verified.user, 'POST', '/api/v1/Guide/search', {
          limit: 100,
          ...body,
        });
        expect(res.status).toBe(200);
        return (res.body.items as Card[]).filter((c) => [verified.space, plain.space].includes(c.space));
      };
      const all = await search({});
      expect(all.find((c) => c.space === verified.space)?.verified).toBe(true);
      expect(all.find((c) => c.space === plain.space)?.verified).toBe(false);
      expect((await search({ verified: true })).map((c) => c.space)).toEqual([verified.space]);

      await ok(ctx.app, issuer, 'issue/revoke', { credential: approved.credential, reason: '失効' });
      expect(await search({ verified: true })).toEqual([]);
      expect((await search({})).find((c) => c.space === verified.space)?.verified).toBe(false);
    });
  },
  { config: { credentials: { statusTtlSeconds: 0 } } },
);

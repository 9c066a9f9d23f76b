import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { credentialApplications } from '../../src/db/schema/index.ts';
import { acting, call, core, guideClaims, vct } from '../credentials/support.ts';
import { describeEachDatabase } from '../helper.ts';
import { guide as listedGuide } from '../jobs/support.ts';
import { signedInUser } from '../sessions.ts';

// A person of several spaces names the one they act for; the API never guesses it (docs/api.md "Acting space").
describeEachDatabase(
  'acting space: a write naming none is refused, a read says which it answered for',
  (ctx) => {
    /** A person with a guide space and then a company: the guide space is their first membership. */
    async function twoSpaces() {
      const user = await signedInUser(ctx.app);
      const guide = (await call(ctx.app, user, 'POST', '/api/v1/Guide', { name: '二刀流 太郎' })).body
        .key as string;
      const company = await call(ctx.app, user, 'POST', '/api/corporate', {
        name: '二刀流商事',
        role: 'buyer',
        category: 'buyer',
        industry: 'arranger',
      });
      expect(company.status).toBe(200);
      return { user, guide, company: company.body.key as string };
    }

    const applicationsOf = async (holder: string) =>
      ctx.app.database.db
        .select()
        .from(credentialApplications)
        .where(eq(credentialApplications.holder, holder));

    it('refuses a credential application without X-TourTariff-Space, naming the header, nothing stored', async () => {
      const { user, guide, company } = await twoSpaces();
      const body = { vct: vct(ctx.app, 'registered-business'), claims: { company_name_jp: '二刀流商事' } };
      const res = await core(ctx.app, user, 'issue/data0', body);
      expect(res.status).toBe(10);
      expect(res.data).toMatchObject({
        code: 'space.ambiguous',
        params: { header: 'X-TourTariff-Space' },
        fields: [{ field: 'headers.x-tourtariff-space', rule: 'required' }],
      });
      expect(await applicationsOf(guide)).toEqual([]);
      expect(await applicationsOf(company)).toEqual([]);
    });

    it('refuses opening a conversation without a named space; with the header it writes from that space', async () => {
      const { user, company } = await twoSpaces();
      // A guide listed in the directory: any space may write to them.
      const other = await listedGuide(ctx.app);
      const body = { participants: [other.space], about: { kind: 'guide', key: other.space } };
      const res = await call(ctx.app, user, 'POST', '/api/messenger/new', body);
      expect([res.status, res.body.error.code, res.body.error.fields]).toEqual([
        400,
        'space.ambiguous',
        [expect.objectContaining({ field: 'headers.x-tourtariff-space', rule: 'required' })],
      ]);
      const named = await ctx.app.inject({
        method: 'POST',
        url: '/api/messenger/new',
        payload: body,
        ...acting(user, company).auth,
      });
      expect(named.statusCode, named.body).toBe(200);
      expect(named.headers['x-tourtariff-space']).toBe(company);
    });

    it('answers a read without the header for the first space, and says which in the response header', async () => {
      const { user, guide } = await twoSpaces();
      const res = await ctx.app.inject({ method: 'GET', url: '/api/messenger/unread', ...user.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-tourtariff-space']).toBe(guide);
      const list = await ctx.app.inject({
        method: 'POST',
        url: '/core/issue/list',
        payload: { role: 'holder' },
        ...user.auth,
      });
      expect(list.json()).toMatchObject({ status: 0 });
      expect(list.headers['x-tourtariff-space']).toBe(guide);
    });

    it('keeps acting for the only space of a person who has one, without the header', async () => {
      const user = await signedInUser(ctx.app);
      const guide = (await call(ctx.app, user, 'POST', '/api/v1/Guide', { name: '一筋 花子' })).body
        .key as string;
      const res = await core(ctx.app, user, 'issue/data0', {
        vct: vct(ctx.app, 'licensed-guide'),
        claims: guideClaims,
      });
      expect(res.status).toBe(0);
      expect(await applicationsOf(guide)).toHaveLength(1);
    });
  },
);

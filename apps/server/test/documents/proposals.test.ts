import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { agreed, partner, type Team, team } from '../partners/support.ts';
import { signedInUser, type TestUser } from '../sessions.ts';
import { createDraft, createPublished } from '../tariffs/support.ts';
import { call, createDoc, docSnapshot, expectOk, proposal } from './support.ts';

describeEachDatabase('proposals, client links and saved searches', (ctx) => {
  let supplier: Team;
  let buyer: Team;
  let admin: TestUser;
  let tariff: string;
  let other: string;
  let id: string;
  let link: string;

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  let partnerUnitPrice: unknown;

  // Set-up: a partnership with an agreement in force (12 % off) and two tariffs.
  beforeAll(async () => {
    supplier = await team(ctx.app, 'supplier', '提案テスト旅館株式会社');
    buyer = await team(ctx.app, 'buyer', '提案テスト旅行株式会社');
    admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const seller = { user: supplier.owner, space: supplier.space };
    tariff = (await createPublished(ctx.app, seller, admin)).key;
    other = (
      await createPublished(ctx.app, seller, admin, { title: { jp: '祇園 夜歩き', en: 'Gion at night' } })
    ).key;
    await agreed(ctx.app, await partner(ctx.app, buyer, supplier), buyer, supplier, 12);
    // The buyer's own quote is at the partner price: what the client link must never show.
    const quote = await expectOk(
      call(ctx.app, buyer.owner, 'POST', `/api/v1/Tariff/${tariff}/quote`, { date: '2027-03-10', adults: 8 }),
    );
    partnerUnitPrice = quote.body.partner.adjustments[0].unitPrice;
  });

  it('quotes the buyer at the partner price, which the client link must never show', () => {
    expect(partnerUnitPrice).toBe(7040);
  });

  it('prices a proposal for its group at public prices plus the markup', async () => {
    id = await createDoc(ctx.app, buyer.owner, buyer.space, 'proposals', proposal([tariff, other], 15));
    const res = await expectOk(call(ctx.app, buyer.member, 'GET', `/api/doc/proposals/${id}/prices`));
    expect(res.body.markup).toBe(15);
    expect(res.body.items.map((i: { tariff: string }) => i.tariff)).toEqual([tariff, other]);
    // 8,000 public + 15 % = 9,200 a person; 8 adults.
    expect(res.body.items[0].lines).toEqual([
      {
        kind: 'adult',
        unit: 'per_person',
        paxMin: 1,
        paxMax: 9,
        quantity: 8,
        unitPrice: 9200,
        amount: 73600,
      },
    ]);
    expect(res.body.publicTotals[0]).toBeGreaterThan(0);
    expect(res.body.total).toBe(res.body.items[0].price.total + res.body.items[1].price.total);
  });

  it('makes a client link that shows marked-up prices without sign-in, never a partner price', async () => {
    const made = await expectOk(
      call(ctx.app, buyer.owner, 'POST', `/api/doc/proposals/${id}/link`, { exp: inDays(14) }),
    );
    link = made.body.id;
    expect(made.body.path).toBe(`/p/${link}`);
    const page = await call(ctx.app, null, 'GET', `/api/p/${link}`);
    expect(page.status).toBe(200);
    expect(page.body.items[0].lines[0].unitPrice).toBe(9200);
    const text = JSON.stringify(page.body);
    expect(text).not.toMatch(/partner|agreement|markup|7040|7,040/);
    // The link shows on the proposal for those who may edit it.
    const doc = await expectOk(call(ctx.app, buyer.owner, 'GET', `/api/doc/proposals/${id}`));
    expect(doc.body.links.map((l: { id: string }) => l.id)).toEqual([link]);
  });

  it('shows public prices when the markup is 0', async () => {
    await expectOk(
      call(ctx.app, buyer.owner, 'PUT', `/api/doc/proposals/${id}`, proposal([tariff, other], 0)),
    );
    const page = await expectOk(call(ctx.app, null, 'GET', `/api/p/${link}`));
    expect(page.body.items[0].lines[0].unitPrice).toBe(8000);
  });

  it('answers an expired link with 410, and refuses an expiry out of range storing nothing', async () => {
    await ctx.app.database.db.execute(
      sql`update proposal_links set expires_at = now() - interval '1 minute' where id = ${link}`,
    );
    const gone = await call(ctx.app, null, 'GET', `/api/p/${link}`);
    expect([gone.status, gone.body.error.code]).toEqual([410, 'shorturi.expired']);
    const before = await docSnapshot(ctx.app);
    const past = await call(ctx.app, buyer.owner, 'POST', `/api/doc/proposals/${id}/link`, {
      exp: inDays(-1),
    });
    expect([past.status, past.body.error.fields[0].field]).toEqual([400, 'body.exp']);
    const far = await call(ctx.app, buyer.owner, 'POST', `/api/doc/proposals/${id}/link`, {
      exp: inDays(400),
    });
    expect(far.status).toBe(400);
    expect(await docSnapshot(ctx.app)).toBe(before);
    expect((await call(ctx.app, null, 'GET', '/api/p/ZZZZZZZZZZ')).status).toBe(404);
  });

  it('keeps a proposal and its prices invisible to another space until shared', async () => {
    const colleague = await team(ctx.app, 'buyer', '同僚旅行株式会社');
    const probe = async () =>
      (await call(ctx.app, colleague.owner, 'GET', `/api/doc/proposals/${id}/prices`)).status;
    expect(await probe()).toBe(404);
    const link = await call(ctx.app, colleague.owner, 'POST', `/api/doc/proposals/${id}/link`, {
      exp: inDays(3),
    });
    expect(link.status).toBe(404);
    await expectOk(
      call(ctx.app, buyer.owner, 'PUT', `/api/acl/${id}`, {
        acl: { space: colleague.space, permission: 'read' },
      }),
    );
    expect(await probe()).toBe(200);
    const readOnly = await call(ctx.app, colleague.owner, 'POST', `/api/doc/proposals/${id}/link`, {
      exp: inDays(3),
    });
    expect([readOnly.status, readOnly.body.error.code]).toEqual([403, 'document.write_forbidden']);
  });

  it("leaves a partners-only tariff off the client's page, not even its key, counted; a group rate names its tier", async () => {
    const seller = { user: supplier.owner, space: supplier.space };
    const secret = (
      await createPublished(ctx.app, seller, admin, {
        visibility: 'partners',
        title: { jp: '取引先限定 会席', en: 'Partners-only kaiseki' },
      })
    ).key;
    const doc = proposal([tariff, secret], 0, { group: { adults: 12, children: 0 } });
    const pid = await createDoc(ctx.app, buyer.owner, buyer.space, 'proposals', doc);
    // The buyer, a partner of the supplier, still sees both in its own view.
    const own = await expectOk(call(ctx.app, buyer.owner, 'GET', `/api/doc/proposals/${pid}/prices`));
    expect(own.body.items.map((i: { tariff: string }) => i.tariff)).toEqual([tariff, secret]);
    expect(own.body.hidden).toBe(0);
    const made = await expectOk(
      call(ctx.app, buyer.owner, 'POST', `/api/doc/proposals/${pid}/link`, { exp: inDays(7) }),
    );
    const page = await expectOk(call(ctx.app, null, 'GET', `/api/p/${made.body.id}`));
    expect(page.body.hidden).toBe(1);
    expect(page.body.items.map((i: { tariff: string }) => i.tariff)).toEqual([tariff]);
    expect(JSON.stringify(page.body)).not.toContain(secret);
    expect(JSON.stringify(page.body)).not.toContain('Partners-only');
    // 12 people fall in the 10–30 group tier: one group at ¥60,000, said to be for a group of 10–30.
    expect(page.body.items[0].lines).toEqual([
      {
        kind: 'adult',
        unit: 'per_group',
        paxMin: 10,
        paxMax: 30,
        quantity: 1,
        unitPrice: 60000,
        amount: 60000,
      },
    ]);
  });

  it('tells a saved search with notify on about a newly published match, once, through the queue', async () => {
    // The test runs the queue itself, so the app's own runner does not take the run first.
    await ctx.app.tasks.stop();
    await createDoc(ctx.app, buyer.owner, buyer.space, 'searches', { name: '嵐山', q: '竹林', notify: true });
    await createDoc(ctx.app, buyer.owner, buyer.space, 'searches', {
      name: '黙って',
      q: '竹林',
      notify: false,
    });
    await createDoc(ctx.app, buyer.owner, buyer.space, 'searches', {
      name: '北海道',
      q: '竹林',
      prefecture: '01',
      notify: true,
    });
    const seller = { user: supplier.owner, space: supplier.space };
    const draft = await createDraft(ctx.app, seller);
    await expectOk(call(ctx.app, supplier.owner, 'PATCH', `/api/tariff/${draft.key}/submitted`));
    await expectOk(call(ctx.app, admin, 'PATCH', `/api/tariff/${draft.key}/published`));
    const subjects = async (user: TestUser) => {
      const rows = await ctx.app.database.db.execute(
        sql`select subject, link from notifications where target = ${user.sub} and link like '/search/%'`,
      );
      return (rows as unknown as { rows: { subject: { en: string }; link: string }[] }).rows.map(
        (r) => `${r.subject.en} ${r.link}`,
      );
    };
    // Every due run, other tests' publications' included: a look claims a few at a time.
    const drain = async () => {
      while ((await ctx.app.tasks.tick()) > 0);
    };
    const runs = async () => {
      const rows = await ctx.app.database.db.execute(
        sql`select key, state from queue_tasks where queue = 'searches.saved-alerts' and key like ${`${draft.key}@%`}`,
      );
      return (rows as unknown as { rows: { key: string; state: string }[] }).rows;
    };
    // The publication committed one queued run and no notice yet: the matching is the run's.
    expect((await runs()).map((r) => r.state)).toEqual(['waiting']);
    expect(await subjects(buyer.owner)).toEqual([]);
    // A search saved after the publication, while its run waits, is not told of it as new; nor is the search told
    // of tariffs published before it was saved whose runs still wait (other tests' publications).
    await new Promise((resolve) => setTimeout(resolve, 5));
    await createDoc(ctx.app, buyer.owner, buyer.space, 'searches', {
      name: '後から',
      q: '竹林',
      notify: true,
    });
    await drain();
    const expected = [`New tariff for your saved search “嵐山” /search/${draft.key}`];
    expect(await subjects(buyer.owner)).toEqual(expected);
    expect(await subjects(buyer.member)).toEqual(expected);
    expect((await runs()).map((r) => r.state)).toEqual(['done']);
    // The same run again, as after a lost lease (docs/operations.md "Background work"): nobody is told twice.
    await ctx.app.database.db.execute(
      sql`update queue_tasks set state = 'waiting', run_at = now() - interval '1 second'
          where queue = 'searches.saved-alerts' and key like ${`${draft.key}@%`}`,
    );
    await drain();
    expect((await runs()).map((r) => r.state)).toEqual(['done']);
    expect(await subjects(buyer.owner)).toEqual(expected);
    expect(await subjects(buyer.member)).toEqual(expected);
    // Suspending and publishing again is not news: no second run is queued.
    await expectOk(call(ctx.app, admin, 'PATCH', `/api/tariff/${draft.key}/suspended`));
    await expectOk(call(ctx.app, admin, 'PATCH', `/api/tariff/${draft.key}/published`));
    expect(await runs()).toHaveLength(1);
    await drain();
    expect(await subjects(buyer.owner)).toEqual(expected);
    ctx.app.tasks.start();
  });
});

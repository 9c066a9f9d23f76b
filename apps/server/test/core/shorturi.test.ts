import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { core, signedInUser } from '../sessions.ts';

describeEachDatabase('core shorturi', (ctx) => {
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  it('new → get returns the data; the id is short and opaque', async () => {
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    const made = await core(ctx.app, a, 'shorturi/new', {
      data: { tariff: 'ryokan-1', lang: 'jp' },
      exp: inAnHour(),
    });
    expect(made.status).toBe(0);
    const id = (made.data as { id: string }).id;
    expect(id).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(await core(ctx.app, b, 'shorturi/get', { id })).toMatchObject({
      status: 0,
      data: { data: { tariff: 'ryokan-1' } },
    });
  });

  it('accepts exp in milliseconds too (docs/product.md §5 date rule)', async () => {
    const a = await signedInUser(ctx.app);
    const made = await core(ctx.app, a, 'shorturi/new', { data: 1, exp: Date.now() + 60_000 });
    expect(made.status).toBe(0);
  });

  it('an expired link answers "expired"', async () => {
    const a = await signedInUser(ctx.app);
    const made = await core(ctx.app, a, 'shorturi/new', { data: 'x', exp: inAnHour() });
    const id = (made.data as { id: string }).id;
    await ctx.app.database.db.execute(
      sql`update short_links set expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    expect(await core(ctx.app, a, 'shorturi/get', { id })).toMatchObject({
      status: 14,
      message: 'This short link has expired',
      data: { code: 'shorturi.expired' },
    });
  });

  it('purges links long past their expiry', async () => {
    const a = await signedInUser(ctx.app);
    const old = await core(ctx.app, a, 'shorturi/new', { data: 'old', exp: inAnHour() });
    const id = (old.data as { id: string }).id;
    await ctx.app.database.db.execute(
      sql`update short_links set expires_at = now() - interval '30 days' where id = ${id}`,
    );
    await core(ctx.app, a, 'shorturi/new', { data: 'new', exp: inAnHour() });
    expect(await core(ctx.app, a, 'shorturi/get', { id })).toMatchObject({ status: 12 });
  });

  it('drop is for the owner only; another user’s link reads as absent', async () => {
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    const id = (
      (await core(ctx.app, a, 'shorturi/new', { data: 'mine', exp: inAnHour() })).data as { id: string }
    ).id;
    expect(await core(ctx.app, b, 'shorturi/drop', { id })).toMatchObject({ status: 12 });
    expect(await core(ctx.app, b, 'shorturi/get', { id })).toMatchObject({ status: 0 });
    expect(await core(ctx.app, a, 'shorturi/drop', { id })).toMatchObject({ status: 0 });
    expect(await core(ctx.app, a, 'shorturi/get', { id })).toMatchObject({ status: 12 });
  });

  it.each([
    [{ data: 'x', exp: Math.floor(Date.now() / 1000) - 10 }, 'body.exp'],
    [{ data: 'x', exp: Math.floor(Date.now() / 1000) + 400 * 86400 }, 'body.exp'],
    [{ data: 'x'.repeat(17 * 1024), exp: 2e9 }, 'body.data'],
    [{ exp: 2e9 }, 'body.data'],
    [{ data: 'x', exp: 'tomorrow' }, 'body.exp'],
  ])('refuses %# naming %s', async (body, field) => {
    const a = await signedInUser(ctx.app);
    const res = await core(ctx.app, a, 'shorturi/new', body);
    expect(res.status).toBe(10);
    expect(res.message).toContain(field);
  });
});

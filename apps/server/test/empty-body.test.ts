import { expect, it } from 'vitest';
import { describeEachDatabase } from './helper.ts';
import { call, expectOk, request, type Team, team, terms } from './partners/support.ts';
import { world, write } from './reviews/support.ts';
import { signedInUser, type TestUser } from './sessions.ts';

/** A request with no body at all: no Content-Type, no bytes (what `curl -X PATCH url` sends). */
const bare = (app: Parameters<typeof call>[0], user: TestUser, method: string, url: string) =>
  app.inject({ method: method as 'PATCH', url, ...user.auth });

const fill = (url: string) => url.replace(/:(\w+)/g, 'probe-$1');

/** A refusal of the body as a whole (`body: expected object, received null`): what a missing body must not get. */
const refusesMissingBody = (res: { statusCode: number; body: string }) =>
  res.statusCode === 400 &&
  (JSON.parse(res.body) as { error: { fields?: { field: string }[] } }).error.fields?.some(
    (f) => f.field === 'body',
  ) === true;

describeEachDatabase('a request with no body means {} wherever the body has no required field', (ctx) => {
  let admin: TestUser;

  it('knows the routes whose body has no required field, the state moves among them', () => {
    expect(ctx.app.emptyBodyRoutes).toEqual(
      expect.arrayContaining([
        'PATCH /api/v1/Partner/:key/:state',
        'PATCH /api/v1/Agreement/:key/:state',
        'PATCH /api/v1/Review/:key/:state',
        'PATCH /api/tariff/:id/:state',
      ]),
    );
  });

  it('never refuses the missing body itself, on every such route', async () => {
    admin = await signedInUser(ctx.app, { grants: ['admin'] });
    const refused: string[] = [];
    for (const route of ctx.app.emptyBodyRoutes) {
      const [method = '', url = ''] = route.split(' ');
      const res = await bare(ctx.app, admin, method, fill(url));
      if (refusesMissingBody(res)) refused.push(`${route}: ${res.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('still refuses a missing body where the body has required fields', async () => {
    const res = await bare(ctx.app, admin, 'POST', '/api/v1/Partner');
    expect(res.statusCode).toBe(400);
    expect(refusesMissingBody(res)).toBe(true);
  });

  it('moves a partnership, an agreement and a review with no body', async () => {
    const buyer: Team = await team(ctx.app, 'buyer', '本文なし買い手株式会社');
    const supplier: Team = await team(ctx.app, 'supplier', '本文なし売り手株式会社');
    const key = await request(ctx.app, buyer, supplier);
    const accepted = await bare(ctx.app, supplier.owner, 'PATCH', `/api/v1/Partner/${key}/active`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().state).toBe('active');

    const draft = await expectOk(
      call(ctx.app, supplier.owner, 'POST', '/api/v1/Agreement', { partnership: key, ...terms() }),
    );
    const sent = await bare(ctx.app, supplier.owner, 'PATCH', `/api/v1/Agreement/${draft.body.key}/sent`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().state).toBe('sent');

    const w = await world(ctx.app);
    const review = await write(ctx.app, w);
    const published = await bare(ctx.app, w.admin, 'PATCH', `/api/v1/Review/${review}/published`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().state).toBe('published');
  });

  it('keeps refusing an explicit JSON null', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/Partner/probe/active',
      ...admin.auth,
      headers: { ...admin.auth.headers, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
  });
});

import type { FastifyInstance } from 'fastify';
import { spaceMembers } from '../../src/db/schema/index.ts';
import { call, signedInUser, type TestUser } from '../sessions.ts';
import { expectOk } from '../tariffs/support.ts';

export { call, expectOk };

/** A corporate space with an owner, an admin and a member, so each rule can be tried by each role. */
export type Team = { space: string; owner: TestUser; admin: TestUser; member: TestUser };

async function join(app: FastifyInstance, space: string, role: 'admin' | 'member'): Promise<TestUser> {
  const user = await signedInUser(app);
  // Straight into the table: invitations have their own suite, and the caller cache hears this write too.
  await app.database.db.insert(spaceMembers).values({ spaceKey: space, sub: user.sub, role });
  return user;
}

export async function team(app: FastifyInstance, role: 'buyer' | 'supplier', name: string): Promise<Team> {
  const owner = await signedInUser(app);
  const res = await expectOk(
    call(app, owner, 'POST', '/api/corporate', {
      name,
      role,
      category: role,
      industry: role === 'buyer' ? 'arranger' : 'creator',
    }),
  );
  const space = res.body.key as string;
  return { space, owner, admin: await join(app, space, 'admin'), member: await join(app, space, 'member') };
}

/** A request from `from` to `to`, by `from`'s owner; answers the partnership's key. */
export async function request(app: FastifyInstance, from: Team, to: Team, message = 'よろしくお願いします') {
  const res = await expectOk(
    call(app, from.owner, 'POST', '/api/v1/Partner', { space: from.space, partner: to.space, message }),
  );
  return res.body.key as string;
}

/** An active partnership: requested by the buyer, accepted by the supplier's owner. */
export async function partner(app: FastifyInstance, buyer: Team, supplier: Team) {
  const key = await request(app, buyer, supplier);
  await expectOk(call(app, supplier.owner, 'PATCH', `/api/v1/Partner/${key}/active`, {}));
  return key;
}

/** Valid agreement terms: 12 % off, 30 days, a wide validity around today. */
export const terms = (overrides: Record<string, unknown> = {}) => ({
  discount: 12,
  paymentDays: 30,
  validity: { from: '2020-01-01', to: '2035-12-31' },
  notes: { jp: '公開料金から12%引き', en: '12 % off public rates' },
  ...overrides,
});

/** An agreement drafted, sent and accepted (`more`: other terms, e.g. overrides); answers its key. */
export async function agreed(
  app: FastifyInstance,
  partnership: string,
  buyer: Team,
  supplier: Team,
  discount = 12,
  more: Record<string, unknown> = {},
) {
  const draft = await expectOk(
    call(app, supplier.owner, 'POST', '/api/v1/Agreement', { partnership, ...terms({ discount, ...more }) }),
  );
  const key = draft.body.key as string;
  await expectOk(call(app, supplier.owner, 'PATCH', `/api/v1/Agreement/${key}/sent`, {}));
  await expectOk(call(app, buyer.owner, 'PATCH', `/api/v1/Agreement/${key}/accepted`, {}));
  return key;
}

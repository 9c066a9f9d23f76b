import { randomBytes, randomUUID } from 'node:crypto';
import { eventDoc, tariffDoc } from '@tourtariff/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createStorage } from '../../../src/core/storage/index.ts';
import {
  accessRequests,
  businesses,
  notifications,
  shortLinks,
  spaceInvitations,
  spaceMembers,
  tariffEvents,
  tariffs,
  userGrants,
} from '../../../src/db/schema/index.ts';
import { derivedColumns } from '../../../src/modules/tariffs/index.ts';
import { tariffBody } from '../../tariffs/support.ts';
import type { Person, World } from './table.ts';

type Someone = Pick<Person, 'sub' | 'email'>;

const id = (prefix: string) => `${prefix}_mx-${randomBytes(6).toString('base64url')}`;

export const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: { jp: '嵐山 花灯路', en: 'Arashiyama Hanatouro' },
  dates: { from: '2027-12-08', to: '2027-12-17' },
  prefecture: '26',
  ...overrides,
});

/**
 * Records made straight in the database, one per cell where a probe may change or delete its record, so that no
 * cell depends on what an earlier one did. Written below the API on purpose: making them through the routes under
 * test would let a broken rule hide itself.
 */
export function freshRecords(app: FastifyInstance) {
  const db = app.database.db;
  const storage = createStorage(db, app.config.storage, app.log);

  async function tariff(world: World, state: 'draft' | 'submitted' | 'published', images: string[] = []) {
    const doc = tariffDoc.parse(tariffBody({ images }));
    const key = id('tf');
    await db.insert(tariffs).values({
      key,
      spaceKey: world.corporate,
      state,
      doc,
      createdBy: world.owner,
      ...(state === 'published' ? { publishedAt: new Date() } : {}),
      ...derivedColumns(doc),
    });
    return key;
  }

  return {
    draft: (world: World) => tariff(world, 'draft'),
    submitted: (world: World) => tariff(world, 'submitted'),
    published: (world: World, images: string[] = []) => tariff(world, 'published', images),

    async event(world: World, published: boolean, linked: string[] = []) {
      const doc = eventDoc.parse(eventBody({ published, tariffs: linked }));
      const key = id('ev');
      await db.insert(tariffEvents).values({
        key,
        spaceKey: world.corporate,
        doc,
        published,
        startsOn: doc.dates.from,
        endsOn: doc.dates.to,
        createdBy: world.owner,
      });
      return key;
    },

    async notification(person: Someone) {
      const [row] = await db
        .insert(notifications)
        .values({ target: person.sub, subject: { jp: 'マトリクス', en: 'Matrix' }, createdBy: 'system' })
        .returning();
      return row?.key ?? '';
    },

    async shortLink(person: Someone) {
      const link = randomBytes(8).toString('hex').slice(0, 10);
      const expiresAt = new Date(Date.now() + 3_600_000);
      await db.insert(shortLinks).values({ id: link, owner: person.sub, data: { at: 'matrix' }, expiresAt });
      return link;
    },

    async file(person: Someone) {
      const bytes = new TextEncoder().encode(`matrix file of ${person.email} ${randomUUID()}`);
      return (await storage.save({ bytes, type: 'text/plain', enc: false, createdBy: person.sub })).hash;
    },

    async business(person: Someone) {
      const key = id('bz');
      await db.insert(businesses).values({ key, sub: person.sub, name: 'マトリクス商事' });
      return key;
    },

    /** A new plain member of the company, with no account of their own: a target for role changes. */
    async member(world: World) {
      const sub = `mx-member-${randomUUID()}`;
      await db.insert(spaceMembers).values({ spaceKey: world.corporate, sub, role: 'member' });
      return sub;
    },

    async invitation(world: World, email = `mx-${randomUUID()}@example.test`) {
      // One pending invitation per address and company: an earlier probe's, if still open, gives way.
      await db
        .update(spaceInvitations)
        .set({ state: 'revoked' })
        .where(
          and(
            eq(spaceInvitations.spaceKey, world.corporate),
            eq(spaceInvitations.email, email),
            eq(spaceInvitations.state, 'pending'),
          ),
        );
      const [row] = await db
        .insert(spaceInvitations)
        .values({ spaceKey: world.corporate, email, role: 'member', invitedBy: world.owner })
        .returning();
      return row?.id ?? '';
    },

    /** Someone asking to join the company as a member, waiting for its owners to decide. */
    async request(world: World) {
      const [row] = await db
        .insert(accessRequests)
        .values({
          sub: `mx-asker-${randomUUID()}`,
          entry: `tourtariff:${world.role}:member`,
          spaceKey: world.corporate,
        })
        .returning();
      return row?.id ?? '';
    },

    async grant(person: Someone, entry: string) {
      await db
        .insert(userGrants)
        .values({ sub: person.sub, entry: `tourtariff:${entry}` })
        .onConflictDoNothing();
      return person.sub;
    },
  };
}

export type Fresh = ReturnType<typeof freshRecords>;

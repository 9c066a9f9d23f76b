import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businesses, sessions, spaceMembers, spaces, users } from '../../../src/db/schema/index.ts';
import { findAccountByEmail } from '../../../src/idp/accounts.ts';
import { ensureAccount } from '../../../src/idp/seed.ts';
import { createSession } from '../../../src/modules/auth/sessions.ts';
import { sessionCookie, signIn } from '../../auth/support.ts';
import { freshRecords } from './fresh.ts';
import type { Caller, Fixture, Party, Person, World } from './table.ts';

type Db = FastifyInstance['database']['db'];

/** A users row as sign-in would write it; demo accounts keep the sub the provider seeded them with. */
async function user(db: Db, email: string, sub?: string) {
  const known = sub ?? (await findAccountByEmail(db, email))?.sub ?? `mx-${randomUUID()}`;
  await db
    .insert(users)
    .values({ sub: known, email, emailVerified: true, nickname: email.split('@')[0] ?? '' })
    .onConflictDoNothing();
  return known;
}

async function space(
  db: Db,
  key: string,
  kind: 'corporate' | 'personal' | 'guide',
  role: string,
  sub: string,
) {
  await db.insert(spaces).values({
    key,
    kind,
    role: role as 'supplier',
    category: role,
    industry: role === 'supplier' ? 'creator' : role === 'buyer' ? 'arranger' : 'guide',
    name: `${key} の名前`,
    businessKey: await businessOf(db, sub),
    createdBy: sub,
  });
  await db.insert(spaceMembers).values({ spaceKey: key, sub, role: 'owner' }).onConflictDoNothing();
}

/** The business of a person, made when the seed gave them none. */
async function businessOf(db: Db, sub: string) {
  const [row] = await db.select().from(businesses).where(eq(businesses.sub, sub));
  if (row) return row.key;
  const key = `bz_mx-${sub.slice(0, 8)}`;
  await db.insert(businesses).values({ key, sub, name: 'マトリクス' }).onConflictDoNothing();
  return key;
}

/**
 * The seeded demo data (docs/product-decisions.md §9) plus what the matrix needs beyond it: a plain member of 京都旅館, a rival
 * supplier company, an API client, a host company that invites, and drafts, events, notifications, short links
 * and files on each side.
 */
export async function buildFixture(app: FastifyInstance): Promise<Fixture> {
  const db = app.database.db;
  const fresh = freshRecords(app);
  const subs = {
    owner: await user(db, 'supplier@example.com'),
    buyer: await user(db, 'buyer@example.com'),
    guide: await user(db, 'guide@example.com'),
    admin: await user(db, 'admin@example.com'),
    member: await user(db, 'member@example.test'),
    rival: await user(db, 'rival@example.test'),
    host: await user(db, 'host@example.test'),
  };
  await space(db, 'sp_mx-rival', 'corporate', 'supplier', subs.rival);
  await space(db, 'sp_mx-rival-personal', 'personal', 'supplier', subs.rival);
  await space(db, 'sp_mx-rival-guide', 'guide', 'guide', subs.rival);
  await space(db, 'sp_mx-host', 'corporate', 'buyer', subs.host);
  await db.insert(spaceMembers).values({ spaceKey: 'sp_kyoto-ryokan', sub: subs.member, role: 'member' });

  // The API client signs in through the embedded provider like any integration, and keeps its access token.
  await ensureAccount(db, {
    email: 'client@example.test',
    nickname: 'client',
    firstName: '連携',
    lastName: '太郎',
    password: 'demo',
    emailVerified: true,
  });
  const { browser } = await signIn(app, 'client@example.test');
  const clientSession = sessionCookie(app, browser);
  const clientSub = (await findAccountByEmail(db, 'client@example.test'))?.sub ?? '';
  const [clientRow] = await db.select().from(sessions).where(eq(sessions.sub, clientSub));
  if (!clientSession || !clientRow?.accessToken) throw new Error('the API client did not get a token');
  await db.insert(spaceMembers).values({ spaceKey: 'sp_kyoto-ryokan', sub: clientSub, role: 'admin' });

  const person = async (sub: string, email: string, extra: Partial<Person> = {}): Promise<Person> => {
    const who = { sub, email };
    return {
      ...who,
      business: await businessOf(db, sub),
      grants: [],
      ...extra,
      notification: await fresh.notification(who),
      shortLink: await fresh.shortLink(who),
      file: await fresh.file(who),
    };
  };
  const people = {
    owner: await person(subs.owner, 'supplier@example.com', { personal: 'sp_hanako-kyoto' }),
    buyer: await person(subs.buyer, 'buyer@example.com'),
    guide: await person(subs.guide, 'guide@example.com', { guide: 'sp_guide-ken' }),
    admin: await person(subs.admin, 'admin@example.com', { grants: ['admin'] }),
    member: await person(subs.member, 'member@example.test'),
    rival: await person(subs.rival, 'rival@example.test', {
      personal: 'sp_mx-rival-personal',
      guide: 'sp_mx-rival-guide',
    }),
    client: await person(clientSub, 'client@example.test'),
    host: await person(subs.host, 'host@example.test'),
  };

  const supplier = async (corporate: string, owner: string): Promise<World> => {
    const world: World = { corporate, role: 'supplier', owner };
    world.image = await fresh.file({ sub: owner, email: corporate });
    world.draft = await fresh.draft(world);
    world.published = await fresh.published(world, [world.image]);
    world.event = await fresh.event(world, false);
    world.publishedEvent = await fresh.event(world, true, [world.published]);
    return world;
  };
  const worlds = {
    ryokan: await supplier('sp_kyoto-ryokan', subs.owner),
    rival: await supplier('sp_mx-rival', subs.rival),
    sakura: { corporate: 'sp_sakura-travel', role: 'buyer', owner: subs.buyer } as World,
    host: { corporate: 'sp_mx-host', role: 'buyer', owner: subs.host } as World,
  };

  const party = (p: Person, world?: World, role?: Party['role']): Party => ({ person: p, world, role });
  const ryokanOwner = party(people.owner, worlds.ryokan, 'owner');
  const rival = party(people.rival, worlds.rival, 'owner');
  const buyer = party(people.buyer, worlds.sakura, 'owner');
  const guide = party(people.guide);
  const cookie = (sub: string) => {
    let id: Promise<string> | undefined;
    const open = () =>
      createSession(db, sub, {
        accessToken: 'matrix',
        idToken: 'matrix',
        refreshToken: undefined,
        expiresInSeconds: 3600,
      });
    return async (again = false) => {
      if (!id) id = open();
      const session = await (again ? open() : id);
      return { cookies: { tt_session: session }, headers: { 'x-tourtariff-client': 'web' } };
    };
  };
  const bearer = async () => ({ headers: { authorization: `Bearer ${clientRow.accessToken}` } });
  // API keys of 京都旅館 made by its owner through the API, as a person would in the space settings.
  const apiKey = async (scope: 'read' | 'write') => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/space/${worlds.ryokan.corporate}/api-keys`,
      payload: { name: `matrix ${scope}`, scope },
      ...(await cookie(subs.owner)()),
    });
    if (res.statusCode !== 200) throw new Error(`api key: ${res.body}`);
    const { id, secret } = res.json() as { id: string; secret: string };
    const keyPerson: Person = { ...people.owner, sub: `apikey:${id}`, email: '' };
    return { person: keyPerson, auth: async () => ({ headers: { authorization: `Bearer ${secret}` } }) };
  };
  const keyRead = await apiKey('read');
  const keyWrite = await apiKey('write');
  const callers: Caller[] = [
    { name: 'anonymous', others: [ryokanOwner, rival, guide], auth: async () => ({}) },
    { name: 'buyer', own: buyer, others: [ryokanOwner, rival, guide], auth: cookie(subs.buyer) },
    { name: 'owner', own: ryokanOwner, others: [rival, buyer, guide], auth: cookie(subs.owner) },
    {
      name: 'member',
      own: party(people.member, worlds.ryokan, 'member'),
      others: [rival, buyer, guide],
      auth: cookie(subs.member),
    },
    { name: 'rival', own: rival, others: [ryokanOwner, buyer, guide], auth: cookie(subs.rival) },
    { name: 'guide', own: guide, others: [rival, ryokanOwner, buyer], auth: cookie(subs.guide) },
    {
      name: 'admin',
      own: party(people.admin),
      others: [ryokanOwner, rival, guide],
      auth: cookie(subs.admin),
    },
    {
      name: 'client',
      own: party(people.client, worlds.ryokan, 'admin'),
      others: [rival, buyer, guide],
      auth: bearer,
    },
    {
      name: 'keyRead',
      own: party(keyRead.person, worlds.ryokan, 'owner'),
      others: [rival, buyer, guide],
      auth: keyRead.auth,
    },
    {
      name: 'keyWrite',
      own: party(keyWrite.person, worlds.ryokan, 'owner'),
      others: [rival, buyer, guide],
      auth: keyWrite.auth,
    },
  ];
  return {
    app,
    people: { ...people, keyRead: keyRead.person, keyWrite: keyWrite.person },
    worlds,
    callers,
    fresh,
  };
}

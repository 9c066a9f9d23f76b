import { randomBytes } from 'node:crypto';
import {
  conversationParticipants,
  conversations,
  inquiries,
  messageAttachments,
  messages,
  spaces,
} from '../../../src/db/schema/index.ts';
import { quoteForSpace } from '../../../src/modules/tariffs/index.ts';
import { type Fixture, type Party, pair, type Row, split } from './table.ts';

const id = (prefix: string) => `${prefix}_mx-${randomBytes(6).toString('base64url')}`;
const NO_CONVERSATION = 'cv_mx-missing';
const NO_INQUIRY = 'iq_mx-missing';
const NO_SPACE = 'sp_mx-missing';
const HELLO = 'bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** A new space of `role` to talk to, so no other caller of the matrix takes part. */
async function freshSpace(fx: Fixture, role: 'buyer' | 'supplier') {
  const key = id('sp');
  await fx.app.database.db.insert(spaces).values({
    key,
    kind: 'corporate',
    role,
    category: role,
    industry: role === 'buyer' ? 'arranger' : 'creator',
    name: `${key} の名前`,
    businessKey: fx.people.host.business,
    createdBy: fx.people.host.sub,
  });
  return key;
}

/** A conversation of the party's company with a fresh space, holding one message from that space (below the API). */
async function freshConversation(party: Party, fx: Fixture, other?: string) {
  const world = party.world;
  if (!world) return undefined;
  const them = other ?? (await freshSpace(fx, world.role === 'buyer' ? 'supplier' : 'buyer'));
  const db = fx.app.database.db;
  const key = id('cv');
  const at = new Date();
  const members = [world.corporate, them].sort();
  await db.insert(conversations).values({
    key,
    subject: 'マトリクス',
    spacesSig: members.join(' '),
    createdBy: world.owner,
    lastMessageAt: at,
  });
  await db
    .insert(conversationParticipants)
    .values(members.map((spaceKey) => ({ conversationKey: key, spaceKey, lastMessageAt: at })));
  const message = id('ms');
  await db.insert(messages).values({
    key: message,
    conversationKey: key,
    spaceKey: them,
    sender: fx.people.host.sub,
    body: 'マトリクス',
  });
  return { key, message, them };
}

async function freshAttachment(party: Party, fx: Fixture) {
  const conversation = await freshConversation(party, fx);
  if (!conversation) return undefined;
  const saved = await fx.app.storage.save({
    bytes: PDF,
    type: 'application/pdf',
    enc: true,
    createdBy: fx.people.host.sub,
  });
  await fx.app.database.db.insert(messageAttachments).values({
    conversationKey: conversation.key,
    hash: saved.hash,
    name: 'matrix.pdf',
    type: 'application/pdf',
    size: PDF.length,
    encKey: saved.key as string,
    uploadedBy: fx.people.host.sub,
  });
  return pair(conversation.key, saved.hash);
}

type InquiryState = 'open' | 'quoted' | 'countered' | 'accepted';

/** An inquiry between the party's company and a fresh space of the other role, in `state` (below the API). */
async function freshInquiry(party: Party, fx: Fixture, state: InquiryState) {
  const world = party.world;
  if (!world) return undefined;
  const buyer = world.role === 'buyer' ? world.corporate : await freshSpace(fx, 'buyer');
  const supplier = world.role === 'supplier' ? world.corporate : await freshSpace(fx, 'supplier');
  const tariff = (world.role === 'supplier' ? world.published : fx.worlds.ryokan.published) as string;
  const conversation = await freshConversation(party, fx, world.role === 'buyer' ? supplier : buyer);
  const request = { date: '2027-03-01', to: null, adults: 2, children: 0, units: 1, note: '' };
  const quote = await quoteForSpace(fx.app, buyer, tariff, {
    date: '2027-03-01',
    adults: 2,
    children: 0,
    units: 1,
  });
  const key = id('iq');
  await fx.app.database.db.insert(inquiries).values({
    key,
    conversationKey: conversation?.key as string,
    tariffKey: tariff,
    buyerKey: buyer,
    supplierKey: supplier,
    state: state === 'countered' ? 'quoted' : state,
    asked: request,
    request,
    countered: state === 'countered',
    quote,
    total: quote.total,
    expiresAt: state === 'open' ? null : new Date(Date.now() + 3_600_000),
    ...(state === 'accepted'
      ? { reference: `TT-2099-${randomBytes(4).toString('hex')}`, acceptedAt: new Date() }
      : {}),
    createdBy: world.owner,
  });
  return key;
}

/** Everyone signed in except API keys (they act for their catalogue only): lists and counts. */
const signedIn = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`;

/** A conversation or inquiry: its two spaces' members, any role; everyone else, administrators too, finds nothing. */
const participants = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

/** The supplier answers: its owners and admins; the buyer side and plain members may not (403). */
const supplierMove = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

/** The buyer answers a quote: its owners and admins; the supplier side may not (403). */
const buyerMove = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   403   403    403   —     —     403    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`;

const conversation = async (party: Party, fx: Fixture) => (await freshConversation(party, fx))?.key;

/** The supplier to contact about a published tariff: another company than the caller's own. */
const contactee = (party: Party | undefined, fx: Fixture) =>
  party?.world?.corporate === fx.worlds.ryokan.corporate ? fx.worlds.rival : fx.worlds.ryokan;

const moves: [string, InquiryState, Record<string, unknown>, string][] = [
  ['confirm', 'open', {}, supplierMove],
  ['decline', 'open', { reason: 'マトリクス' }, supplierMove],
  ['counter', 'open', { adults: 3 }, supplierMove],
  ['accept', 'quoted', {}, buyerMove],
  ['withdraw', 'quoted', {}, buyerMove],
  ['decline-counter', 'countered', {}, buyerMove],
];

export const messengerRows: Row[] = [
  { route: 'POST /api/messenger', probe: () => ({ url: '/api/messenger', body: {} }), expect: signedIn },
  { route: 'GET /api/messenger/unread', probe: () => ({ url: '/api/messenger/unread' }), expect: signedIn },
  {
    route: 'POST /api/messenger/new',
    record: (party) => party.world?.corporate,
    missing: NO_SPACE,
    probe: (key, party, fx) => {
      const supplier = contactee(party, fx);
      return {
        url: '/api/messenger/new',
        body: {
          space: key,
          participants: [supplier.corporate],
          about: { kind: 'tariff', key: supplier.published },
        },
      };
    },
    // Anyone may contact the supplier of a published tariff, from a space of their own (another's is absent).
    expect: participants,
  },
  {
    // Naming no space: a caller of several must say which one writes (400 `space.ambiguous`), not get the first.
    route: 'POST /api/messenger/new',
    variant: 'no space named',
    probe: (_key, party, fx) => {
      const supplier = contactee(party, fx);
      return {
        url: '/api/messenger/new',
        body: { participants: [supplier.corporate], about: { kind: 'tariff', key: supplier.published } },
      };
    },
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   400   200    400   200   422   200    403   403`,
  },
  {
    route: 'POST /api/messenger/:id',
    record: conversation,
    missing: NO_CONVERSATION,
    probe: (key) => ({ url: `/api/messenger/${key}`, body: { text: 'マトリクス' } }),
    expect: participants,
  },
  {
    route: 'GET /api/messenger/:id',
    record: conversation,
    missing: NO_CONVERSATION,
    probe: (key) => ({ url: `/api/messenger/${key}` }),
    expect: participants,
  },
  {
    route: 'PATCH /api/messenger/:id/read',
    record: async (party, fx) => {
      const c = await freshConversation(party, fx);
      return c && pair(c.key, c.message);
    },
    missing: pair(NO_CONVERSATION, 'ms_mx-missing'),
    probe: (key) => {
      const [c, message] = split(key);
      return { url: `/api/messenger/${c}/read`, body: { message } };
    },
    expect: participants,
  },
  ...(['archive', 'unarchive'] as const).map(
    (what): Row => ({
      route: `PATCH /api/messenger/:id/${what}`,
      record: conversation,
      missing: NO_CONVERSATION,
      probe: (key) => ({ url: `/api/messenger/${key}/${what}`, body: {} }),
      expect: participants,
    }),
  ),
  {
    route: 'POST /api/messenger/:id/attachments',
    record: conversation,
    missing: NO_CONVERSATION,
    probe: (key) => ({
      url: `/api/messenger/${key}/attachments`,
      body: Buffer.concat([
        Buffer.from('--mx\r\nContent-Disposition: form-data; name="file"; filename="m.pdf"\r\n\r\n'),
        PDF,
        Buffer.from('\r\n--mx--\r\n'),
      ]),
      headers: { 'content-type': 'multipart/form-data; boundary=mx' },
    }),
    expect: participants,
  },
  {
    route: 'GET /api/messenger/:id/attachments/:hash',
    record: freshAttachment,
    missing: pair(NO_CONVERSATION, HELLO),
    probe: (key) => {
      const [c, hash] = split(key);
      return { url: `/api/messenger/${c}/attachments/${hash}` };
    },
    expect: participants,
  },
  {
    route: 'POST /api/messenger/inquiries',
    record: (party) => party.world?.corporate,
    missing: NO_SPACE,
    probe: (key, _party, fx) => ({
      url: '/api/messenger/inquiries',
      body: { space: key, tariff: fx.worlds.ryokan.published, date: '2027-03-01', adults: 2 },
    }),
    // Only a buyer space asks (a supplier's own space is refused by name); another's space is absent.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   403   403    403   —     —     403    403   403
      other   401   404   404   404    404   404   404   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'GET /api/messenger/inquiries',
    probe: () => ({ url: '/api/messenger/inquiries' }),
    expect: signedIn,
  },
  {
    route: 'GET /api/messenger/inquiries/:key',
    record: (party, fx) => freshInquiry(party, fx, 'open'),
    missing: NO_INQUIRY,
    probe: (key) => ({ url: `/api/messenger/inquiries/${key}` }),
    expect: participants,
  },
  {
    route: 'GET /api/messenger/inquiries/:key/confirmation',
    record: (party, fx) => freshInquiry(party, fx, 'accepted'),
    missing: NO_INQUIRY,
    probe: (key) => ({ url: `/api/messenger/inquiries/${key}/confirmation` }),
    expect: participants,
  },
  ...moves.map(
    ([action, state, body, expect]): Row => ({
      route: `PATCH /api/messenger/inquiries/:key/${action}`,
      record: (party, fx) => freshInquiry(party, fx, state),
      missing: NO_INQUIRY,
      probe: (key) => ({ url: `/api/messenger/inquiries/${key}/${action}`, body }),
      expect,
    }),
  ),
];

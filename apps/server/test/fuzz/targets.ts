import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../../src/db/schema/index.ts';
import { call, core, signedInUser, type TestUser } from '../sessions.ts';
import { tariffBody } from '../tariffs/support.ts';
import type { Json, Path, Target } from './poisons.ts';

/** Records the fuzz caller owns, so each route's params name something real and its handler is reachable. */
export type Fixtures = {
  caller: TestUser;
  member: TestUser;
  corporate: string;
  /** A buyer company the caller (an administrator) may edit the Arranger profile of. */
  buyer: string;
  personal: string;
  guide: string;
  business: string;
  tariff: string;
  event: string;
  invitation: string;
  invitationToCaller: string;
  notification: string;
  shortLink: string;
  accessRequest: string;
  stored: string;
  apiKey: string;
  partnership: string;
  agreement: string;
  conversation: string;
  message: string;
  attachment: string;
  inquiry: string;
  published: string;
  /** The member's buyer company's booking request of the published tariff (a date on request: pending). */
  booking: string;
  /** A published tariff of the caller's company and the member's pending review of it. */
  reviewedTariff: string;
  review: string;
  buyerSpace: string;
  note: string;
  proposal: string;
  /** The member's buyer company's open job, the caller's guide's application to it. */
  job: string;
  application: string;
  /** the caller acts for the admin space, the seeded issuer: an application, a credential, a request. */
  credentialApplication: string;
  credential: string;
  presentationRequest: string;
};

async function ok<T = Record<string, string>>(
  answer: Promise<{ status: number; body: unknown }>,
): Promise<T> {
  const res = await answer;
  if (res.status !== 200) throw new Error(`fixture: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

async function coreOk<T = Record<string, string>>(answer: ReturnType<typeof core>): Promise<T> {
  const res = await answer;
  if (res.status !== 0) throw new Error(`fixture: ${res.status} ${res.message}`);
  return res.data as T;
}

const reviewContent = { rating: 4, title: '良い', text: '丁寧な対応でした。', lang: 'jp' };

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Agreement terms touching every field: a percent override on the fixture's tariff, notes, no PDF. */
const agreementTerms = (tariff: string) => ({
  discount: 10,
  overrides: [{ type: 'percent', tariff, percent: 5 }],
  paymentDays: 30,
  validity: { from: '2027-01-01', to: '2027-12-31' },
  notes: { jp: '備考', en: 'Notes' },
  pdf: null,
});

const fuzzGuideProfile = {
  licence: { type: 'national', number: '第1号', prefecture: '26', region: '' },
  lastTraining: '2024-04-01',
  languages: [{ code: 'en', level: 'fluent' }],
  regions: ['26'],
  specialties: [{ jp: '茶道', en: 'Tea ceremony' }],
  bio: { jp: '紹介', en: 'About' },
  photo: '',
  furigana: 'ふぁず',
  rates: { fullDay: 32000, halfDay: 24000, overtimeHour: 2000 },
};

/** A job two months ahead, applications open for a month. */
const fuzzJob = () => {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return {
    title: { jp: '案内', en: 'Tour' },
    description: { jp: '説明', en: 'About' },
    dates: { from: day(60), to: day(61) },
    startTime: '09:00',
    hoursPerDay: 9,
    meetingPlace: '京都駅',
    prefecture: '26',
    languages: ['en'],
    groupSize: 10,
    feePerDay: 30000,
    requirements: { licence: ['national'], specialties: ['茶道'] },
    deadline: `${day(30)}T18:00:00+09:00`,
  };
};

const fuzzNote = (tariff: string) => ({ subject: { kind: 'tariff', key: tariff }, text: '朝がおすすめ' });
const fuzzProposal = (tariff: string) => ({
  title: '提案',
  client: '顧客',
  dates: { from: '2027-03-01', to: '2027-03-03' },
  group: { adults: 8, children: 1 },
  intro: 'ご案内',
  items: [{ tariff, date: '2027-03-02' }],
  markup: 15,
});

/**
 * The caller is an administrator who owns a supplier company (with a member, a pending invitation, a draft
 * tariff and an event), a personal and a guide space, a business, and has a notification, a short link and an
 * invitation of their own: enough rights and records for every write route to reach its handler.
 */
export async function setUpFixtures(app: FastifyInstance): Promise<Fixtures> {
  const caller = await signedInUser(app, { grants: ['admin'] });
  const member = await signedInUser(app);
  // Invitations bind only verified addresses (item 2); these two stand for users who verified theirs.
  await app.database.db
    .update(users)
    .set({ emailVerified: true })
    .where(inArray(users.sub, [caller.sub, member.sub]));
  // Both signed in with a second factor, so the company's sign-in rule can be switched on (test/patch-routes)
  // without withholding the company from either of them.
  await app.database.db
    .update(sessions)
    .set({ secondFactor: true })
    .where(inArray(sessions.sub, [caller.sub, member.sub]));
  const corporate = await ok(
    call(app, caller, 'POST', '/api/corporate', {
      name: 'ファズ株式会社',
      category: 'supplier',
      role: 'supplier',
      industry: 'creator',
    }),
  );
  const personal = await ok(
    call(app, caller, 'POST', '/api/personal', {
      name: 'ファズ 太郎',
      industry: 'creator',
      role: 'supplier',
      category: 'supplier',
    }),
  );
  const guide = await ok(call(app, caller, 'POST', '/api/v1/Guide', { name: 'ファズ案内' }));
  const business = await ok(call(app, caller, 'POST', '/api/v1/Business', { name: 'ファズ商店' }));
  const invitations = `/api/corporate/${corporate.key}/invitations`;
  const joined = await ok(call(app, caller, 'POST', invitations, { email: member.email }));
  await ok(call(app, member, 'POST', `/api/invitations/${joined.id}/accept`));
  const invitation = await ok(call(app, caller, 'POST', invitations, { email: 'pending@example.test' }));
  const otherSpace = await ok(
    call(app, member, 'POST', '/api/corporate', {
      name: '招待株式会社',
      category: 'buyer',
      role: 'buyer',
      industry: 'arranger',
    }),
  );
  const toCaller = await ok(
    call(app, member, 'POST', `/api/corporate/${otherSpace.key}/invitations`, { email: caller.email }),
  );
  const tariff = await ok(
    call(app, caller, 'POST', '/api/v1/Tariff', { space: corporate.key, ...tariffBody() }),
  );
  const event = await ok(
    call(app, caller, 'POST', '/api/v1/Event', {
      space: corporate.key,
      title: { jp: '紅葉祭', en: 'Autumn leaves' },
      dates: { from: '2027-11-01', to: '2027-11-30' },
    }),
  );
  const notification = await coreOk(
    core(app, caller, 'notify/new', { target: caller.sub, subject: 'ファズ' }),
  );
  const shortLink = await coreOk(core(app, caller, 'shorturi/new', { data: { a: 1 }, exp: inAnHour() }));
  const request = await coreOk(core(app, member, 'users/acl/request', { entry: 'buyer:member' }));
  const stored = await coreOk(
    core(app, caller, 'storage/save', { file: Buffer.from('fuzz').toString('base64') }),
  );
  const apiKey = await ok(
    call(app, caller, 'POST', `/api/space/${corporate.key}/api-keys`, { name: 'ファズ', scope: 'read' }),
  );
  // A partnership of the caller's company with the member's buyer company, and a draft agreement on it.
  const partnership = await ok(
    call(app, caller, 'POST', '/api/v1/Partner', { space: corporate.key, partner: otherSpace.key }),
  );
  await ok(call(app, member, 'PATCH', `/api/v1/Partner/${partnership.key}/active`, {}));
  const agreement = await ok(
    call(app, caller, 'POST', '/api/v1/Agreement', {
      partnership: partnership.key,
      ...agreementTerms(String(tariff.key)),
    }),
  );
  const messenger = await messengerFixtures(
    app,
    caller,
    member,
    String(corporate.key),
    String(otherSpace.key),
  );
  // A published tariff of the caller's company, reviewed by the member's buyer company (its partner).
  const reviewed = await ok(
    call(app, caller, 'POST', '/api/v1/Tariff', { space: corporate.key, ...tariffBody() }),
  );
  await ok(call(app, caller, 'PATCH', `/api/tariff/${reviewed.key}/submitted`));
  await ok(call(app, caller, 'PATCH', `/api/tariff/${reviewed.key}/published`));
  const review = await ok(
    call(app, member, 'POST', '/api/v1/Review', {
      tariff: reviewed.key,
      space: otherSpace.key,
      ...reviewContent,
    }),
  );
  // A note and a proposal of the caller's company: the document, ACL and link routes' records.
  const docs = `?space=${corporate.key}`;
  const note = await ok(call(app, caller, 'POST', `/api/doc/notes${docs}`, fuzzNote(String(tariff.key))));
  const proposal = await ok(
    call(app, caller, 'POST', `/api/doc/proposals${docs}`, fuzzProposal(String(tariff.key))),
  );
  const jobs = await jobFixtures(app, caller, member, String(guide.key), String(otherSpace.key));
  const credentials = await credentialFixtures(app, caller);
  return {
    caller,
    member,
    ...jobs,
    ...messenger,
    ...credentials,
    reviewedTariff: String(reviewed.key),
    review: String(review.key),
    buyerSpace: String(otherSpace.key),
    note: String(note.id),
    proposal: String(proposal.id),
    partnership: String(partnership.key),
    agreement: String(agreement.key),
    apiKey: String(apiKey.id),
    corporate: String(corporate.key),
    buyer: String(otherSpace.key),
    personal: String(personal.key),
    guide: String(guide.key),
    business: String(business.key),
    tariff: String(tariff.key),
    event: String(event.key),
    invitation: String(invitation.id),
    invitationToCaller: String(toCaller.id),
    notification: String(notification.key),
    shortLink: String(shortLink.id),
    accessRequest: String(request.id),
    stored: String(stored.hash),
  };
}

/**
 * The messenger's records: a conversation of the caller's company with its partner (the member's
 * buyer company) holding a message and an attachment, and an inquiry from that buyer about a published tariff.
 */
async function messengerFixtures(
  app: FastifyInstance,
  caller: TestUser,
  member: TestUser,
  corporate: string,
  buyer: string,
) {
  const draft = await ok(call(app, caller, 'POST', '/api/v1/Tariff', { space: corporate, ...tariffBody() }));
  await ok(call(app, caller, 'PATCH', `/api/tariff/${draft.key}/submitted`, {}));
  await ok(call(app, caller, 'PATCH', `/api/tariff/${draft.key}/published`, {}));
  const conversation = await ok(
    call(app, caller, 'POST', '/api/messenger/new', {
      space: corporate,
      participants: [buyer],
      subject: 'ファズ',
    }),
  );
  const message = await ok(
    call(app, member, 'POST', `/api/messenger/${conversation.key}`, { text: 'ファズ' }),
  );
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/messenger/${conversation.key}/attachments`,
    payload: Buffer.concat([
      Buffer.from('--fz\r\nContent-Disposition: form-data; name="file"; filename="f.pdf"\r\n\r\n'),
      pdf,
      Buffer.from('\r\n--fz--\r\n'),
    ]),
    headers: { 'content-type': 'multipart/form-data; boundary=fz', ...caller.auth.headers },
    cookies: caller.auth.cookies ?? {},
  });
  if (uploaded.statusCode !== 200) throw new Error(`fixture: ${uploaded.statusCode} ${uploaded.body}`);
  const inquiry = await ok(
    call(app, member, 'POST', '/api/messenger/inquiries', {
      space: buyer,
      tariff: draft.key,
      date: '2027-03-01',
      adults: 2,
    }),
  );
  const booking = await ok(
    call(app, member, 'POST', '/api/v1/Booking', {
      space: buyer,
      tariff: draft.key,
      date: '2027-03-01',
      adults: 2,
    }),
  );
  return {
    conversation: String(conversation.key),
    message: String(message.key),
    attachment: String((uploaded.json() as { hash: string }).hash),
    inquiry: String(inquiry.key),
    published: String(draft.key),
    booking: String(booking.key),
  };
}

/** A profile of the caller's guide space, and a job of the member's buyer company it applied to. */
async function jobFixtures(
  app: FastifyInstance,
  caller: TestUser,
  member: TestUser,
  guide: string,
  buyer: string,
) {
  await ok(call(app, caller, 'PUT', `/api/v1/Guide/${guide}/profile`, fuzzGuideProfile));
  const job = await ok(call(app, member, 'POST', '/api/v1/Job', { space: buyer, ...fuzzJob() }));
  const application = await ok(
    call(app, caller, 'POST', `/api/v1/Job/${job.key}/applications`, {
      guide,
      message: 'ファズ',
      fee: 30000,
    }),
  );
  return { job: String(job.key), application: String(application.key) };
}

const licensedGuide = (app: FastifyInstance) => `${app.config.publicUrl}/vct/licensed-guide`;
const fuzzDcql = (app: FastifyInstance) => ({
  credentials: [
    {
      id: 'c',
      format: 'dc+sd-jwt',
      meta: { vct_values: [licensedGuide(app)] },
      claims: [{ path: ['languages'] }],
    },
  ],
});
const fuzzGuideClaims = {
  name: 'ファズ 案内',
  licence_type: '全国通訳案内士',
  licence_number: 'FZ-1',
  prefecture: '京都府',
  languages: ['en'],
  last_training: '2026-04-01',
};

/**
 * the caller (an administrator, acting for the admin space) holds an issued licensed-guide credential,
 * has a pending registered-business application, and has asked itself for proof.
 */
async function credentialFixtures(app: FastifyInstance, user: TestUser) {
  // The caller has spaces of their own besides the admin space: writes name the one they act for.
  const caller = {
    ...user,
    auth: { ...user.auth, headers: { ...user.auth.headers, 'x-tourtariff-space': 'admin' } },
  };
  const guide = licensedGuide(app);
  const first = await coreOk(core(app, caller, 'issue/data0', { vct: guide, claims: fuzzGuideClaims }));
  const approved = await coreOk(core(app, caller, 'issue/data1', { id: first.id, decision: 'approve' }));
  const application = await coreOk(
    core(app, caller, 'issue/data0', {
      vct: `${app.config.publicUrl}/vct/registered-business`,
      claims: { company_name_jp: 'ファズ株式会社', corporate_number: CORPORATE, prefecture: '京都府' },
    }),
  );
  const request = await coreOk(core(app, caller, 'query/request', { holder: 'admin', dcql: fuzzDcql(app) }));
  return {
    credentialApplication: String(application.id),
    credential: String(approved.credential),
    presentationRequest: String(request.id),
  };
}

/** A registration answer of the right shape whose challenge was never made here (refused 400, never stored). */
const passkeyAnswer = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: 'bm90LW91cnM', origin: 'http://localhost' }),
    ).toString('base64url'),
    attestationObject: 'oA',
  },
  clientExtensionResults: {},
};

const passkeyAssertion = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: 'bm90LW91cnM', origin: 'http://localhost' }),
    ).toString('base64url'),
    authenticatorData: 'AAAA',
    signature: 'AAAA',
  },
  clientExtensionResults: {},
};

/** Real values for a route's params, by route; a route not listed gets placeholders and is fuzzed all the same. */
function paramsOf(route: string, f: Fixtures): Record<string, string> {
  const table: [RegExp, Record<string, string>][] = [
    [/^\/api\/profile\/:key$/, { key: f.caller.sub }],
    [/^\/api\/personal\/:key$/, { key: f.personal }],
    [/^\/api\/v1\/Guide\/:key/, { key: f.guide }],
    [/^\/api\/v1\/Job\/:key/, { key: f.job, id: f.application }],
    [/^\/api\/corporate\/:key/, { key: f.corporate, sub: f.member.sub, id: f.invitation }],
    [/^\/api\/invitations\/:id/, { id: f.invitationToCaller }],
    [/^\/api\/v1\/Business\/:id$/, { id: f.business }],
    [/^\/api\/v1\/Creator\/:key$/, { key: f.corporate }],
    [/^\/api\/v1\/Arranger\/:key$/, { key: f.buyer }],
    [/^\/api\/v1\/Tariff\/:key(\/quote|\/next-year)?$/, { key: f.tariff }],
    [/^\/api\/v1\/Tariff\/:key\/(inventory|allotments)$/, { key: f.published }],
    [/^\/api\/v1\/Booking\/:key/, { key: f.booking, move: 'reject' }],
    [/^\/api\/v1\/Statement\/:key/, { key: 'st_fuzz-none', move: 'rebuild' }],
    [/^\/api\/v1\/Queue\/:id\/retry$/, { id: '999999999' }],
    [/^\/api\/v1\/Partner\/:key/, { key: f.partnership, state: 'ended' }],
    [/^\/api\/v1\/Agreement\/:key/, { key: f.agreement, state: 'sent' }],
    [/^\/api\/v1\/Review\/:key/, { key: f.review, state: 'published' }],
    [/^\/api\/tariff\/:id\/:state$/, { id: f.tariff, state: 'submitted' }],
    [/^\/api\/tariff\/admin\/:id$/, { id: f.tariff }],
    [/^\/api\/v1\/Event\/:key$/, { key: f.event }],
    [/^\/api\/space\/:key\/api-keys/, { key: f.corporate, id: f.apiKey }],
    [/^\/api\/space\/:key\/contact$/, { key: f.corporate }],
    [/^\/api\/messenger\/inquiries\/:key/, { key: f.inquiry }],
    [/^\/api\/messenger\/:id/, { id: f.conversation, hash: f.attachment }],
    [/^\/api\/doc\/proposals\/:id/, { id: f.proposal }],
    [/^\/api\/doc\/:db/, { db: 'notes', id: f.note }],
    // A proposal: a note takes no ACL entry at all (document.acl_private), so its routes would stop short.
    [/^\/api\/acl\/:id$/, { id: f.proposal }],
  ];
  const names = [...route.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const known = table.find(([pattern]) => pattern.test(route))?.[1] ?? {};
  return Object.fromEntries(names.map((name) => [name, known[name] ?? 'x']));
}

type Seed = { body: Json; free?: Path[] };

const CORPORATE = '7000012050002';

/** A business profile touching every field, for the Creator and Arranger routes. */
const businessProfile = {
  description: { jp: '説明', en: 'About' },
  address: { postalCode: '600-8216', prefecture: '26', city: '京都市', street: '東塩小路町1' },
  phone: '075-000-0000',
  website: 'https://example.jp',
  languages: ['ja', 'en'],
  corporateNumber: CORPORATE,
  invoiceNumber: `T${CORPORATE}`,
  travelRegistration: { authority: '観光庁長官登録旅行業', number: '第1号' },
  foundedYear: 1990,
  staffCount: 5,
  logo: '',
};

function profileSeeds(resource: 'Creator' | 'Arranger', space: string): Record<string, Seed> {
  return {
    [`POST /api/v1/${resource}`]: { body: { space, ...businessProfile } },
    [`PUT /api/v1/${resource}/:key`]: { body: businessProfile },
    [`PATCH /api/v1/${resource}/:key`]: { body: { staffCount: 6, address: { prefecture: '13' } } },
    [`POST /api/v1/${resource}/query`]: {
      body: { filter: { prefecture: '26' }, sort: [{ field: 'foundedYear', order: 'desc' }], limit: 10 },
      free: [['filter']],
    },
    [`POST /api/v1/${resource}/aggregate`]: {
      body: { filter: {}, groupBy: ['prefecture'], metrics: [{ op: 'avg', field: 'staffCount' }], limit: 10 },
      free: [['filter']],
    },
  };
}

/** A valid body per route: the poisons' starting point, so type and range poisons land on real fields. */
function seeds(app: FastifyInstance, f: Fixtures): Record<string, Seed> {
  const tariff = tariffBody() as Json;
  const event = { title: { jp: '紅葉祭', en: 'Autumn' }, dates: { from: '2027-11-01', to: '2027-11-30' } };
  const space = { name: 'ファズ', details: { description: { jp: '説明' }, languages: ['ja'], website: '' } };
  const profile = { name: '太郎', birthday: '1990-01-01', gender: 'Other', address: { addr1: '京都' } };
  return {
    'POST /core/notify/new': { body: { target: f.caller.sub, subject: 'x', body: 'y', link: '/profile' } },
    'POST /core/notify/list': { body: { target: f.caller.sub, limit: 10 } },
    'POST /core/notify/list-all': { body: { limit: 10 } },
    'POST /core/notify/get': { body: { key: f.notification } },
    'POST /core/notify/manage': { body: { key: f.notification, read: true } },
    'POST /core/notify/drop': { body: { key: f.notification } },
    'POST /core/users/list': { body: { limit: 10, q: 'a' } },
    'POST /core/users/get': { body: { sub: f.caller.sub } },
    'POST /core/users/wallet': { body: { sub: f.caller.sub } },
    'POST /core/users/set': { body: { sub: f.caller.sub, nickname: 'n', first_name: 'f', last_name: 'l' } },
    'POST /core/users/getbio': { body: { sub: f.caller.sub } },
    'POST /core/users/setbio': { body: { bio: '京都の旅館です。' } },
    'POST /core/users/profile': { body: { sub: f.caller.sub } },
    'POST /core/users/profile-update': { body: profile },
    'POST /core/users/acl/get': { body: { sub: f.caller.sub } },
    'POST /core/users/acl/set': { body: { sub: f.member.sub, entries: ['buyer'] } },
    'POST /core/users/acl/request': { body: { entry: 'supplier:member', space: f.corporate, note: 'n' } },
    'POST /core/users/acl/requests': { body: { state: 'pending' } },
    'POST /core/users/acl/decide': { body: { id: f.accessRequest, grant: true, note: 'ok' } },
    'POST /core/users/acl/revoke': { body: { sub: f.member.sub, entry: 'buyer' } },
    'POST /core/shorturi/new': { body: { data: { tariff: 't', n: 1 }, exp: inAnHour() }, free: [['data']] },
    'POST /core/shorturi/get': { body: { id: f.shortLink } },
    'POST /core/shorturi/drop': { body: { id: f.shortLink } },
    'POST /core/storage/save': { body: { file: Buffer.from('x').toString('base64'), enc: false } },
    'POST /core/storage/fetch': { body: { hash: f.stored } },
    ...credentialSeeds(app, f),
    'PATCH /api/profile/:key': { body: profile },
    'POST /api/personal': {
      body: { name: 'n', industry: 'creator', role: 'supplier', category: 'supplier' },
    },
    'PATCH /api/personal/:key': { body: space },
    'POST /api/corporate': { body: { name: 'n', category: 'buyer', role: 'buyer', industry: 'arranger' } },
    'PATCH /api/corporate/:key': {
      body: { ...space, details: { ...space.details, corporateNumber: CORPORATE } },
    },
    'POST /api/v1/Guide': { body: { name: 'n' } },
    'PATCH /api/v1/Guide/:key': { body: space },
    'PATCH /api/corporate/:key/members/:sub': { body: { role: 'admin' } },
    'POST /api/corporate/:key/invitations': { body: { email: 'new@example.test', role: 'member' } },
    'POST /api/v1/Business': { body: { name: 'n' } },
    ...profileSeeds('Creator', f.corporate),
    ...profileSeeds('Arranger', f.buyer),
    'POST /api/v1/Business/query': {
      body: { filter: { name: 'n' }, sort: [{ field: 'createdAt', order: 'asc' }], limit: 10 },
      free: [['filter']],
    },
    'POST /api/v1/Business/aggregate': {
      body: { filter: {}, metrics: [{ op: 'count' }], limit: 10 },
      free: [['filter']],
    },
    'PUT /api/v1/Business/:id': { body: { name: 'n' } },
    'PATCH /api/v1/Business/:id': { body: { name: 'n' } },
    'POST /api/v1/Tariff': { body: { space: f.corporate, ...(tariff as object) } },
    'PUT /api/v1/Tariff/:key': { body: tariff },
    'PATCH /api/v1/Tariff/:key': { body: { title: { jp: '題', en: 'T' }, rates: [] } },
    'PATCH /api/tariff/:id/:state': { body: { note: 'n' } },
    'PATCH /api/tariff/admin/:id': { body: { changes: { summary: { jp: '要約' } }, note: 'n' } },
    'POST /api/v1/Tariff/query': {
      body: { filter: { category: 'activity' }, sort: [{ field: 'title', order: 'asc' }], limit: 10 },
      free: [['filter']],
    },
    'POST /api/v1/Tariff/aggregate': {
      body: { filter: {}, groupBy: ['category'], metrics: [{ op: 'count' }], limit: 10 },
      free: [['filter']],
    },
    'POST /api/v1/Tariff/search': {
      body: { q: '京都', adults: 2, bands: { elementary: 1 }, price: { min: 0, max: 100000 }, limit: 10 },
    },
    'POST /api/v1/Tariff/csv': { body: { space: f.corporate, csv: 'key,title_jp\n,x' } },
    'POST /api/v1/Tariff/xlsx': { body: { space: f.corporate, xlsx: 'UEsDBAoAAAAAAA==' } },
    'POST /api/v1/Tariff/:key/next-year': { body: { preview: true } },
    'POST /api/v1/Tariff/bulk-rates': {
      body: {
        tariffs: [f.tariff],
        change: { kind: 'percent', value: 5 },
        rows: { day_type: 'holiday_eve', season: '通常期', occupancy: 2 },
        rounding: 100,
        preview: true,
      },
    },
    'POST /api/v1/Event': { body: { space: f.corporate, ...event } },
    'PUT /api/v1/Event/:key': { body: event },
    'PATCH /api/v1/Event/:key': { body: { published: false } },
    'POST /api/space/:key/api-keys': { body: { name: 'n', scope: 'read', expiresAt: null } },
    'POST /api/account/factors/totp/confirm': { body: { code: '123456' } },
    'POST /api/account/factors/totp/remove': { body: { password: 'correct horse' } },
    'POST /api/account/factors/recovery-codes': { body: { code: '123456' } },
    'POST /api/account/passkeys': { body: { name: 'laptop', response: passkeyAnswer } },
    'POST /api/auth/step-up': { body: { code: '123456' } },
    'POST /api/auth/step-up/passkey': { body: { response: passkeyAssertion } },
    'PATCH /api/corporate/:key/security': { body: { requireSecondFactor: false } },
    'PUT /api/space/:key/contact': {
      body: { name: '山田', department: '営業部', phone: '075-000-0000', digestAt: '08:00' },
    },
    'PATCH /api/v1/Notification/preferences': {
      body: { lang: 'jp', modes: { message: 'mail', job: 'digest' } },
    },
    'POST /api/v1/Notification/digest/run': { body: {} },
    'POST /api/v1/Tariff/:key/quote': { body: { date: '2027-03-01', adults: 2, children: 1, units: 1 } },
    'POST /api/v1/Partner': { body: { space: f.corporate, partner: f.personal, message: 'よろしく' } },
    'PATCH /api/v1/Partner/:key/:state': { body: { reason: '理由' } },
    'POST /api/v1/Partner/query': {
      body: { filter: { state: 'active' }, sort: [{ field: 'createdAt', order: 'asc' }], limit: 10 },
      free: [['filter']],
    },
    'POST /api/v1/Partner/aggregate': {
      body: { filter: {}, groupBy: ['state'], metrics: [{ op: 'count' }], limit: 10 },
      free: [['filter']],
    },
    'PUT /api/v1/Tariff/:key/inventory': {
      body: {
        from: '2027-03-01',
        to: '2027-03-31',
        weekdays: [1, 2],
        mode: 'allotment',
        capacity: 5,
        closed: false,
      },
    },
    'PUT /api/v1/Tariff/:key/allotments': {
      body: { partner: f.buyerSpace, from: '2027-03-01', to: '2027-03-31', units: 2, releaseDays: 7 },
    },
    'POST /api/v1/Booking': {
      body: {
        space: f.buyerSpace,
        tariff: f.published,
        date: '2027-03-02',
        adults: 2,
        children: 0,
        units: 1,
        note: 'n',
      },
    },
    'POST /api/v1/Booking/:key/:move': { body: { reason: '理由' } },
    'POST /api/v1/Booking/:key/amend-preview': {
      body: {
        date: '2027-03-03',
        to: '2027-03-03',
        adults: 3,
        children: 1,
        bands: { elementary: 1 },
        units: 1,
      },
    },
    'POST /api/v1/Booking/query': {
      body: { filter: { state: 'pending' }, sort: [{ field: 'date', order: 'asc' }], limit: 10 },
      free: [['filter']],
    },
    'POST /api/v1/Booking/aggregate': {
      body: { filter: {}, groupBy: ['state'], metrics: [{ op: 'count' }, { op: 'sum', field: 'total' }] },
      free: [['filter']],
    },
    'POST /api/v1/Statement/build': { body: { space: f.corporate, month: '2026-11', partner: f.buyerSpace } },
    'PUT /api/v1/Statement/settings': { body: { space: f.corporate, rounding: 'half_up' } },
    'POST /api/v1/Statement/:key/:move': {
      body: {
        rounding: 'half_up',
        fxRate: '150.25',
        add: [
          { date: '2026-11-30', description: '送迎', amount: 5500, taxClass: 'standard', reason: '追加' },
        ],
        remove: [1],
        marks: [{ line: 1, taxClass: 'reduced' }],
      },
    },
    'POST /api/v1/Statement/query': {
      body: { filter: { state: 'draft' }, sort: [{ field: 'month', order: 'desc' }], limit: 10 },
      free: [['filter']],
    },
    'POST /api/v1/Statement/aggregate': {
      body: { filter: {}, groupBy: ['state'], metrics: [{ op: 'count' }, { op: 'sum', field: 'total' }] },
      free: [['filter']],
    },
    'POST /api/v1/Agreement': { body: { partnership: f.partnership, ...agreementTerms(f.tariff) } },
    'PUT /api/v1/Agreement/:key': { body: agreementTerms(f.tariff) },
    'PATCH /api/v1/Agreement/:key/:state': { body: { note: 'n' } },
    'POST /api/messenger': {
      body: { space: f.corporate, q: 'ファズ', unread: false, archived: false, limit: 10 },
    },
    'POST /api/messenger/new': { body: { space: f.corporate, participants: [f.corporate], subject: '件名' } },
    'POST /api/messenger/:id': { body: { text: 'こんにちは', attachments: [f.attachment] } },
    'PATCH /api/messenger/:id/read': { body: { message: f.message } },
    'PATCH /api/messenger/:id/archive': { body: { space: f.corporate } },
    'PATCH /api/messenger/:id/unarchive': { body: { space: f.corporate } },
    'POST /api/messenger/inquiries': {
      body: {
        space: f.corporate,
        tariff: f.published,
        date: '2027-03-01',
        adults: 2,
        children: 0,
        units: 1,
        note: 'n',
      },
    },
    'PATCH /api/messenger/inquiries/:key/confirm': {
      body: { total: 1000, reason: '理由', expiresInHours: 24 },
    },
    'PATCH /api/messenger/inquiries/:key/decline': { body: { reason: '理由' } },
    'PATCH /api/messenger/inquiries/:key/counter': {
      body: { adults: 3, reason: '理由', expiresInHours: 24 },
    },
    'PATCH /api/messenger/inquiries/:key/accept': { body: { reason: '理由' } },
    'PATCH /api/messenger/inquiries/:key/withdraw': { body: { reason: '理由' } },
    'PATCH /api/messenger/inquiries/:key/decline-counter': { body: { reason: '理由' } },
    'POST /api/v1/Review': { body: { tariff: f.reviewedTariff, space: f.buyerSpace, ...reviewContent } },
    'PUT /api/v1/Review/:key': { body: reviewContent },
    'PATCH /api/v1/Review/:key/:state': { body: { reason: '理由' } },
    'POST /api/v1/Review/:key/reply': { body: { text: 'ありがとうございます' } },
    'POST /api/v1/Review/query': {
      body: { filter: { state: 'pending' }, sort: [{ field: 'rating', order: 'desc' }], limit: 10 },
      free: [['filter']],
    },
    'POST /api/v1/Review/aggregate': {
      body: { filter: {}, groupBy: ['rating'], metrics: [{ op: 'count' }, { op: 'avg', field: 'rating' }] },
      free: [['filter']],
    },
    'POST /api/doc/:db': { body: fuzzNote(f.tariff) },
    'PUT /api/doc/:db/:id': { body: fuzzNote(f.tariff) },
    'PUT /api/acl/:id': { body: { acl: { space: f.personal, permission: 'read' } } },
    'DELETE /api/acl/:id': { body: { acl: { space: f.personal } } },
    'PUT /api/v1/Guide/:key/profile': { body: fuzzGuideProfile },
    'PATCH /api/v1/Guide/:key/profile': { body: { rates: { fullDay: 30000 }, regions: ['26', '27'] } },
    'PUT /api/v1/Guide/:key/availability': {
      body: { from: '2027-05-01', to: '2027-05-31', unavailable: ['2027-05-03'] },
    },
    'POST /api/v1/Guide/search': {
      body: {
        text: '茶',
        languages: ['en'],
        prefecture: '26',
        licence: ['national'],
        from: '2027-05-01',
        to: '2027-05-03',
        maxRate: 40000,
        sort: 'rate',
        limit: 10,
      },
    },
    'POST /api/v1/Guide/query': {
      body: { filter: { language: 'en' }, sort: [{ field: 'rates.fullDay', order: 'asc' }], limit: 10 },
      free: [['filter']],
    },
    'POST /api/guide/aggregate': {
      body: {
        filter: {},
        groupBy: ['language'],
        metrics: [{ op: 'count' }, { op: 'avg', field: 'rates.fullDay' }],
      },
      free: [['filter']],
    },
    'POST /api/v1/Job': { body: { space: f.buyerSpace, ...fuzzJob() } },
    'PUT /api/v1/Job/:key': { body: fuzzJob() },
    'PATCH /api/v1/Job/:key': { body: { groupSize: 12, languages: ['en', 'ja'] } },
    'POST /api/v1/Job/query': {
      body: { filter: { state: 'open' }, sort: [{ field: 'dates.from', order: 'asc' }], limit: 10 },
      free: [['filter']],
    },
    'POST /api/v1/Job/aggregate': {
      body: { filter: {}, groupBy: ['state'], metrics: [{ op: 'count' }, { op: 'sum', field: 'groupSize' }] },
      free: [['filter']],
    },
    'POST /api/v1/Job/:key/complete': { body: {} },
    'POST /api/v1/Job/:key/cancel': { body: { reason: '理由' } },
    'POST /api/v1/Job/:key/accept-offer': { body: {} },
    'POST /api/v1/Job/:key/decline-offer': { body: { reason: '理由' } },
    'POST /api/v1/Job/:key/applications': { body: { guide: f.guide, message: 'ファズ', fee: 30000 } },
    'POST /api/v1/Job/:key/applications/:id/accept': { body: {} },
    'POST /api/v1/Job/:key/applications/:id/withdraw': { body: {} },
    'POST /api/v1/Job/:key/conversation': { body: { guide: f.guide } },
    'POST /api/doc/proposals/:id/link': { body: { exp: new Date(Date.now() + 86_400_000).toISOString() } },
    // OpenID4VC: records the fuzz caller does not hold, so even noise that stays valid is refused.
    'POST /core/wallet/offer': { body: { credential: '00000000-0000-4000-8000-0000000000f1' } },
    'POST /core/issue/offer': { body: { application: '00000000-0000-4000-8000-0000000000f2' } },
    'POST /core/proof/oid4vp': {
      body: {
        dcql: { credentials: [{ id: 'q', format: 'dc+sd-jwt', meta: { vct_values: ['https://x/vct/a'] } }] },
        purpose: { jp: '確認', en: 'Check' },
      },
      free: [['dcql']],
    },
    'POST /core/proof/oid4vp-result': { body: { id: 'vp_fuzz-nothing' } },
  };
}

/** The credential calls; DCQL queries and JSON Schemas are JSON-free subtrees (an array index is a valid path). */
function credentialSeeds(app: FastifyInstance, f: Fixtures): Record<string, Seed> {
  const vct = licensedGuide(app);
  const dcql = fuzzDcql(app);
  const texts = { jp: '種類', en: 'Type' };
  return {
    'POST /core/schema/list': { body: { enabled: true } },
    'POST /core/schema/issuers': { body: { vct } },
    'POST /core/schema/meta': { body: { vct } },
    'POST /core/schema/get': { body: { vct, version: 1 } },
    'POST /core/schema/enable': { body: { vct } },
    'POST /core/schema/disable': { body: { vct } },
    'POST /core/schema/publish': {
      body: {
        vct: `${app.config.publicUrl}/vct/fuzz-type`,
        name: texts,
        description: texts,
        claims: { type: 'object', properties: { a: { type: 'string' } } },
        display: { a: texts },
        disclosable: ['a'],
        validityDays: 30,
        issuers: ['admin'],
        dataset: 'raw',
        schema_only: false,
        revoke: false,
      },
      free: [['claims']],
    },
    'POST /core/issue/pref': { body: { set: { display: texts, validityDays: 30 } } },
    'POST /core/issue/data0': { body: { vct, claims: fuzzGuideClaims, evidence: [f.stored] } },
    'POST /core/issue/data1': {
      body: { id: f.credentialApplication, decision: 'approve', claims: fuzzGuideClaims, reason: '確認済み' },
    },
    'POST /core/issue/list': { body: { role: 'issuer', state: 'pending' } },
    'POST /core/issue/get': { body: { id: f.credentialApplication } },
    'POST /core/issue/revoke': { body: { credential: f.credential, reason: '理由' } },
    'POST /core/wallet/list': { body: {} },
    'POST /core/wallet/get': { body: { id: f.credential } },
    'POST /core/wallet/cred': { body: { id: f.credential } },
    'POST /core/wallet/issue': { body: { sdjwt: 'eyJhbGciOiJFUzI1NiJ9.e30.sig~' } },
    'POST /core/wallet/matches': { body: { request: f.presentationRequest } },
    'POST /core/wallet/query': { body: { dcql }, free: [['dcql']] },
    'POST /core/wallet/proof': { body: { state: 'pending' } },
    'POST /core/wallet/proof2': { body: { request: f.presentationRequest, reason: '理由' } },
    'POST /core/wallet/present': { body: { request: f.presentationRequest, credential: f.credential } },
    'POST /core/query/request': {
      body: { holder: f.guide, dcql, purpose: { jp: '確認', en: 'Check' } },
      free: [['dcql']],
    },
    'POST /core/query/list': { body: {} },
    'POST /core/query/get': { body: { id: f.presentationRequest } },
    'POST /core/query/proof': { body: { id: f.presentationRequest } },
    'POST /core/query/wallet': { body: { holder: f.guide } },
    'POST /core/query/wallet-of': { body: { spaces: [f.guide, f.corporate] } },
    'POST /core/proof/request': { body: { dcql, holder: f.guide }, free: [['dcql']] },
    'POST /core/proof/present': {
      body: { request: f.presentationRequest, vp_token: 'eyJhbGciOiJFUzI1NiJ9.e30.sig~' },
    },
  };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write of the app API and the core service, read from the running app's guarded route list, so a route
 * added tomorrow is fuzzed without touching this file (with placeholder params and no seed body until one is
 * added above). Sign-in routes are not guarded routes: they create and end sessions, which is their purpose.
 */
export function writeTargets(app: FastifyInstance, f: Fixtures): Target[] {
  const seeded = seeds(app, f);
  return app.guardedRoutes
    .filter((r) => WRITES.has(r.method) && (r.url.startsWith('/api/') || r.url.startsWith('/core/')))
    .map((r) => {
      const seed = seeded[`${r.method} ${r.url}`];
      return {
        method: r.method,
        route: r.url,
        params: paramsOf(r.url, f),
        ...(seed ? { body: seed.body, free: seed.free ?? [] } : {}),
        ...(r.method === 'POST' && (r.url === '/api/ipfs' || r.url.endsWith('/attachments'))
          ? { upload: true }
          : {}),
      };
    });
}

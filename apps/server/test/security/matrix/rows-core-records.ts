import { randomUUID } from 'node:crypto';
import type { Caller, Fixture, Party, Row } from './table.ts';

/**
 * A file of the caller's: a person's own upload; for an API key, one stored for its space (a key acts for its
 * space, not for the person who made it).
 */
async function ownFile(party: Party, fx: Fixture, caller: Caller) {
  if (!caller.name.startsWith('key')) return party.person.file;
  const bytes = new TextEncoder().encode(`matrix file of ${party.world?.corporate} ${randomUUID()}`);
  const saved = await fx.app.storage.save({
    bytes,
    type: 'text/plain',
    enc: false,
    createdBy: 'matrix',
    space: party.world?.corporate ?? null,
  });
  return saved.hash;
}

const core = (call: string, body: unknown) => ({ url: `/core/${call}`, body });
const NO_NOTIFICATION = '00000000-0000-4000-8000-00000000e002';
/** A well-formed CID (of the text "hello") that the matrix never stores. */
const NO_FILE = 'bafkreibm6jg3ux5qumhcn2b3flc3tyu6dmlb4xa7u5bf44yegnrjhc4yeq';

/** Notifications, short links and stored files: records of one person, addressed by key, hash or short id. */
export const coreRecordRows: Row[] = [
  {
    route: 'POST /core/notify/new',
    record: (party) => party.person.sub,
    missing: 'mx-nobody-has-this-sub',
    probe: (key) => core('notify/new', { target: key, subject: 'お知らせ' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   403   403    403   403   200   403    403   403
      other   401   403   403   403    403   403   200   403    403   403
      absent  401   403   403   403    403   403   404   403    403   403`,
  },
  {
    route: 'POST /core/notify/list',
    record: (party) => party.person.sub,
    missing: 'mx-nobody-has-this-sub',
    probe: (key) => core('notify/list', { target: key }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   403   403   403    403   403   200   403    403   403
      absent  401   403   403   403    403   403   200   403    403   403`,
  },
  {
    route: 'POST /core/notify/list-all',
    probe: () => core('notify/list-all', {}),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   403   403   403    403   403   200   403    403   403`,
  },
  ...(['get', 'manage'] as const).map(
    (call): Row => ({
      route: `POST /core/notify/${call}`,
      record: (party) => party.person.notification,
      missing: NO_NOTIFICATION,
      probe: (key) => core(`notify/${call}`, call === 'get' ? { key } : { key, read: true }),
      expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
    }),
  ),
  {
    route: 'POST /core/notify/drop',
    record: (party, fx) => fx.fresh.notification(party.person),
    missing: NO_NOTIFICATION,
    probe: (key) => core('notify/drop', { key }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'GET /core/notify/events',
    stream: true,
    probe: () => ({ url: '/core/notify/events' }),
    // An API key has no notifications: refused before the stream begins (the core's 403 envelope).
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  {
    route: 'POST /core/shorturi/new',
    probe: () =>
      core('shorturi/new', { data: { tariff: 'tf_kyoto-ryokan-stay' }, exp: Date.now() + 3_600_000 }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  {
    // A short id is a capability: whoever holds it may read what it stands for.
    route: 'POST /core/shorturi/get',
    record: (party) => party.person.shortLink,
    missing: 'ZZZZZZZZZZ',
    probe: (key) => core('shorturi/get', { id: key }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   200   200   200    200   200   200   200    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'POST /core/shorturi/drop',
    record: (party, fx) => fx.fresh.shortLink(party.person),
    missing: 'ZZZZZZZZZZ',
    probe: (key) => core('shorturi/drop', { id: key }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  },
  {
    route: 'POST /core/storage/save',
    probe: () => core('storage/save', { file: Buffer.from('マトリクス').toString('base64'), enc: false }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   200`,
  },
  {
    // Content addressing: the hash is the capability (docs/product-decisions.md §7), like a short id.
    route: 'POST /core/storage/fetch',
    record: (party) => party.person.file,
    missing: NO_FILE,
    probe: (key) => core('storage/fetch', { hash: key }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    200   200
      other   401   200   200   200    200   200   200   200    200   200
      absent  401   404   404   404    404   404   404   404    404   404`,
  },
  {
    route: 'POST /api/ipfs',
    probe: () => ({ url: '/api/ipfs', body: 'マトリクスの画像', headers: { 'content-type': 'text/plain' } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   200`,
  },
  {
    // A plain upload is its uploader's (and its space's): knowing the hash of someone else's reads as absent.
    // Administrators read every one (tariff review, credential evidence).
    route: 'GET /api/ipfs/:hash',
    record: ownFile,
    missing: NO_FILE,
    probe: (key) => ({ url: `/api/ipfs/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    200   200
      other   401   404   404   404    404   404   200   404    404   404
      absent  401   404   404   404    404   404   404   404    404   404`,
  },
  {
    // What everyone is shown stays readable by everyone signed in: the image of a published tariff.
    route: 'GET /api/ipfs/:hash',
    variant: "a published tariff's image",
    record: (party) => party.world?.image,
    missing: NO_FILE,
    probe: (key) => ({ url: `/api/ipfs/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   200   200   200    200   200   200   200    200   200
      absent  401   404   404   404    404   404   404   404    404   404`,
  },
];

import { eq } from 'drizzle-orm';
import { spaces } from '../../../src/db/schema/index.ts';
import type { Fixture, Party, Row } from './table.ts';

const creates: Record<string, object> = {
  personal: { name: '京都 太郎', industry: 'creator', role: 'supplier', category: 'supplier' },
  corporate: { name: 'マトリクス旅館株式会社', industry: 'creator', role: 'supplier', category: 'supplier' },
  'v1/Guide': { name: '案内 太郎' },
};

/** A space a probe created would change the caller's access entries for every later row: it goes again. */
const dropCreated = async (fx: Fixture, cell: { body: unknown }) => {
  const key = (cell.body as { key?: string }).key;
  if (key) await fx.app.database.db.delete(spaces).where(eq(spaces.key, key));
};

/** One collection of docs/product.md §7 (`/api/personal`, `/api/corporate`, `/api/v1/Guide`) and one space of it. */
function collection(
  path: string,
  spaceOf: (party: Party) => string | undefined,
  tables: Record<string, string>,
) {
  const rows: Row[] = [
    {
      route: `POST /api/${path}`,
      probe: () => ({ url: `/api/${path}`, body: creates[path] }),
      undo: dropCreated,
      expect: tables.create ?? '',
    },
    {
      route: `GET /api/${path}`,
      probe: () => ({ url: `/api/${path}` }),
      expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
    },
    {
      route: `GET /api/${path}/:key`,
      record: spaceOf,
      missing: 'sp_mx-missing',
      probe: (key) => ({ url: `/api/${path}/${key}` }),
      expect: tables.read ?? '',
    },
    {
      route: `PATCH /api/${path}/:key`,
      record: spaceOf,
      missing: 'sp_mx-missing',
      // An empty change: an allowed probe leaves the space as it was.
      probe: (key) => ({ url: `/api/${path}/${key}`, body: {} }),
      expect: tables.change ?? '',
    },
  ];
  return rows;
}

const anyoneCreates = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`;

export const spaceRows: Row[] = [
  {
    route: 'GET /api/profile',
    probe: () => ({ url: '/api/profile' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    403   403`,
  },
  {
    // The base profile is one's own: no one, administrators included, edits another user's.
    route: 'PATCH /api/profile/:key',
    record: (party) => party.person.sub,
    missing: 'mx-nobody-has-this-sub',
    probe: (key) => ({ url: `/api/profile/${key}`, body: { furigana: 'マトリクス' } }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   200   200   200    403   403
      other   401   403   403   403    403   403   403   403    403   403
      absent  401   403   403   403    403   403   403   403    403   403`,
  },
  ...collection('personal', (party) => party.person.personal, {
    create: anyoneCreates,
    read: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   —      200   —     —     —      403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
    change: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   —      200   —     —     —      403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  }),
  ...collection('corporate', (party) => party.world?.corporate, {
    create: anyoneCreates,
    read: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   200    200   —     —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
    change: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     200   200   403    200   —     —     200    403   403
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  }),
  ...collection('v1/Guide', (party) => party.person.guide, {
    // docs/product-decisions.md §5: at most one guide space per user.
    create: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    409   409   200   200    403   403`,
    read: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     —     —      200   200   —     —      —     —
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
    change: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     —     —      200   200   —     —      —     —
      other   401   404   404   404    404   404   200   404    403   403
      absent  401   404   404   404    404   404   404   404    403   403`,
  }),
];

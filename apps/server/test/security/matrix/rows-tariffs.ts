import ExcelJS from 'exceljs';
import { tariffBody } from '../../tariffs/support.ts';
import type { Fixture, Party, Row } from './table.ts';

const NO_TARIFF = 'tf_mx-missing';
const NO_SPACE = 'sp_mx-missing';
const supplierCompany = (party: Party) =>
  party.world?.role === 'supplier' ? party.world.corporate : undefined;
const anyCompany = (party: Party) => party.world?.corporate;
const fresh = (kind: 'draft' | 'published' | 'submitted') => (party: Party, fx: Fixture) =>
  party.world?.role === 'supplier' ? fx.fresh[kind](party.world) : undefined;

/**
 * Changing a tariff: only its space's members. Buyer, guide and administrator fail the route's rule (403)
 * before the record is looked at; another supplier cannot read a draft (404, as if absent), and may read a
 * published tariff but not change it (403).
 */
const changeDraft = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    403   200
      other   401   403   404   404    404   403   403   404    403   404
      absent  401   403   404   404    404   403   403   404    403   404`;
const changePublished = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    403   200
      other   401   403   403   403    403   403   403   403    403   403
      absent  401   403   404   404    404   403   403   404    403   404`;

/** One write route on a fresh draft and on a fresh published tariff. */
const onBoth = (route: string, probe: Row['probe']): Row[] => [
  { route, variant: 'a draft', record: fresh('draft'), missing: NO_TARIFF, probe, expect: changeDraft },
  {
    route,
    variant: 'a published tariff',
    record: fresh('published'),
    missing: NO_TARIFF,
    probe,
    expect: changePublished,
  },
];

/** Creating in a space: a supplier's own; a space the caller is no member of reads as absent. */
const createIn = `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   200   200    200   —     —     200    403   200
      other   401   403   404   404    404   403   403   404    403   404
      absent  401   403   404   404    404   403   403   404    403   404`;

const readable = `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   200   200   200    200   200   200   200    200   200`;

export const tariffRows: Row[] = [
  {
    route: 'POST /api/v1/Tariff',
    record: anyCompany,
    missing: NO_SPACE,
    probe: (key) => ({ url: '/api/v1/Tariff', body: { space: key, ...tariffBody() } }),
    expect: createIn,
  },
  {
    route: 'GET /api/v1/Tariff',
    record: supplierCompany,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/v1/Tariff?space=${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   200   200   200    200   200   200   200    200   200
      absent  401   200   200   200    200   200   200   200    200   200`,
  },
  {
    route: 'GET /api/v1/Tariff/:key',
    variant: 'a draft',
    record: (party) => party.world?.draft,
    missing: NO_TARIFF,
    probe: (key) => ({ url: `/api/v1/Tariff/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   404   404   404    404   404   200   404    404   404
      absent  401   404   404   404    404   404   404   404    404   404`,
  },
  {
    route: 'GET /api/v1/Tariff/:key',
    variant: 'a published tariff',
    record: (party) => party.world?.published,
    missing: NO_TARIFF,
    probe: (key) => ({ url: `/api/v1/Tariff/${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   200   200   200    200   200   200   200    200   200
      absent  401   404   404   404    404   404   404   404    404   404`,
  },
  ...onBoth('PUT /api/v1/Tariff/:key', (key) => ({ url: `/api/v1/Tariff/${key}`, body: tariffBody() })),
  ...onBoth('PATCH /api/v1/Tariff/:key', (key) => ({
    url: `/api/v1/Tariff/${key}`,
    body: { tags: [{ jp: 'マトリクス', en: 'matrix' }] },
  })),
  ...onBoth('DELETE /api/v1/Tariff/:key', (key) => ({ url: `/api/v1/Tariff/${key}` })),
  // Rate-sheet work (docs/product-decisions.md §13) is a supplier's change of its own tariffs: the same rule.
  ...onBoth('POST /api/v1/Tariff/:key/next-year', (key) => ({
    url: `/api/v1/Tariff/${key}/next-year`,
    body: { preview: true },
  })),
  ...onBoth('POST /api/v1/Tariff/bulk-rates', (key) => ({
    url: '/api/v1/Tariff/bulk-rates',
    body: { tariffs: [key], change: { kind: 'amount', value: 100 }, rounding: 100 },
  })),
  {
    route: 'PATCH /api/tariff/:id/:state',
    variant: 'a draft submitted',
    record: fresh('draft'),
    missing: NO_TARIFF,
    probe: (key) => ({ url: `/api/tariff/${key}/submitted` }),
    // The administrator reads every draft, but submitting is the supplier's move.
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    403   200
      other   401   403   404   404    404   403   403   404    403   404
      absent  401   403   404   404    404   403   404   404    403   404`,
  },
  {
    route: 'PATCH /api/tariff/:id/:state',
    variant: 'a submitted tariff published',
    record: fresh('submitted'),
    missing: NO_TARIFF,
    probe: (key) => ({ url: `/api/tariff/${key}/published` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     403   403    403   —     —     403    403   403
      other   401   403   404   404    404   403   200   404    403   404
      absent  401   403   404   404    404   403   404   404    403   404`,
  },
  {
    route: 'GET /api/tariff/:id/audit',
    variant: 'of a draft',
    record: (party) => party.world?.draft,
    missing: NO_TARIFF,
    probe: (key) => ({ url: `/api/tariff/${key}/audit` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   403   404   404    404   403   200   404    404   404
      absent  401   403   404   404    404   403   404   404    404   404`,
  },
  {
    route: 'GET /api/tariff/:id/audit',
    variant: 'of a published tariff',
    record: (party) => party.world?.published,
    missing: NO_TARIFF,
    probe: (key) => ({ url: `/api/tariff/${key}/audit` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     200   200    200   —     —     200    200   200
      other   401   403   403   403    403   403   200   403    403   403
      absent  401   403   404   404    404   403   404   404    404   404`,
  },
  {
    route: 'GET /api/tariff/admin/queue',
    probe: () => ({ url: '/api/tariff/admin/queue' }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      any     401   403   403   403    403   403   200   403    403   403`,
  },
  {
    route: 'PATCH /api/tariff/admin/:id',
    record: fresh('draft'),
    missing: NO_TARIFF,
    probe: (key) => ({
      url: `/api/tariff/admin/${key}`,
      body: { changes: { tags: [{ jp: '訂正', en: '' }] }, note: 'マトリクス' },
    }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     —     403   403    403   —     —     403    403   403
      other   401   403   403   403    403   403   200   403    403   403
      absent  401   403   403   403    403   403   404   403    403   403`,
  },
  {
    route: 'POST /api/v1/Tariff/query',
    probe: () => ({ url: '/api/v1/Tariff/query', body: { limit: 5 } }),
    expect: readable,
  },
  {
    route: 'POST /api/v1/Tariff/aggregate',
    probe: () => ({ url: '/api/v1/Tariff/aggregate', body: { groupBy: ['category'] } }),
    expect: readable,
  },
  {
    route: 'POST /api/v1/Tariff/search',
    probe: () => ({ url: '/api/v1/Tariff/search', body: { q: '京都' } }),
    expect: readable,
  },
  {
    route: 'GET /api/v1/Tariff/csv',
    record: anyCompany,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/v1/Tariff/csv?space=${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   200   200    200   —     —     200    200   200
      other   401   403   404   404    404   403   200   404    404   404
      absent  401   403   404   404    404   403   200   404    404   404`,
  },
  {
    route: 'POST /api/v1/Tariff/csv',
    record: anyCompany,
    missing: NO_SPACE,
    probe: (key) => ({ url: '/api/v1/Tariff/csv', body: { space: key, csv: CSV } }),
    expect: createIn,
  },
  // The workbook beside the CSV (docs/product-decisions.md §13): the same rules.
  {
    route: 'GET /api/v1/Tariff/xlsx',
    record: anyCompany,
    missing: NO_SPACE,
    probe: (key) => ({ url: `/api/v1/Tariff/xlsx?space=${key}` }),
    expect: `
              anon  buyer owner member rival guide admin client keyr  keyw
      own     —     403   200   200    200   —     —     200    200   200
      other   401   403   404   404    404   403   200   404    404   404
      absent  401   403   404   404    404   403   200   404    404   404`,
  },
  {
    route: 'POST /api/v1/Tariff/xlsx',
    record: anyCompany,
    missing: NO_SPACE,
    probe: (key) => ({ url: '/api/v1/Tariff/xlsx', body: { space: key, xlsx: XLSX } }),
    expect: createIn,
  },
];

const CSV = [
  'key,title_jp,title_en,category,prefecture,valid_from,valid_to,seasons,rates,cancellation,tags,tax_included,tax_rate',
  ',マトリクス,Matrix,activity,26,2027-01-01,2027-12-31,通常期=2027-01-01..2027-12-31,通常期;per_person;1-9;8000;4000,0:100,csv,true,10',
].join('\n');

/** The CSV row above as a workbook: an index naming T1, and T1 with one field per row. */
async function workbookOf(csv: string): Promise<string> {
  const [names = '', values = ''] = csv.split('\n');
  const book = new ExcelJS.Workbook();
  book.addWorksheet('index').addRows([['sheet'], ['T1']]);
  const sheet = book.addWorksheet('T1');
  sheet.addRow(['field', 'value']);
  const cells = values.split(',');
  names.split(',').forEach((name, i) => {
    sheet.addRow([name, cells[i] ?? '']);
  });
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const XLSX = await workbookOf(CSV);

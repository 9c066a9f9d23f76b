import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import type { TestUser } from '../sessions.ts';
import {
  call,
  createDraft,
  createPublished,
  expectOk,
  newAdmin,
  newSupplier,
  type Supplier,
  snapshot,
} from './support.ts';

/** The pricing dimensions (docs/product-decisions.md §12) the workbook carries beside the CSV's older fields. */
const ryokan = {
  title: { jp: '=旅館 一泊二食', en: '@Ryokan stay' },
  category: 'accommodation',
  validity: { from: '2027-01-01', to: '2027-12-31' },
  blackout: ['2027-12-31'],
  seasons: [{ name: { jp: '通常期', en: 'Regular' }, from: '2027-01-01', to: '2027-12-30' }],
  special_days: [{ name: { jp: 'お盆', en: 'Obon' }, from: '2027-08-12', to: '2027-08-16' }],
  marked_days: ['2027-05-02'],
  charges: { service_percent: 15, bath_tax: { per_night: 150, exempt_under_age: 12 }, lodging_tax: 'kyoto' },
  age_bands: [
    {
      key: 'elementary',
      name: { jp: '小学生', en: 'Elementary' },
      age_min: 6,
      age_max: 12,
      percent: 70,
      fixed: null,
      counts_for_occupancy: true,
    },
    {
      key: 'baby',
      name: { jp: '乳児', en: 'Baby' },
      age_min: 0,
      age_max: 2,
      percent: null,
      fixed: 0,
      counts_for_occupancy: false,
    },
  ],
  rates: [
    {
      season: '通常期',
      unit: 'per_person',
      pax_min: 1,
      pax_max: 4,
      adult: 22_000,
      child: 15_400,
      occupancy: 2,
      day_type: 'weekday',
      single_supplement: 5_000,
    },
    {
      season: '通常期',
      unit: 'per_person',
      pax_min: 1,
      pax_max: 4,
      adult: 26_000,
      child: null,
      occupancy: 2,
      day_type: 'holiday_eve',
      single_supplement: 5_000,
    },
    {
      season: null,
      unit: 'per_person',
      pax_min: 1,
      pax_max: 4,
      adult: 30_000,
      child: null,
      occupancy: 2,
      day_type: 'お盆',
      single_supplement: 6_000,
    },
  ],
};

const DOC_FIELDS = [
  'title',
  'category',
  'validity',
  'blackout',
  'seasons',
  'rates',
  'special_days',
  'marked_days',
  'charges',
  'age_bands',
  'tags',
  'cancellation',
  'tax',
];
const docOf = (tariff: Record<string, unknown>) => Object.fromEntries(DOC_FIELDS.map((f) => [f, tariff[f]]));

// docs/product-decisions.md §13: the workbook round trip and its refusals.
describeEachDatabase('tariff Excel export and import', (ctx) => {
  let supplier: Supplier;
  let admin: TestUser;

  beforeAll(async () => {
    supplier = await newSupplier(ctx.app, 'Excel株式会社');
    admin = await newAdmin(ctx.app);
  });

  async function exported(space: string): Promise<ExcelJS.Workbook> {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/Tariff/xlsx?space=${space}`,
      ...supplier.user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return book;
  }

  const sheetOf = (book: ExcelJS.Workbook, name: string) => {
    const sheet = book.getWorksheet(name);
    if (!sheet) throw new Error(`no sheet ${name}`);
    return sheet;
  };

  const upload = async (book: ExcelJS.Workbook) =>
    call(ctx.app, supplier.user, 'POST', '/api/v1/Tariff/xlsx', {
      space: supplier.space,
      xlsx: Buffer.from(await book.xlsx.writeBuffer()).toString('base64'),
    });

  it('[SUPPLIER] exports an index and a sheet per tariff that import back as identical tariffs', async () => {
    const draft = await createDraft(ctx.app, supplier, ryokan);
    const published = await createPublished(ctx.app, supplier, admin);
    const book = await exported(supplier.space);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['index', 'T1', 'T2']);
    expect(book.getWorksheet('index')?.getRow(2).values).toContain(draft.key);
    // The CSV's formula defusing: a title starting with = or @ is written behind an apostrophe.
    const titles = book.getWorksheet('T1')?.getRow(2);
    expect(titles?.getCell(1).value).toBe('key');
    const cells = (book.getWorksheet('T1')?.getColumn(2).values ?? []).map(String);
    expect(cells).toContain("'=旅館 一泊二食");
    expect(cells).toContain("'@Ryokan stay");

    // As exported: every tariff unchanged.
    const same = await expectOk(upload(book));
    expect(same.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });

    // Without keys: new drafts whose documents are the originals'.
    for (const name of ['T1', 'T2']) sheetOf(book, name).getCell(2, 2).value = '';
    const copies = await expectOk(upload(book));
    expect(copies.body).toMatchObject({ created: 2 });
    const list = await call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff?space=${supplier.space}&limit=10`);
    const byKey = new Map(list.body.items.map((t: { key: string }) => [t.key, t]));
    const [first, second] = copies.body.items.map((item: { key: string }) => byKey.get(item.key));
    expect(docOf(first)).toEqual(docOf(draft));
    expect(docOf(second)).toEqual(docOf(published));
  });

  it('refuses a malformed workbook naming sheet, row and column, and stores nothing', async () => {
    await createDraft(ctx.app, supplier, ryokan);
    const book = await exported(supplier.space);
    const sheet = sheetOf(book, 'T1');
    const ratesRow = sheet.getColumn(1).values.indexOf('rates');
    sheet.getCell(ratesRow, 2).value = '通常期;per_person;1-4;abc;';
    const before = await snapshot(ctx.app);
    const res = await upload(book);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('xlsx.cell_invalid');
    expect(res.body.error.params).toEqual({ sheet: 'T1', row: ratesRow, column: 'B' });
    expect(res.body.error.fields[0]).toMatchObject({
      field: `sheets.T1.${ratesRow}.B`,
      params: { field: 'rates' },
    });
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('refuses a formula, an unknown field, a missing sheet and a file that is no workbook', async () => {
    await createDraft(ctx.app, supplier, ryokan);
    const book = await exported(supplier.space);
    sheetOf(book, 'T1').getCell(3, 2).value = { formula: '1+1', result: 2 } as ExcelJS.CellValue;
    sheetOf(book, 'T1').addRow(['colour', 'red']);
    sheetOf(book, 'index').addRow(['T99']);
    const before = await snapshot(ctx.app);
    const res = await upload(book);
    expect(res.status).toBe(422);
    const places = res.body.error.fields.map((f: { field: string; rule: string }) => `${f.field}:${f.rule}`);
    expect(places).toEqual(
      expect.arrayContaining([
        'sheets.T1.3.B:xlsx_cell',
        expect.stringMatching(/^sheets\.index\.\d+\.A:unknown_sheet$/),
      ]),
    );
    const garbage = await call(ctx.app, supplier.user, 'POST', '/api/v1/Tariff/xlsx', {
      space: supplier.space,
      xlsx: Buffer.from('not a workbook').toString('base64'),
    });
    expect([garbage.status, garbage.body.error.code]).toEqual([422, 'xlsx.unreadable']);
    expect(await snapshot(ctx.app)).toBe(before);
  });
});

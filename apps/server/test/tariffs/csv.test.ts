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

const HEADER =
  'key,title_jp,title_en,category,prefecture,valid_from,valid_to,seasons,rates,cancellation,tags,tax_included,tax_rate';
const good = (title: string) =>
  `,${title},"${title}, English",activity,26,2027-01-01,2027-12-31,通常期=2027-01-01..2027-06-30|繁忙期=2027-07-01..2027-12-31,通常期;per_person;1-9;8000;4000|繁忙期;per_person;1-9;10000;5000,2:50|0:100,csv|test,true,10`;

describeEachDatabase('tariff CSV export and import', (ctx) => {
  let supplier: Supplier;
  let other: Supplier;
  let admin: TestUser;
  const importCsv = (user: TestUser, space: string, csv: string) =>
    call(ctx.app, user, 'POST', '/api/v1/Tariff/csv', { space, csv });

  beforeAll(async () => {
    supplier = await newSupplier(ctx.app, 'CSV株式会社');
    other = await newSupplier(ctx.app, '他社CSV株式会社');
    admin = await newAdmin(ctx.app);
  });

  it('imports valid rows as drafts, in one go', async () => {
    const res = await importCsv(
      supplier.user,
      supplier.space,
      `\uFEFF${HEADER}\r\n${good('一行目')}\r\n${good('二行目')}\r\n`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    const list = await call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff?space=${supplier.space}`);
    const first = list.body.items.find((t: { title: { jp: string } }) => t.title.jp === '一行目');
    expect(first).toMatchObject({
      state: 'draft',
      title: { en: '一行目, English' },
      // A file of the older format: one text for both languages.
      seasons: [{ name: { jp: '通常期', en: '通常期' } }, { name: { jp: '繁忙期', en: '繁忙期' } }],
      rates: [
        { season: '通常期', unit: 'per_person', pax_min: 1, pax_max: 9, adult: 8000, child: 4000 },
        expect.anything(),
      ],
      cancellation: [
        { days_before: 2, fee_percent: 50 },
        { days_before: 0, fee_percent: 100 },
      ],
      tags: [
        { jp: 'csv', en: 'csv' },
        { jp: 'test', en: 'test' },
      ],
    });
  });

  it('writes nothing when any row fails, and names each failing line and column (422)', async () => {
    const before = await snapshot(ctx.app);
    const csv = [
      HEADER,
      good('正しい行'),
      good('負の金額').replace('8000', '-5'),
      good('県コード').replace(',26,', ',48,'),
      good('形式').replace('2:50|0:100', '2-50'),
      good('期間').replace('2027-12-31,通常期', '2026-12-31,通常期'),
    ].join('\n');
    const res = await importCsv(supplier.user, supplier.space, csv);
    expect(res.status).toBe(422);
    const fields = res.body.error.fields.map((f: { field: string; rule: string }) => `${f.field}:${f.rule}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'lines.3.rates:too_small',
        'lines.4.prefecture:prefecture',
        'lines.5.cancellation:csv_format',
        'lines.6.valid_to:date_order',
      ]),
    );
    expect(fields.some((f: string) => f.startsWith('lines.2.'))).toBe(false);
    expect(await snapshot(ctx.app)).toBe(before);
  });

  it('answers csv.row_invalid naming the first bad row and column, each issue with its row and column', async () => {
    const csv = [HEADER, good('正しい行'), good('負の金額').replace('8000', '-5')].join('\n');
    const res = await importCsv(supplier.user, supplier.space, csv);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'csv.row_invalid', params: { row: 3, column: 'rates' } });
    expect(res.body.error.fields).toEqual([
      expect.objectContaining({
        field: 'lines.3.rates',
        rule: 'too_small',
        params: expect.objectContaining({ row: 3, column: 'rates', path: 'rates.0.adult' }),
      }),
    ]);
    const overlap = good('重なり').replace('繁忙期=2027-07-01', '繁忙期=2027-06-01');
    const seasons = await importCsv(supplier.user, supplier.space, [HEADER, overlap].join('\n'));
    expect(seasons.body.error).toMatchObject({
      code: 'csv.row_invalid',
      params: { row: 2, column: 'seasons' },
    });
    expect(seasons.body.error.fields[0]).toMatchObject({
      rule: 'overlap',
      params: { row: 2, column: 'seasons', other: 1, name: '通常期' },
    });
    const header = await importCsv(supplier.user, supplier.space, `${HEADER},price\n${good('x')},1`);
    expect(header.body.error).toMatchObject({
      code: 'csv.header_invalid',
      params: { row: 1, column: 'price' },
    });
  });

  it('reads and writes season names and tags in both languages, in columns of their own', async () => {
    const mine = await newSupplier(ctx.app, '二か国語CSV株式会社');
    const header = `${HEADER.replace(',tags,', ',tags_jp,tags_en,')},season_name_jp,season_name_en`;
    const row = good('二か国語')
      .replace(
        '通常期=2027-01-01..2027-06-30|繁忙期=2027-07-01..2027-12-31',
        '2027-01-01..2027-06-30|2027-07-01..2027-12-31',
      )
      .replace(',csv|test,', ',温泉|京都,hot spring|,')
      .concat(',通常期|繁忙期,Regular|Peak');
    const imported = await expectOk(importCsv(mine.user, mine.space, `${header}\n${row}`));
    const key = imported.body.items[0].key;
    const read = (await call(ctx.app, mine.user, 'GET', `/api/v1/Tariff/${key}`)).body;
    expect(read.seasons.map((s: { name: unknown }) => s.name)).toEqual([
      { jp: '通常期', en: 'Regular' },
      { jp: '繁忙期', en: 'Peak' },
    ]);
    expect(read.tags).toEqual([
      { jp: '温泉', en: 'hot spring' },
      { jp: '京都', en: '' },
    ]);
    // A rate may name its season in either language.
    expect(read.rates[0].season).toBe('通常期');
    const exported = (await call(ctx.app, mine.user, 'GET', `/api/v1/Tariff/csv?space=${mine.space}`)).body;
    expect(exported).toContain('2027-01-01..2027-06-30|2027-07-01..2027-12-31');
    expect(exported).toContain('通常期|繁忙期,Regular|Peak');
    expect(exported).toContain('温泉|京都,hot spring|');
    const before = await snapshot(ctx.app);
    const again = await expectOk(importCsv(mine.user, mine.space, exported));
    expect(again.body).toMatchObject({ unchanged: 1 });
    expect(await snapshot(ctx.app)).toBe(before);
    const extra = await importCsv(
      mine.user,
      mine.space,
      `${header}\n${row.replace('Regular|Peak', 'A|B|C')}`,
    );
    expect(extra.body.error.fields[0]).toMatchObject({ field: 'lines.2.season_name_en', rule: 'csv_format' });
  });

  it('refuses unknown columns, broken quotes, foreign keys and repeated keys, writing nothing', async () => {
    const before = await snapshot(ctx.app);
    const foreign = await createDraft(ctx.app, other);
    const snapshotWithForeign = await snapshot(ctx.app);
    expect(snapshotWithForeign).not.toBe(before);
    const cases: [string, string][] = [
      [`${HEADER},price\n${good('x')},1`, 'lines.1.price:unknown_column'],
      [`${HEADER}\n"${good('x')}`, 'lines.2:csv_syntax'],
      [`${HEADER}\n${foreign.key}${good('x')}`, 'lines.2.key:unknown_key'],
      [`${HEADER}\n${good('x')},extra`, 'lines.2:column_count'],
      [HEADER, 'lines.1:required'],
    ];
    for (const [csv, expected] of cases) {
      const res = await importCsv(supplier.user, supplier.space, csv);
      expect(res.status, expected).toBe(422);
      expect(
        res.body.error.fields.map((f: { field: string; rule: string }) => `${f.field}:${f.rule}`),
        expected,
      ).toContain(expected);
    }
    expect(await snapshot(ctx.app)).toBe(snapshotWithForeign);
    expect((await importCsv(other.user, supplier.space, `${HEADER}\n${good('x')}`)).status).toBe(404);
  });

  it('exports the space as CSV that imports back unchanged, and edits by key', async () => {
    const mine = await newSupplier(ctx.app, 'ラウンドトリップ株式会社');
    const draft = await createDraft(ctx.app, mine, {
      title: { jp: '=SUM(A1)', en: 'Formula, "quoted"\nnewline' },
    });
    const published = await createPublished(ctx.app, mine, admin);
    const exported = await call(ctx.app, mine.user, 'GET', `/api/v1/Tariff/csv?space=${mine.space}`);
    expect(exported.status).toBe(200);
    expect(exported.body.startsWith('\uFEFFkey,title_jp')).toBe(true);
    expect(exported.body).toContain(`${draft.key},'=SUM(A1)`);
    const before = await snapshot(ctx.app);
    const again = await expectOk(importCsv(mine.user, mine.space, exported.body));
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await snapshot(ctx.app)).toBe(before);
    // Changing a cell edits the tariff: the published one gets a pending version.
    const edited = exported.body.replace('Arashiyama bamboo grove walk', 'Bamboo walk (CSV)');
    const res = await expectOk(importCsv(mine.user, mine.space, edited));
    expect(res.body).toMatchObject({ updated: 1, unchanged: 1 });
    const after = (await call(ctx.app, mine.user, 'GET', `/api/v1/Tariff/${published.key}`)).body;
    expect(after.title.en).toBe('Arashiyama bamboo grove walk');
    expect(after.pending).toMatchObject({
      state: 'draft',
      version: 2,
      doc: { title: { en: 'Bamboo walk (CSV)' } },
    });
    // Another supplier's space reads as absent.
    expect((await call(ctx.app, other.user, 'GET', `/api/v1/Tariff/csv?space=${mine.space}`)).status).toBe(
      404,
    );
  });

  it("keeps a tariff's booking terms through an export and an edited import (the CSV has no column for them)", async () => {
    const mine = await newSupplier(ctx.app, '予約条件CSV株式会社');
    const booking = { holdMinutes: 45, feeSchedule: { tiers: [{ daysBefore: 3, percent: 50 }] } };
    const draft = await createDraft(ctx.app, mine, { booking });
    const exported = await call(ctx.app, mine.user, 'GET', `/api/v1/Tariff/csv?space=${mine.space}`);
    const again = await expectOk(importCsv(mine.user, mine.space, exported.body));
    expect(again.body).toMatchObject({ updated: 0, unchanged: 1 });
    const edited = exported.body.replace('Arashiyama bamboo grove walk', 'Bamboo walk with terms');
    expect(await expectOk(importCsv(mine.user, mine.space, edited))).toMatchObject({ body: { updated: 1 } });
    const after = (await call(ctx.app, mine.user, 'GET', `/api/v1/Tariff/${draft.key}`)).body;
    expect(after.title.en).toBe('Bamboo walk with terms');
    expect(after.booking).toEqual(booking);
  });
});

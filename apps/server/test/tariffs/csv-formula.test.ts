import { expect, it } from 'vitest';
import { parseCsv } from '../../src/modules/tariffs/service/csv/parse.ts';
import { describeEachDatabase } from '../helper.ts';
import { call, createDraft, expectOk, newSupplier, snapshot } from './support.ts';

const texts = {
  title: { jp: '＝１＋１', en: "'=already quoted" },
  summary: { jp: '+cmd|/C calc!A0', en: '-2+3' },
  description: { jp: '@SUM(A1:A9)', en: '=HYPERLINK("http://evil.example","click")' },
  inclusions: { jp: '－１＋１', en: '＠SUM(A1)' },
  area: { jp: '＋京都', en: 'Kyoto' },
  tags: [
    { jp: '=tag', en: '@tag' },
    { jp: 'safe', en: 'safe' },
  ],
};

describeEachDatabase('tariff CSV export against formula injection', (ctx) => {
  it('exports every text cell a spreadsheet would run as a formula behind an apostrophe', async () => {
    const supplier = await newSupplier(ctx.app, '数式株式会社');
    const draft = await createDraft(ctx.app, supplier, texts);
    const exported = await call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff/csv?space=${supplier.space}`);
    expect(exported.status).toBe(200);
    const [header, row] = parseCsv(exported.body);
    const cell = (name: string) => row?.cells[header?.cells.indexOf(name) ?? -1];
    expect(cell('key')).toBe(draft.key);
    expect(cell('title_jp')).toBe("'＝１＋１");
    expect(cell('title_en')).toBe("''=already quoted");
    expect(cell('summary_jp')).toBe("'+cmd|/C calc!A0");
    expect(cell('summary_en')).toBe("'-2+3");
    expect(cell('description_jp')).toBe("'@SUM(A1:A9)");
    expect(cell('description_en')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cell('inclusions_jp')).toBe("'－１＋１");
    expect(cell('inclusions_en')).toBe("'＠SUM(A1)");
    expect(cell('area_jp')).toBe("'＋京都");
    expect(cell('tags_jp')).toBe("'=tag|safe");
    expect(cell('tags_en')).toBe("'@tag|safe");
    expect(cell('area_en')).toBe('Kyoto');
    // Numbers stay numbers: nothing numeric gains an apostrophe.
    expect(cell('tax_rate')).toBe('10');
    expect(cell('rates')).toMatch(/^通常期;per_person;1-9;8000;4000\|/);
    for (const cells of [header, row])
      for (const value of cells?.cells ?? []) expect(value).not.toMatch(/^[=+\-@\t\r＝＋－＠]/);
  });

  it('imports its own export back unchanged, and strips the guard from a file written by hand', async () => {
    const supplier = await newSupplier(ctx.app, '往復数式株式会社');
    const draft = await createDraft(ctx.app, supplier, texts);
    const exported = await call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff/csv?space=${supplier.space}`);
    const before = await snapshot(ctx.app);
    const again = await expectOk(
      call(ctx.app, supplier.user, 'POST', '/api/v1/Tariff/csv', {
        space: supplier.space,
        csv: exported.body,
      }),
    );
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(await snapshot(ctx.app)).toBe(before);
    const read = await call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff/${draft.key}`);
    expect(read.body).toMatchObject(texts);

    const csv = `key,title_jp,title_en,category,prefecture,valid_from,valid_to,seasons,rates
,'=typed by hand,'＠mention,activity,26,2027-01-01,2027-12-31,通常期=2027-01-01..2027-12-31,通常期;per_person;1-9;8000;
`;
    const imported = await expectOk(
      call(ctx.app, supplier.user, 'POST', '/api/v1/Tariff/csv', { space: supplier.space, csv }),
    );
    const key = imported.body.items[0].key;
    const created = await call(ctx.app, supplier.user, 'GET', `/api/v1/Tariff/${key}`);
    expect(created.body.title).toEqual({ jp: '=typed by hand', en: '＠mention' });
  });
});

import type { Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * the server refuses with a stable code and, per field, a rule; the web words them in the
 * reader's language. On /jp a supplier's refused tariff and a refused CSV import read in Japanese, naming the
 * field and the line; on /en the same in English — and never in the server's own English `message`.
 */

const run = Date.now().toString(36);

// Hiragana, katakana or kanji: a text in Japanese has some; an English one none.
const japanese = /[\u3040-\u30ff\u3400-\u9fff]/;

const ui = {
  jp: {
    newTariff: '新しいタリフ',
    titleJp: 'タイトル（日本語）',
    titleEn: 'タイトル（英語）',
    category: 'カテゴリー',
    prefecture: '都道府県',
    validFrom: '有効期間の開始日',
    validTo: '有効期間の終了日',
    save: '保存する',
    created: 'タリフを作成しました。',
    submit: '審査に提出',
    rates: '料金一覧',
    csvFile: '取り込むCSVファイル',
    importCsv: 'CSVを取り込む',
    nothingSaved: '何も保存されていません',
  },
  en: {
    newTariff: 'New tariff',
    titleJp: 'Title (Japanese)',
    titleEn: 'Title (English)',
    category: 'Category',
    prefecture: 'Prefecture',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    save: 'Save',
    created: 'The tariff has been created.',
    submit: 'Submit for review',
    rates: 'Rate table',
    csvFile: 'CSV file to import',
    importCsv: 'Import CSV',
    nothingSaved: 'nothing has been saved',
  },
} as const;

type Locale = keyof typeof ui;

/** The reader's language: Japanese script on /jp, none on /en (where it must still be words, not a code). */
function expectLanguage(text: string, locale: Locale) {
  if (locale === 'jp') expect(text).toMatch(japanese);
  else {
    expect(text).not.toMatch(japanese);
    expect(text).toMatch(/[a-z]{3}/i);
  }
}

/**
 * A draft without rates is valid; submitting it for review is refused by the server alone (the browser checks
 * the document, not the review rule), naming the field `rates` — so this message comes from a server refusal.
 */
async function refusedSubmit(page: Page, locale: Locale) {
  const t = ui[locale];
  await page.getByRole('link', { name: t.newTariff }).first().click();
  await page.getByLabel(t.titleJp, { exact: true }).fill(`茶道体験 ${run} ${locale}`);
  await page.getByLabel(t.titleEn, { exact: true }).fill(`Tea ceremony ${run} ${locale}`);
  await page.getByLabel(t.category, { exact: true }).selectOption('activity');
  await page.getByLabel(t.prefecture, { exact: true }).selectOption('26');
  await page.getByLabel(t.validFrom, { exact: true }).fill('2026-01-01');
  await page.getByLabel(t.validTo, { exact: true }).fill('2026-12-31');
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.created)).toBeVisible();

  const submitted = page.waitForResponse(
    (response) => /\/api\/tariff\/tf_[^/]+\/submit$/.test(response.url()) && response.status() >= 400,
  );
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  const refusal = (await (await submitted).json()) as {
    error: { code: string; message: string; fields?: { field: string; message: string }[] };
  };

  // Beside the rate table: the field the server named, in the reader's words, not the server's.
  const beside = page.getByRole('group', { name: t.rates }).locator('.invalid-feedback');
  await expect(beside).toBeVisible();
  const text = (await beside.textContent()) ?? '';
  expectLanguage(text, locale);
  for (const issue of refusal.error.fields ?? []) expect(text).not.toContain(issue.message);
  const alert = (await page.getByTestId('editor-refusal').textContent()) ?? '';
  expectLanguage(alert, locale);
  expect(alert).not.toContain(refusal.error.message);
}

/** A file whose second line names no real prefecture (99) and lacks what a tariff needs: nothing is imported. */
async function refusedImport(page: Page, locale: Locale) {
  const t = ui[locale];
  await page.goto(`/${locale}/tariff/list`);
  const csv = `key,title_jp,title_en,category,prefecture\n,茶道 ${run},Tea ${run},activity,99\n`;
  await page.getByLabel(t.csvFile).setInputFiles({
    name: 'tariffs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  const imported = page.waitForResponse((response) => /\/api\/v1\/Tariff\/csv$/.test(response.url()));
  await page.getByRole('button', { name: t.importCsv }).click();
  const refusal = (await (await imported).json()) as {
    error: { fields?: { field: string; message: string }[] };
  };
  expect(refusal.error.fields?.length ?? 0).toBeGreaterThan(0);

  const table = page.getByTestId('csv-errors');
  await expect(table).toBeVisible();
  await expect(page.getByText(t.nothingSaved)).toBeVisible();
  expectLanguage((await table.locator('caption').textContent()) ?? '', locale);
  // The line and the column the problem is in, and what is wrong in the reader's language.
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'prefecture', exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText('2');
  const problem = (await cells.nth(2).textContent()) ?? '';
  expectLanguage(problem, locale);
  const serverWords = refusal.error.fields?.find((issue) => issue.field === 'lines.2.prefecture')?.message;
  if (serverWords) expect(problem).not.toContain(serverWords);
}

for (const locale of ['jp', 'en'] as const) {
  test.describe(`[SUPPLIER][ERROR_LANGUAGE] refusals on /${locale}`, () => {
    test(`a refused tariff and a refused CSV import read in ${locale === 'jp' ? 'Japanese' : 'English'}`, async ({
      page,
    }) => {
      await signInAt(page, `/${locale}/tariff/list`, 'supplier@example.com');
      await refusedSubmit(page, locale);
      await refusedImport(page, locale);
    });
  });
}

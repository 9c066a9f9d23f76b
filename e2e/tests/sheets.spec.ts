import type { Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { openDropdown } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

/**
 * Working with rate sheets (docs/product-decisions.md §13), in Japanese: the ryokan's supplier copies its stay to
 * the next year (the moved dates shown first), then raises the copy's 休前日 rates by 5 % in bulk, checking the
 * preview's before and after, and finds the new rates in the tariff.
 */

const RYOKAN = 'tf_kyoto-ryokan-stay';
const COMPANY = '京都旅館株式会社';

/** "¥24,000 → ¥25,200" as two numbers. */
function beforeAfter(text: string): [number, number] {
  const [before, after] = text.split('→').map((part) => Number(part.replace(/[^\d]/g, '')));
  return [before ?? Number.NaN, after ?? Number.NaN];
}

async function copyToNextYear(page: Page): Promise<string> {
  await page.goto(`/tariff/list/${RYOKAN}`);
  await page.getByTestId('next-year-button').click();
  const dialog = page.getByTestId('next-year-dialog');
  const diff = dialog.getByTestId('next-year-diff');
  // The validity's first night moves from a Thursday to a Friday: its 休前日 status is the server's to derive.
  await expect(diff.getByRole('row', { name: /有効期間 開始日/ })).toContainText('2026年10月1日（木）');
  await expect(diff.getByRole('row', { name: /有効期間 開始日/ })).toContainText('2027年10月1日（金）');
  await dialog.getByRole('button', { name: 'コピーを保存' }).click();
  // Saving prices the new draft's search runs (docs/product-decisions.md §12): on a busy machine that takes a while.
  await expect(page.getByText('次年度のコピーを下書きとして作成しました。')).toBeVisible({ timeout: 30_000 });
  await expect(page).not.toHaveURL(new RegExp(RYOKAN));
  const key = /\/tariff\/list\/(tf_[\w-]+)/.exec(page.url())?.[1];
  if (!key) throw new Error(`no tariff key in ${page.url()}`);
  // A Japanese page shows the date as YYYY/MM/DD (the form keeps YYYY-MM-DD).
  await expect(page.getByLabel('有効期間の開始日')).toHaveValue('2027/10/01');
  return key;
}

test.describe('[SUPPLIER][SHEETS] copy the ryokan stay to next year and raise its 休前日 rates', () => {
  test('[SUPPLIER] copies with the diff shown, then changes 休前日 rates by 5 % with a preview', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInAt(page, '/tariff/list', 'supplier@example.com');
    await openDropdown(page.getByTestId('space-switcher-toggle'));
    await page.getByTestId('space-option').filter({ hasText: COMPANY }).click();
    await expect(page.getByTestId('space-switcher-name')).toHaveText(COMPANY);

    const copy = await copyToNextYear(page);

    await page.goto('/tariff/list');
    const row = page.getByRole('row').filter({ has: page.locator(`a[href$="${copy}"]`) });
    await row.getByRole('checkbox').check();
    await page.getByTestId('bulk-rates-button').click();
    const dialog = page.getByTestId('bulk-rates-dialog');
    await dialog.getByLabel('変更方法').selectOption('percent');
    await dialog.getByLabel('変更率（%）').fill('5');
    await dialog.getByLabel('日の区分').selectOption('holiday_eve');
    await dialog.getByLabel('端数処理').selectOption('100');
    await dialog.getByRole('button', { name: 'プレビュー' }).click();

    const preview = dialog.getByTestId('bulk-preview');
    const rows = preview.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText('休前日');
    // Row number and adult price of each 休前日 row, before and after: +5 %, to the nearest ¥100.
    const changed: [number, number][] = [];
    for (const cells of await rows.all()) {
      const index = Number(await cells.locator('td').nth(0).innerText());
      const [before, after] = beforeAfter(await cells.locator('td').nth(4).innerText());
      expect(after).toBe(Math.round((before * 1.05) / 100) * 100);
      changed.push([index, after]);
    }
    await dialog.getByRole('button', { name: '変更を適用' }).click();
    await expect(page.getByText('1件のタリフの料金を変更しました。')).toBeVisible({ timeout: 30_000 });

    await page.goto(`/tariff/list/${copy}`);
    for (const [index, after] of changed)
      await expect(page.getByLabel(`大人 ${index}`, { exact: true })).toHaveValue(String(after));
  });
});

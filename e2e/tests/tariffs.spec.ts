import type { Browser, Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * The tariff journey across three people: a supplier writes a tariff with two seasons and submits it, an
 * administrator corrects a price and publishes it, a buyer finds it by a Japanese and an English word at the
 * corrected price, the supplier's bell tells of the publication, and the buyer may not open Tariff Correction.
 */

// Unique per run, so the search finds this tariff and no earlier one (runs share nothing, but retries do).
const run = Date.now().toString(36);
const titleJp = `嵐山 紅葉と湯豆腐の昼食 ${run}`;
const titleEn = `Arashiyama maple lunch ${run}`;

/** A signed-in page in a browser context of its own, so each person holds a separate session. */
async function personAt(browser: Browser, path: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, path, email);
  return page;
}

async function createAndSubmit(supplier: Page) {
  await supplier.getByRole('link', { name: 'New tariff' }).first().click();
  await supplier.getByLabel('Title (Japanese)').fill(titleJp);
  await supplier.getByLabel('Title (English)').fill(titleEn);
  await supplier.getByLabel('Category').selectOption('activity');
  await supplier.getByLabel('Prefecture').selectOption('26');
  await supplier.getByLabel('Valid from', { exact: true }).fill('2026-01-01');
  await supplier.getByLabel('Valid to', { exact: true }).fill('2027-12-31');

  await supplier.getByRole('button', { name: 'Add season' }).click();
  await supplier.getByLabel('Season name (English) 1', { exact: true }).fill('Spring');
  await supplier.getByLabel('Season start 1', { exact: true }).fill('2026-03-01');
  await supplier.getByLabel('Season end 1', { exact: true }).fill('2026-05-31');
  await supplier.getByRole('button', { name: 'Add season' }).click();
  await supplier.getByLabel('Season name (English) 2', { exact: true }).fill('Autumn');
  await supplier.getByLabel('Season start 2', { exact: true }).fill('2026-10-01');
  await supplier.getByLabel('Season end 2', { exact: true }).fill('2026-11-30');

  for (const [row, season, adult] of [
    [1, 'Spring', '9800'],
    [2, 'Autumn', '12000'],
  ] as const) {
    await supplier.getByRole('button', { name: 'Add rate' }).click();
    await supplier.getByLabel(`Rate season ${row}`, { exact: true }).selectOption({ label: season });
    await supplier.getByLabel(`Min pax ${row}`, { exact: true }).fill('1');
    await supplier.getByLabel(`Max pax ${row}`, { exact: true }).fill('10');
    await supplier.getByLabel(`Adult ${row}`, { exact: true }).fill(adult);
  }

  await supplier.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(supplier).toHaveURL(/\/tariff\/list\/tf_/);
  await expect(supplier.getByText('The tariff has been created.')).toBeVisible();
  await supplier.getByRole('tab', { name: 'Preview' }).click();
  await expect(supplier.getByTestId('tariff-sheet')).toContainText('¥9800');
  await supplier.getByRole('button', { name: 'Submit for review' }).click();
  // A result to acknowledge: the message dialog.
  const submitted = supplier.getByTestId('submitted-dialog');
  await expect(submitted).toContainText('Submitted for review');
  await submitted.getByRole('button', { name: 'OK' }).click();
  await expect(submitted).toBeHidden();
  await expect(supplier.getByTestId('tariff-status')).toContainText('In review');
}

async function correctAndPublish(admin: Page) {
  await admin.getByRole('link', { name: titleEn }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Tariff review' })).toBeVisible();
  // The spring rate was mistyped: 9800 becomes 9500.
  await admin.getByLabel('Adult 1', { exact: true }).fill('9500');
  await admin.getByRole('button', { name: 'Save correction' }).click();
  await expect(admin.getByText('The correction has been saved.')).toBeVisible();
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(admin.getByTestId('review-notice')).toContainText('has been published');
}

async function searchFor(buyer: Page, words: string) {
  await buyer.getByLabel('Keywords').fill(words);
  await buyer.getByRole('button', { name: 'Search', exact: true }).click();
  const card = buyer.getByTestId('result-card').filter({ hasText: titleEn });
  await expect(card).toBeVisible();
  // The lowest adult rate after the correction, with the docs/product.md §5 number helper (no separator below 5 digits).
  await expect(card.getByTestId('result-price')).toContainText('¥9500');
  await expect(card.getByTestId('result-price')).toContainText('tax incl.');
}

test.describe('[SUPPLIER][ADMIN][BUYER][TARIFF_FLOW] a tariff from draft to search', () => {
  test('is written, corrected, published and found', async ({ browser }) => {
    const supplier = await personAt(browser, '/en/tariff/list', 'supplier@example.com');
    await createAndSubmit(supplier);

    const admin = await personAt(browser, '/en/tariff/admin', 'admin@example.com');
    await correctAndPublish(admin);

    // The supplier's bell: the publication arrives without a reload (event stream) or at the latest on one,
    // in the reader's language only: English on /en, Japanese on /jp, never both glued.
    await supplier.reload();
    await supplier.getByTestId('notification-bell').click();
    const items = supplier.getByTestId('notification-item');
    await expect(items.filter({ hasText: `Published: ${titleEn}` })).toBeVisible();
    await expect(items.filter({ hasText: titleJp })).toHaveCount(0);
    await expect(items.filter({ hasText: '公開されました' })).toHaveCount(0);

    await supplier.goto('/jp/tariff/list');
    await supplier.getByTestId('notification-bell').click();
    await expect(items.filter({ hasText: `公開されました: ${titleJp}` })).toBeVisible();
    await expect(items.filter({ hasText: titleEn })).toHaveCount(0);
    await expect(items.filter({ hasText: 'Published' })).toHaveCount(0);

    const buyer = await personAt(browser, '/en/search', 'buyer@example.com');
    await searchFor(buyer, '紅葉');
    await searchFor(buyer, `maple ${run}`);

    // The same result in Japanese: yen after the amount, and the tax label of the Japanese sheet.
    await buyer.goto(`/jp/search?q=${encodeURIComponent('紅葉')}`);
    const jpCard = buyer.getByTestId('result-card').filter({ hasText: titleJp });
    await expect(jpCard.getByTestId('result-price')).toContainText('9500円');
    await expect(jpCard.getByTestId('result-price')).toContainText('税込');

    await buyer.goto(`/en/search?q=${encodeURIComponent(`maple ${run}`)}`);
    await buyer.getByRole('link', { name: titleEn }).click();
    await expect(buyer.getByRole('heading', { level: 2, name: titleEn })).toBeVisible();
    await expect(buyer.getByTestId('tariff-sheet')).toContainText('¥9500');
    await expect(buyer.getByTestId('tariff-sheet')).not.toContainText('¥9800');

    await buyer.goto('/en/tariff/admin');
    await expect(buyer.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
    await expect(buyer.getByTestId('review-queue')).toHaveCount(0);
  });
});

import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * the mends found while walking the product: the Events link, space names instead of keys, the
 * save dialog on leaving an editor with unsaved changes, and Permission Denied for a buyer in the tariff editor.
 */

// Unique per run, so the list shows this tariff and no earlier one.
const run = Date.now().toString(36);

test.describe('[SUPPLIER][BUYER][ADMIN][MENDS] mends found while walking the product', () => {
  test('[SUPPLIER] reaches the events from an Events link under Tariff; a buyer has none', async ({
    page,
  }) => {
    await signInAt(page, '/en/search', 'supplier@example.com');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
    const labels = (await sidebar.getByRole('navigation').getByRole('link').allTextContents()).map((l) =>
      l.trim(),
    );
    // Right under Tariff.
    expect(labels.indexOf('Events')).toBe(labels.indexOf('Tariff') + 1);
    await sidebar.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/tariff\/events\/list$/);
    await expect(page.getByTestId('bare-shell')).toBeVisible();
  });

  test('[BUYER] sees no Events link', async ({ page }) => {
    await signInAt(page, '/en/search', 'buyer@example.com');
    await expect(
      page.getByTestId('sidebar').getByRole('link', { name: 'Search', exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Events', exact: true })).toHaveCount(
      0,
    );
  });

  test("[BUYER] the tariff detail page names the supplier's space, not its key", async ({ page }) => {
    await signInAt(page, '/en/search/tf_kyoto-ryokan-stay', 'buyer@example.com');
    const card = page.getByTestId('supplier-card');
    await expect(card).toContainText('京都旅館株式会社');
    await expect(page.getByTestId('tariff-detail-page')).not.toContainText('sp_kyoto-ryokan');
  });

  test("[ADMIN] the published tab names each tariff's space, not its key", async ({ page }) => {
    await signInAt(page, '/en/tariff/admin', 'admin@example.com');
    await page.getByRole('tab', { name: 'Published' }).click();
    const list = page.getByTestId('published-list');
    await expect(list.getByTestId('state-row').first()).toBeVisible();
    await expect(list).toContainText('京都旅館株式会社');
    await expect(list).not.toContainText('sp_kyoto-ryokan');
  });

  test('[SUPPLIER] leaving the editor with unsaved changes asks: キャンセル stays, 保存する saves', async ({
    page,
  }) => {
    await signInAt(page, '/en/tariff/list/new', 'supplier@example.com');
    const first = `Leave dialog check ${run}`;
    const second = `Leave dialog saved ${run}`;
    await page.getByLabel('Title (Japanese)').fill(`離脱確認 ${run}`);
    await page.getByLabel('Title (English)').fill(first);
    await page.getByLabel('Category').selectOption('activity');
    await page.getByLabel('Prefecture').selectOption('26');
    await page.getByLabel('Valid from', { exact: true }).fill('2026-01-01');
    await page.getByLabel('Valid to', { exact: true }).fill('2027-12-31');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/tariff\/list\/tf_/);
    const editor = page.url();
    // The editor reloads the saved tariff at its new address and resets the form with it; an edit typed before
    // that reset is wiped, and leaving then asks nothing.
    await page.waitForLoadState('networkidle');

    await page.getByLabel('Title (English)').fill(second);
    await page.getByRole('link', { name: 'Back to the tariff list' }).click();
    const dialog = page.getByTestId('leave-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(editor);
    await expect(page.getByLabel('Title (English)')).toHaveValue(second);

    await page.getByRole('link', { name: 'Back to the tariff list' }).click();
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expect(page).toHaveURL(/\/en\/tariff\/list$/);
    await expect(page.getByRole('link', { name: second, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: first, exact: true })).toHaveCount(0);
  });

  for (const path of ['/en/tariff/list/new', '/en/tariff/list/tf_kyoto-ryokan-stay']) {
    test(`[BUYER] opening the tariff editor at ${path} shows Permission Denied`, async ({ page }) => {
      await signInAt(page, path, 'buyer@example.com');
      await expect(page.getByTestId('permission-denied')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Permission Denied' })).toBeVisible();
      await expect(page.getByTestId('tariff-form')).toHaveCount(0);
    });
  }
});

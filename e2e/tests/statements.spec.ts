import { expect, type Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { test } from '../support/test.ts';

/**
 * Monthly statements (docs/statements.md): the supplier opens /statements, finds the demo draft for さくらトラベル,
 * issues it and downloads its PDF; the buyer sees it issued and records the payment; the supplier sees it paid.
 */
const SUPPLIER = '京都旅館株式会社';
const BUYER = 'さくらトラベル株式会社';

/** Works as the space `name` (switching opens the space's profile), then opens `path`. */
async function useSpace(page: Page, name: string, path: string) {
  const current = page.getByTestId('space-switcher-name');
  if ((await current.textContent())?.trim() !== name) {
    await page.getByTestId('space-switcher-toggle').click();
    await page.getByTestId('space-option').filter({ hasText: name }).click();
    await expect(current).toHaveText(name);
  }
  await page.goto(path);
}

test.describe('[BUYER][SUPPLIER][STATEMENTS] statements: issue, PDF, payment', () => {
  test('the supplier issues the demo draft, the buyer pays it, the supplier sees it paid', async ({
    browser,
    page: supplier,
  }) => {
    test.setTimeout(180_000);
    await signInAt(supplier, '/en/statements', 'supplier@example.com');
    await useSpace(supplier, SUPPLIER, '/en/statements');
    const draft = supplier
      .getByTestId('statement-row')
      .filter({ hasText: BUYER })
      .filter({ hasText: 'Draft' });
    await expect(draft.first()).toBeVisible();
    await draft.first().getByRole('link').click();
    const detail = supplier.getByTestId('statement-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('statement-line').first()).toContainText(/TT-\d{4}-\d{6}/);
    const url = supplier.url();

    await detail.getByTestId('statement-issue').click();
    const dialog = supplier.getByTestId('statement-issue-dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(detail.getByTestId('statement-number')).toHaveText(/^INV-sp_kyoto-ryokan-\d{6}-\d+$/);
    await expect(detail.getByTestId('statement-state')).toHaveText('Issued');

    const downloading = supplier.waitForEvent('download');
    await detail.getByTestId('statement-pdf').click();
    const pdf = await downloading;
    expect(pdf.suggestedFilename()).toMatch(/^INV-.*\.pdf$/);

    const buyer = await (await browser.newContext()).newPage();
    const path = new URL(url).pathname;
    await signInAt(buyer, path, 'buyer@example.com');
    await useSpace(buyer, BUYER, path);
    const seen = buyer.getByTestId('statement-detail');
    await expect(seen.getByTestId('statement-state')).toHaveText('Issued');
    await expect(seen.getByTestId('statement-issue')).toHaveCount(0);
    await seen.getByTestId('statement-pay').click();
    const pay = buyer.getByTestId('statement-pay-dialog');
    await pay.getByRole('button', { name: 'Record' }).click();
    await expect(seen.getByTestId('statement-state')).toHaveText('Paid');

    await supplier.reload();
    await expect(supplier.getByTestId('statement-detail').getByTestId('statement-state')).toHaveText('Paid');
  });
});

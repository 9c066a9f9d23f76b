import type { Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

function menu(page: Page) {
  return page.getByTestId('sidebar').getByRole('navigation');
}

/** The sidebar links by their Japanese labels; exact, so タリフ does not also match タリフ修正. */
function menuLink(page: Page, name: string) {
  return menu(page).getByRole('link', { name, exact: true });
}

async function expectBuyerMenu(page: Page) {
  for (const name of ['検索', 'プロフィール', '取引先', '設定'])
    await expect(menuLink(page, name)).toBeVisible();
  await expect(menuLink(page, 'タリフ')).toHaveCount(0);
}

test.describe('[NEWUSER][CREATE_SPACES] profile creation and the space switcher', () => {
  // One journey: e2e runs share a database, so each step builds on the last instead of assuming a fresh user.
  test('creates a buyer company, then a personal supplier space, and switches between them', async ({
    page,
  }) => {
    await signInAt(page, '/jp/register', 'newuser@example.com');
    await expect(page.getByRole('heading', { name: 'ようこそ、newuser さん' })).toBeVisible();
    await page.getByRole('link', { name: 'スペースを作成する' }).click();
    await expect(page).toHaveURL(/\/jp\/register\/role$/);

    await page.getByRole('button', { name: 'バイヤー（法人）' }).click();
    await expect(page.getByLabel('法人名')).toHaveAttribute('placeholder', /株式会社/);
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page.getByRole('alert')).toHaveText('Company name is required.');
    await expect(page).toHaveURL(/\/jp\/register\/role$/);

    const company = `E2E トラベル株式会社 ${Date.now()}`;
    await page.getByLabel('法人名').fill(company);
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page).toHaveURL(/\/jp\/profile\/[^/]+$/);
    const buyerUrl = page.url();
    const switcher = page.getByTestId('space-switcher');
    // The toggle's own badge: the menu's space list keeps its badges in the page once it has been opened.
    const currentBadge = switcher.getByTestId('space-switcher-toggle').getByTestId('role-badge');
    await expect(switcher.getByTestId('space-switcher-toggle')).toContainText(company);
    await expect(currentBadge).toHaveText('バイヤー');
    await expectBuyerMenu(page);

    // A personal supplier space from the switcher's 'create new space'; success switches to it.
    await switcher.getByTestId('space-switcher-toggle').click();
    await page.getByTestId('create-space').click();
    const modal = page.getByTestId('create-space-modal');
    await expect(modal.getByRole('heading', { name: '新しいスペースを作成' })).toBeVisible();
    await modal.getByRole('button', { name: 'サプライヤー（個人）' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/jp\/profile\/[^/]+$/);
    expect(page.url()).not.toBe(buyerUrl);
    await expect(switcher.getByTestId('space-switcher-toggle')).toContainText('個人スペース');
    await expect(menuLink(page, 'タリフ')).toBeVisible();

    // Switching back and forth through the list changes the menu with the space.
    await switcher.getByTestId('space-switcher-toggle').click();
    await page.getByTestId('space-option').filter({ hasText: company }).click();
    await expect(page).toHaveURL(buyerUrl);
    await expectBuyerMenu(page);

    await switcher.getByTestId('space-switcher-toggle').click();
    await page.getByTestId('space-option').filter({ hasText: '個人スペース' }).last().click();
    await expect(currentBadge).toHaveText('サプライヤー');
    await expect(menuLink(page, 'タリフ')).toBeVisible();

    // The selection lives in session storage, so it survives a reload.
    await page.reload();
    await expect(currentBadge).toHaveText('サプライヤー');
    await expect(menuLink(page, 'タリフ')).toBeVisible();
  });
});

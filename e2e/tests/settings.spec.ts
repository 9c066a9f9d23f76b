import type { Browser, Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/** A signed-in page in a browser context of its own, so two users hold separate sessions. */
async function signedInPage(browser: Browser, path: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, path, email);
  return page;
}

async function openAccountSettings(page: Page) {
  await page.getByTestId('user-menu').getByRole('button').first().click();
  await page.getByTestId('user-menu-account-settings').click();
  const modal = page.getByTestId('account-settings-modal');
  await expect(modal.getByTestId('account-settings-save')).toBeVisible();
  return modal;
}

function sidebarLink(page: Page, name: string) {
  return page.getByTestId('sidebar').getByRole('link', { name, exact: true });
}

test.describe('[BUYER][ACCOUNT_SETTINGS] the account settings modal', () => {
  test('changes the name and switches to English; both stay after a reload', async ({ page }) => {
    await signInAt(page, '/jp/search', 'buyer@example.com');
    const name = `E2E 桜 ${Date.now()}`;

    const modal = await openAccountSettings(page);
    await modal.getByLabel('名前', { exact: true }).fill(name);
    await modal.getByRole('tab', { name: '言語' }).click();
    await modal.getByRole('radio', { name: 'English' }).check();
    await modal.getByRole('button', { name: '保存' }).click();

    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/en\/search$/);
    await expect(sidebarLink(page, 'Search')).toBeVisible();

    await page.reload();
    await expect(sidebarLink(page, 'Search')).toBeVisible();
    const reopened = await openAccountSettings(page);
    await expect(reopened.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(reopened.getByRole('tab', { name: 'Language' })).toBeVisible();
  });
});

test.describe('[SUPPLIER][INVITE_MEMBER] a corporate owner invites a buyer, who accepts', () => {
  test('the buyer sees the invitation, accepts it and finds the company in the switcher', async ({
    browser,
  }) => {
    const supplier = await signedInPage(browser, '/jp/search', 'supplier@example.com');
    // The supplier's default space is the personal one; the company is chosen in the switcher.
    await supplier.getByTestId('space-switcher-toggle').click();
    await supplier.getByTestId('space-option').filter({ hasText: '京都旅館株式会社' }).click();
    await expect(supplier).toHaveURL(/\/jp\/profile\/sp_kyoto-ryokan$/);
    await expect(supplier.getByRole('heading', { level: 1, name: '京都旅館株式会社' })).toBeVisible();

    await sidebarLink(supplier, '設定').click();
    await expect(supplier.getByTestId('members-section')).toContainText('京都旅館株式会社');
    const invite = supplier.getByTestId('invite-form');
    await invite.getByLabel('メールアドレス').fill('buyer@example.com');
    await invite.getByRole('button', { name: '招待する' }).click();
    await expect(
      supplier.getByTestId('space-invitation').filter({ hasText: 'buyer@example.com' }),
    ).toBeVisible();

    const buyer = await signedInPage(browser, '/jp/profile/setting', 'buyer@example.com');
    const invitation = buyer.getByTestId('my-invitation').filter({ hasText: '京都旅館株式会社' });
    await invitation.getByRole('button', { name: /承諾/ }).click();
    await expect(buyer.getByTestId('my-invitation')).toHaveCount(0);

    await buyer.getByTestId('space-switcher-toggle').click();
    await expect(buyer.getByTestId('space-option').filter({ hasText: '京都旅館株式会社' })).toBeVisible();

    // The owner sees the new member once the list is read again.
    await supplier.reload();
    await expect(supplier.getByTestId('member-row').filter({ hasText: 'buyer@example.com' })).toBeVisible();

    await supplier.context().close();
    await buyer.context().close();
  });
});

import type { Page } from '@playwright/test';
import { fillLogin } from '../support/auth.ts';
import { linkInMail } from '../support/mail.ts';
import { expect, test } from '../support/test.ts';

/** Creates an account through the sign-up form and signs in with it, without confirming the address. */
async function signUpAndSignIn(page: Page, email: string, password: string) {
  await page.goto('/search');
  await page.getByRole('link', { name: 'アカウントをお持ちでない方はこちら' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nickname').fill('forgetful');
  await page.getByLabel('Last name').fill('忘れ');
  await page.getByLabel('First name').fill('花子');
  await page.getByLabel('Password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('link', { name: 'サインインに戻る' }).click();
  await fillLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/oidc\//);
}

test.describe('[ANYONE][ACCOUNT] sign-up and password reset by mail', () => {
  test('[NEWUSER] signs up, finds the confirmation mail, confirms and signs in; then signs out and in again', async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/search');
    await page.getByRole('link', { name: 'アカウントをお持ちでない方はこちら' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Nickname').fill('e2e-tester');
    await page.getByLabel('Last name').fill('試験');
    await page.getByLabel('First name').fill('太郎');
    await page.getByLabel('Password').fill('short');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('パスワードは 8 文字以上にしてください。')).toBeVisible();
    await page.getByLabel('Password').fill('a-long-enough-password');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('heading', { name: 'メールを確認してください' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(email);

    const link = await linkInMail(email, /メールアドレス .* を確認/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'メールアドレスの確認' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: '確認する' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'メールアドレスを確認しました。サインインしてご利用ください。',
    );

    await page.getByRole('link', { name: 'TourTariff へ進む' }).click();
    await fillLogin(page, email, 'a-long-enough-password');
    await expect(page).not.toHaveURL(/\/oidc\//);
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user).toMatchObject({ email, email_verified: true });

    // The start page sends a person with no space on to create one (a shell without the user menu), so the
    // menu is checked, and sign-out started, from a page that stays put.
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: '検索' })).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('e2e-tester');
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await page.getByTestId('user-menu-sign-out').click();
    await expect(page).toHaveURL(/\/oidc\//);
    await page.goto('/search');
    await fillLogin(page, email, 'a-long-enough-password');
    await expect(page.getByTestId('user-menu')).toContainText('e2e-tester');
  });

  test('[NEWUSER] forgets the password, resets it from the mail, and every old session ends', async ({
    page,
    browser,
  }) => {
    const email = `e2e-forgot-${Date.now()}@example.com`;
    // A second browser stays signed in with the old password; the reset must end its session too.
    const other = await browser.newPage();
    await signUpAndSignIn(other, email, 'the old password');

    await page.goto('/search');
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText(`If there is an account for ${email}`);

    const link = await linkInMail(email, /reset your password|new password/i);
    await page.goto(link);
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed');

    const otherSession = await (await other.request.get('/api/auth/session')).json();
    expect(otherSession.status).toBe('unauthenticated');

    // The old password no longer works; the new one does.
    await page.getByRole('link', { name: 'Continue to TourTariff' }).click();
    await fillLogin(page, email, 'the old password');
    await expect(page.getByRole('alert')).toBeVisible();
    await fillLogin(page, email, 'a brand new password');
    await expect(page).not.toHaveURL(/\/oidc\//);
    // Opening the link again is refused.
    await page.goto(link);
    await expect(page.getByText('This link is invalid, has expired or has already been used.')).toBeVisible();
    await other.close();
  });
});

import { fillLogin, signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

test.describe('[ANYONE][SIGN_IN] signing in and out', () => {
  test('[SUPPLIER] a fresh browser opening /profile/setting signs in and returns there', async ({ page }) => {
    await page.goto('/profile/setting');
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByRole('heading', { name: 'サインイン' })).toBeVisible();
    await fillLogin(page, 'supplier@example.com');
    await expect(page).toHaveURL(/\/profile\/setting$/);
    await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('supplier');
  });

  test('a wrong password shows a clear error and creates no session', async ({ page }) => {
    await page.goto('/search');
    await fillLogin(page, 'supplier@example.com', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません。');
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toMatchObject({ status: 'unauthenticated', user: null });
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'tt_session')).toBeUndefined();
  });

  test('sign-out reaches the end-session endpoint and the old cookie no longer opens a session', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signInAt(page, '/search', 'buyer@example.com');
    const old = (await page.context().cookies()).find((c) => c.name === 'tt_session');
    expect(old).toBeDefined();
    const endSession = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/oidc/session/end',
    );
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await page.getByTestId('user-menu-sign-out').click();
    const request = await endSession;
    const url = new URL(request.url());
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${baseURL}/`);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    expect(url.searchParams.get('state')).toBeTruthy();
    // Signed out, the app at / starts a new sign-in.
    await expect(page).toHaveURL(/\/oidc\/interaction\//);

    const stale = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `tt_session=${old?.value}` },
    });
    const session = await stale.get('/api/auth/session');
    expect(await session.json()).toMatchObject({ status: 'unauthenticated' });
    await stale.dispose();
  });

  test('[BUYER] opening /tariff/admin shows Permission Denied', async ({ page }) => {
    await signInAt(page, '/tariff/admin', 'buyer@example.com');
    await expect(page.getByTestId('permission-denied')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'アクセス権限がありません' })).toBeVisible();
    await expect(page.getByTestId('permission-denied')).toContainText(
      'アクセス権限の設定については、管理者にお問い合わせください。',
    );
  });

  test('[ADMIN] opening /tariff/admin shows Tariff Correction', async ({ page }) => {
    await signInAt(page, '/en/tariff/admin', 'admin@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Tariff Correction' })).toBeVisible();
    await expect(page.getByTestId('permission-denied')).toHaveCount(0);
  });
});

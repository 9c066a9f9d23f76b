import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

test.describe('[SUPPLIER][OPEN_PAGES] shells and languages', () => {
  // Every page but the shareable event page needs a session, so each test signs in on its first page.
  test('the home page shows the full shell in Japanese by default', async ({ page }) => {
    await signInAt(page, '/', 'supplier@example.com');
    await expect(page.getByTestId('full-shell')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('topbar')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByTestId('sidebar').getByRole('link', { name: '検索' })).toBeVisible();
    await expect(page).toHaveTitle(/TourTariff 管理システム/);
  });

  test('/en/search shows the full shell in English', async ({ page }) => {
    await signInAt(page, '/en/search', 'supplier@example.com');
    await expect(page.getByTestId('full-shell')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    // Tariff Correction is for admins only (docs/product.md §6); the supplier sees Tariff.
    await expect(
      page.getByTestId('sidebar').getByRole('link', { name: 'Tariff', exact: true }),
    ).toBeVisible();
  });

  test('/jp/search shows the full shell in Japanese', async ({ page }) => {
    await signInAt(page, '/jp/search', 'supplier@example.com');
    await expect(page.getByTestId('full-shell')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: '検索' })).toBeVisible();
  });

  test('/register shows the bare shell with no sidebar', async ({ page }) => {
    await signInAt(page, '/register', 'newuser@example.com');
    await expect(page.getByTestId('bare-shell')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the language switch moves /search to /en/search and back', async ({ page }) => {
    await signInAt(page, '/search', 'supplier@example.com');
    await page.getByTestId('topbar').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    // The choice is remembered: an unprefixed address now opens in English.
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await page.getByTestId('topbar').getByRole('button', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/jp\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: '検索' })).toBeVisible();
  });

  test('an unknown address shows the not-found page inside the shell', async ({ page }) => {
    await signInAt(page, '/no/such/page', 'supplier@example.com');
    await expect(page.getByTestId('full-shell')).toBeVisible();
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

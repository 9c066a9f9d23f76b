import { expect, test } from '../support/test.ts';

test.describe('[ANYONE][CSP] the app runs under its Content-Security-Policy', () => {
  test('the app is served with a policy that allows no inline script, and runs under it', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
    // Only the app's own script sends a signed-out visitor on to the sign-in page.
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
  });

  test('an injected inline script is blocked, and the fixture records the violation', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await page.addScriptTag({ content: 'window.ttInjected = true;' }).catch(() => {});
    expect(await page.evaluate(() => 'ttInjected' in globalThis)).toBe(false);
    await expect.poll(() => cspViolations.map((v) => v.what).join('\n')).toMatch(/script-src.*inline/);
    // Recorded as it should be; emptied so that this one deliberate violation does not fail the test.
    cspViolations.splice(0);
  });

  test('[ANYONE][API_DOCS] the browsable API documentation works under the same policy', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /TourTariff API/ })).toBeVisible();
    await expect(page.getByText('/api/v1/Tariff/search').first()).toBeVisible();
  });
});

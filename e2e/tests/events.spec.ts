import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * a supplier creates an event that links one of its published tariffs and publishes its page;
 * somebody without an account opens the shared link and sees the event and the tariff.
 */
const run = Date.now().toString(36);
const title = `Kyoto winter illuminations ${run}`;
const titleJp = `京都 冬の灯り ${run}`;
const tariffTitle = 'Gion ryokan stay with kaiseki dinner and breakfast';
const tariffTitleJp = '祇園の老舗旅館 一泊二食付き（京会席）';

test.describe('[SUPPLIER][ANONYMOUS][SHARE_EVENT] an event page, shared', () => {
  test('is created with a linked tariff and opened without signing in', async ({ browser, page }) => {
    await signInAt(page, '/en/tariff/list', 'supplier@example.com');
    // The demo tariffs belong to the company space, not to the supplier's personal one.
    await page.getByTestId('space-switcher-toggle').click();
    await page.getByTestId('space-option').filter({ hasText: '京都旅館株式会社' }).click();

    await page.goto('/en/tariff/events/new');
    await page.getByLabel('Title (Japanese)').fill(titleJp);
    await page.getByLabel('Title (English)').fill(title);
    await page.getByLabel('Start date').fill('2026-12-10');
    await page.getByLabel('End date').fill('2026-12-20');
    await page.getByLabel('Place (English)').fill('Higashiyama, Kyoto');
    await page.getByRole('checkbox', { name: tariffTitle }).check();
    await page.getByLabel('Publish the event page').check();
    await page.getByRole('button', { name: 'Create event' }).click();

    await expect(page.getByTestId('event-saved')).toContainText('The event was created.');
    const link = await page.getByTestId('share-link').getByRole('textbox').inputValue();
    expect(link).toMatch(/\/tariff\/events\/event\/ev_/);

    // The link has no locale prefix: a first-time visitor gets the default language, Japanese.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1, name: titleJp })).toBeVisible();
    const card = visitor.getByTestId('event-tariff').filter({ hasText: tariffTitleJp });
    await expect(card).toContainText('税込');
    // No account: an invitation to sign in instead of a link into the app.
    await expect(visitor.getByRole('button', { name: 'サインイン' })).toBeVisible();
    await expect(visitor).toHaveURL(/\/tariff\/events\/event\//);
  });
});

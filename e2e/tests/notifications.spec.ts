import type { Browser, Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * A signed-in page in a browser context of its own, so buyer and admin hold separate sessions. Resolves once
 * the bell's event stream is open: a notification sent before that would only show at the next 60 s poll.
 */
async function signedInPage(browser: Browser, path: string, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const streamOpen = context.waitForEvent('response', {
    predicate: (response) => response.url().endsWith('/core/notify/events') && response.status() === 200,
  });
  await signInAt(page, path, email);
  await streamOpen;
  return page;
}

/** The signed-in user's `sub`, as the web app itself learns it. */
async function subOf(page: Page): Promise<string> {
  const session = await page.request.get('/api/auth/session');
  const body = (await session.json()) as { user: { sub: string } };
  return body.user.sub;
}

/** Sends through the core API from the admin's browser session (cookie plus the web client header). */
async function sendNotification(admin: Page, data: Record<string, string>) {
  const response = await admin.request.post('/core/notify/new', {
    headers: { 'X-TourTariff-Client': 'web' },
    data,
  });
  expect(response.status()).toBe(200);
  const envelope = (await response.json()) as { status: number; data: { key: string } };
  expect(envelope.status).toBe(0);
  return envelope.data.key;
}

/** Marks the page so a reload (which starts a fresh window) would be noticed. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (globalThis as { ttMarker?: string }).ttMarker = 'still here';
  });
}
const stillSamePage = (page: Page) =>
  page.evaluate(() => (globalThis as { ttMarker?: string }).ttMarker === 'still here');

test.describe('[ADMIN][NOTIFY] a notification reaches an open page', () => {
  test('[BUYER] sees it in the bell without reload and opens Notification Details', async ({ browser }) => {
    const buyer = await signedInPage(browser, '/en/search', 'buyer@example.com');
    const buyerSub = await subOf(buyer);
    const bell = buyer.getByTestId('notification-bell');
    await expect(bell).toBeVisible();
    await markPage(buyer);

    const admin = await signedInPage(browser, '/en/search', 'admin@example.com');
    const subject = `Tariff approved ${Date.now()}`;
    await sendNotification(admin, {
      target: buyerSub,
      subject,
      body: 'Your tariff for spring is now public.',
      link: '/tariff/list',
    });

    // The expect timeout (10 s) is far below the 60 s poll: only the event stream can bring it this fast.
    await expect(buyer.getByTestId('notification-count')).toBeVisible();
    await bell.click();
    const item = buyer.getByTestId('notification-item').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expect(item).toHaveClass(/fw-bold/);
    expect(await stillSamePage(buyer)).toBe(true);

    await item.click();
    const modal = buyer.getByTestId('notification-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Notification Details' })).toBeVisible();
    await expect(modal).toContainText(subject);
    await expect(modal).toContainText('Your tariff for spring is now public.');
    await expect(modal.getByRole('link', { name: '/tariff/list' })).toHaveAttribute(
      'href',
      '/en/tariff/list',
    );

    // Opening it marked it read: closing shows it no longer bold.
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await expect(modal).toBeHidden();
    await bell.click();
    await expect(item).not.toHaveClass(/fw-bold/);
    expect(await stillSamePage(buyer)).toBe(true);

    await admin.context().close();
    await buyer.context().close();
  });

  test('[BUYER] a Japanese page shows the translated dialog title', async ({ browser }) => {
    const buyer = await signedInPage(browser, '/jp/search', 'buyer@example.com');
    const admin = await signedInPage(browser, '/jp/search', 'admin@example.com');
    const subject = `見積の更新 ${Date.now()}`;
    await sendNotification(admin, { target: await subOf(buyer), subject });

    await buyer.getByTestId('notification-bell').click();
    await buyer.getByTestId('notification-item').filter({ hasText: subject }).click();
    const modal = buyer.getByTestId('notification-modal');
    await expect(modal.getByRole('heading', { name: '通知の詳細' })).toBeVisible();
    await expect(modal).toContainText(subject);

    await admin.context().close();
    await buyer.context().close();
  });
});

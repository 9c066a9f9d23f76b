import { expect, type Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { test } from '../support/test.ts';

/**
 * Home is "today" (docs/product-decisions.md §15): the supplier of the demo ryokan and its buyer each open `/` and
 * see what waits for their space, each count as the API answers it and linking to the page that lists it.
 */
const headers = { 'x-tourtariff-client': 'web' };

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

async function countsOf(page: Page, space: string): Promise<Record<string, number>> {
  const res = await page.request.get(`/api/v1/Today?space=${space}`, { headers });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { key: string; count: number }[] };
  return Object.fromEntries(body.items.map((item) => [item.key, item.count]));
}

test.describe('[SUPPLIER][BUYER][BOOKINGS] home: today', () => {
  test("the supplier's and the buyer's counts, each a link to its page, in the reader's language", async ({
    page,
  }) => {
    await signInAt(page, '/jp/search', 'supplier@example.com');
    await useSpace(page, '京都旅館株式会社', '/jp');
    const counts = await countsOf(page, 'sp_kyoto-ryokan');
    // The demo holds a pending request for the ryokan (docs/product-decisions.md §15 demo data).
    expect(counts.bookingsToConfirm).toBeGreaterThan(0);
    const toConfirm = page.getByTestId('today-bookingsToConfirm');
    await expect(toConfirm).toContainText('確定待ちの予約');
    await expect(toConfirm.getByTestId('today-count')).toHaveText(String(counts.bookingsToConfirm));
    await expect(page.getByTestId('today-nearlySoldOut')).toHaveAttribute('href', '/jp/bookings/calendar');
    await toConfirm.click();
    await expect(page).toHaveURL(/\/jp\/bookings$/);

    const buyer = await (await page.context().browser()?.newContext())?.newPage();
    if (!buyer) throw new Error('no second browser context');
    await signInAt(buyer, '/en/search', 'buyer@example.com');
    await useSpace(buyer, 'さくらトラベル株式会社', '/en');
    const bought = await countsOf(buyer, 'sp_sakura-travel');
    const upcoming = buyer.getByTestId('today-upcomingBookings');
    await expect(upcoming).toContainText('Upcoming bookings');
    await expect(upcoming.getByTestId('today-count')).toHaveText(String(bought.upcomingBookings));
    await expect(buyer.getByTestId('today-unreadMessages')).toHaveAttribute('href', '/en/messages');
  });
});

import { request as apiRequest, expect, type Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { test } from '../support/test.ts';

/**
 * A reseller's system books through OCTO (docs/octo.md): さくらトラベル's owner makes a write API key, the
 * "system" (no browser, only the key) requests the on-request charter bus of 京都旅館, and the supplier, whose
 * /bookings list is open, sees the request appear without reloading, marked with its channel "OCTO".
 */
const BUS = 'tf_kyoto-charter-bus';
const SUPPLIER_SPACE = 'sp_kyoto-ryokan';
const SUPPLIER = '京都旅館株式会社';
const BUYER_SPACE = 'sp_sakura-travel';
const headers = { 'x-tourtariff-client': 'web' };

function japanDay(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function useSpace(page: Page, name: string, path: string) {
  const current = page.getByTestId('space-switcher-name');
  if ((await current.textContent())?.trim() !== name) {
    await page.getByTestId('space-switcher-toggle').click();
    await page.getByTestId('space-option').filter({ hasText: name }).click();
    await expect(current).toHaveText(name);
  }
  await page.goto(path);
}

test.describe('[SUPPLIER][BOOKINGS] OCTO: a reseller’s booking appears live on /bookings', () => {
  test('さくらトラベル’s key requests the bus through OCTO; the supplier sees it with channel OCTO', async ({
    browser,
    page: buyer,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const day = japanDay(21);

    // The buyer's owner makes a write key for its booking system.
    await signInAt(buyer, '/jp/search', 'buyer@example.com');
    const made = await buyer.request.post(`/api/space/${BUYER_SPACE}/api-keys`, {
      headers,
      data: { name: `OCTO e2e ${Date.now().toString(36)}`, scope: 'write' },
    });
    expect(made.status()).toBe(200);
    const secret = (await made.json()).secret as string;

    // The supplier keeps its incoming requests open (the list opens on pending ones).
    const supplier = await (await browser.newContext()).newPage();
    await signInAt(supplier, '/jp/bookings', 'supplier@example.com');
    await useSpace(supplier, SUPPLIER, '/jp/bookings');
    await expect(
      supplier.getByTestId('booking-row').first().or(supplier.getByText('この条件の予約はありません。')),
    ).toBeVisible();

    // The reseller's system: only the key and OCTO, no session.
    const system = await apiRequest.newContext({ baseURL });
    const octoHeaders = { authorization: `Bearer ${secret}`, 'octo-supplier': SUPPLIER_SPACE };
    const reserved = await system.post('/octo/v1/bookings', {
      headers: octoHeaders,
      data: {
        productId: BUS,
        optionId: 'DEFAULT',
        availabilityId: `${BUS}.${day}`,
        unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
        resellerReference: `SAKURA-E2E-${Date.now().toString(36)}`,
      },
    });
    expect(reserved.status(), await reserved.text()).toBe(200);
    const booking = await reserved.json();
    expect(booking.status).toBe('PENDING');
    const reference = booking.supplierReference as string;

    // It appears on the open list without a reload, marked OCTO.
    const row = supplier.getByTestId('booking-row').filter({ hasText: reference });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByTestId('booking-channel')).toHaveText('OCTO');
    await system.dispose();
  });
});

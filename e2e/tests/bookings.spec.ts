import { expect, type Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { audit, type Finding, settle } from '../support/axe.ts';
import { test } from '../support/test.ts';

/**
 * Two browser contexts: the buyer books 2 rooms of the ryokan stay from the availability calendar, confirms the
 * hold and opens the voucher; the supplier sees the units left fall; the buyer cancels with the fee shown and the
 * units come back. The buyer amends a confirmed stay with a child of an age band, the new price previewed. Then
 * the buyer requests the on-request charter bus, the supplier confirms it from /bookings
 * and the buyer's open booking page turns confirmed without a reload.
 */
const RYOKAN = 'tf_kyoto-ryokan-stay';
const BUS = 'tf_kyoto-charter-bus';
const SUPPLIER = '京都旅館株式会社';
const BUYER = 'さくらトラベル株式会社';
const headers = { 'x-tourtariff-client': 'web' };

/** The Japan date `days` from now (the fee schedule counts Japan days, docs/product-decisions.md §16). */
function japanDay(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

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

/** Shows `day`'s month on the tariff page's calendar and answers the day's cell. */
async function dayCell(page: Page, day: string) {
  const calendar = page.getByTestId('availability-calendar');
  await expect(calendar).toBeVisible();
  const cell = calendar.locator(`[data-day="${day}"]`);
  if ((await cell.count()) === 0) await calendar.getByTestId('availability-next').click();
  await expect(cell).toHaveAttribute('data-status', /.+/);
  return cell;
}

async function unitsLeft(page: Page, day: string): Promise<number> {
  const cell = await dayCell(page, day);
  await expect(cell).toHaveAttribute('data-left', /^\d+$/);
  return Number(await cell.getAttribute('data-left'));
}

test.describe('[BUYER][SUPPLIER][BOOKINGS] bookings: hold, confirm, voucher, cancel; a request confirmed live', () => {
  test('books 2 rooms from the calendar, prints the voucher and cancels with the fee shown', async ({
    browser,
    page: buyer,
  }) => {
    test.setTimeout(180_000);
    const day = japanDay(5);
    // Each new screen is checked with axe (WCAG 2.2 AA) as the journey reaches it.
    const findings: Finding[] = [];

    // The supplier opens the date as an allotment of 10 rooms (whatever the demo data left there).
    const supplier = await (await browser.newContext()).newPage();
    await signInAt(supplier, `/en/search/${RYOKAN}`, 'supplier@example.com');
    await useSpace(supplier, SUPPLIER, `/en/search/${RYOKAN}`);
    const opened = await supplier.request.put(`/api/v1/Tariff/${RYOKAN}/inventory`, {
      headers,
      data: { from: day, to: day, mode: 'allotment', capacity: 10, closed: false },
    });
    expect(opened.status()).toBe(200);
    await supplier.reload();
    const before = await unitsLeft(supplier, day);
    expect(before).toBeGreaterThanOrEqual(2);

    // The buyer picks the date on the calendar; the quote takes it; 4 adults in 2 rooms.
    await signInAt(buyer, `/en/search/${RYOKAN}`, 'buyer@example.com');
    await useSpace(buyer, BUYER, `/en/search/${RYOKAN}`);
    await settle(buyer);
    await audit(buyer, 'tariff page with its availability calendar', findings);
    await (await dayCell(buyer, day)).click();
    const quote = buyer.getByTestId('quote-panel');
    await quote.getByLabel('Rooms', { exact: true }).fill('2');
    await quote.getByLabel('Adults', { exact: true }).fill('4');
    await expect(buyer.getByTestId('book-panel')).toContainText('4 adults');
    await buyer.getByTestId('book-button').click();

    // A hold with its time left; confirmed within it.
    await expect(buyer).toHaveURL(/\/en\/bookings\/bk_/);
    await expect(buyer.getByTestId('booking-hold')).toBeVisible();
    await expect(buyer.getByTestId('hold-timer')).toContainText('left');
    await expect(buyer.getByTestId('booking-units')).toHaveText('2 units');
    await settle(buyer);
    await audit(buyer, 'held booking', findings);
    const reference = (await buyer.getByTestId('booking-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^TT-/);
    await buyer.getByTestId('booking-confirm').click();
    await expect(buyer.getByTestId('booking-state').first()).toHaveText('Confirmed');
    await expect(
      buyer.getByTestId('fee-schedule').or(buyer.getByText('No cancellation fees are set.')),
    ).toBeVisible();

    // The voucher: both languages, the reference and its QR code.
    const bookingUrl = buyer.url();
    await buyer.getByTestId('booking-voucher-link').click();
    await expect(buyer.getByTestId('bare-shell')).toBeVisible();
    await expect(buyer.getByTestId('voucher-reference')).toHaveText(reference);
    await expect(buyer.getByTestId('voucher')).toContainText('予約バウチャー');
    await expect(buyer.getByTestId('voucher')).toContainText('Booking voucher');
    await expect(buyer.getByTestId('voucher-qr')).toBeVisible();
    await expect(buyer.getByTestId('voucher-supplier')).toHaveText(SUPPLIER);
    await settle(buyer);
    await audit(buyer, 'voucher', findings);

    // The supplier sees 2 rooms fewer on the date, and 2 more sold on its booking calendar (sold/held/capacity).
    await supplier.reload();
    await expect.poll(() => unitsLeft(supplier, day)).toBe(before - 2);
    await supplier.goto('/en/bookings/calendar');
    const cell = supplier.locator(`[data-tariff="${RYOKAN}"] [data-day="${day}"]`);
    await expect(cell).toHaveText(/^\d+\/\d+\/10/);
    const sold = Number((await cell.textContent())?.split('/')[0]);
    expect(sold).toBeGreaterThanOrEqual(2);
    await settle(supplier);
    await audit(supplier, 'booking calendar', findings);
    await supplier.goto(`/en/search/${RYOKAN}`);

    // The buyer cancels 5 days before, the fee shown first (docs/product-decisions.md §16).
    await buyer.goto(bookingUrl);
    await buyer.getByTestId('booking-cancel').click();
    const dialog = buyer.getByTestId('booking-cancel-dialog');
    // モデル宿泊約款 別表第2: nothing is due 5 days before for 4 guests; 20 % from the day before.
    await expect(dialog.getByTestId('cancel-fee')).toContainText('(0 %)');
    await expect(dialog).toContainText('5 days before the service date');
    await expect(dialog.getByTestId('cancel-schedule')).toContainText('20 %');
    await audit(buyer, 'cancel dialog', findings, '[data-testid="booking-cancel-dialog"]');
    await dialog.getByRole('button', { name: 'Cancel with this fee' }).click();
    await expect(dialog).toBeHidden();
    await expect(buyer.getByTestId('booking-state').first()).toHaveText('Cancelled');

    // The rooms come back.
    await supplier.reload();
    await expect.poll(() => unitsLeft(supplier, day)).toBe(before);
    expect(findings).toEqual([]);
  });

  test('amends a confirmed stay with a child of an age band, the new price shown before confirming', async ({
    browser,
    page: buyer,
  }) => {
    test.setTimeout(180_000);
    const day = japanDay(33);
    const findings: Finding[] = [];
    const supplier = await (await browser.newContext()).newPage();
    await signInAt(supplier, `/en/search/${RYOKAN}`, 'supplier@example.com');
    await useSpace(supplier, SUPPLIER, `/en/search/${RYOKAN}`);
    const opened = await supplier.request.put(`/api/v1/Tariff/${RYOKAN}/inventory`, {
      headers,
      data: { from: day, to: day, mode: 'allotment', capacity: 10, closed: false },
    });
    expect(opened.status()).toBe(200);

    await signInAt(buyer, `/en/search/${RYOKAN}`, 'buyer@example.com');
    await useSpace(buyer, BUYER, `/en/search/${RYOKAN}`);
    await (await dayCell(buyer, day)).click();
    await buyer.getByTestId('quote-panel').getByLabel('Adults', { exact: true }).fill('2');
    await buyer.getByTestId('book-button').click();
    await expect(buyer).toHaveURL(/\/en\/bookings\/bk_/);
    await buyer.getByTestId('booking-confirm').click();
    await expect(buyer.getByTestId('booking-state').first()).toHaveText('Confirmed');
    const before = (await buyer.getByTestId('booking-total').textContent())?.trim() ?? '';

    // The dialog offers the tariff's age bands; the server's new lines and total show before the amend is sent.
    await buyer.getByTestId('booking-amend').click();
    const dialog = buyer.getByTestId('booking-amend-dialog');
    await dialog.getByLabel('Elementary school', { exact: true }).fill('1');
    const preview = dialog.getByTestId('amend-preview');
    await expect(preview.getByTestId('amend-current-total')).toHaveText(before);
    await expect(preview.getByTestId('amend-new-total')).not.toHaveText(before);
    await expect(preview.getByTestId('amend-available')).toBeVisible();
    await expect(preview).toContainText('Elementary school');
    const after = (await preview.getByTestId('amend-new-total').textContent())?.trim() ?? '';
    await settle(buyer);
    await audit(buyer, 'amend dialog with its preview', findings, '[data-testid="booking-amend-dialog"]');
    await dialog.getByRole('button', { name: 'Amend' }).click();
    await expect(dialog).toBeHidden();
    await expect(buyer.getByTestId('booking-total')).toHaveText(after);
    expect(findings).toEqual([]);
  });

  test('requests the on-request bus; the supplier confirms it from /bookings; the buyer sees it live', async ({
    browser,
    page: buyer,
  }) => {
    test.setTimeout(180_000);
    const day = japanDay(20);

    const supplier = await (await browser.newContext()).newPage();
    await signInAt(supplier, '/en/bookings', 'supplier@example.com');
    await useSpace(supplier, SUPPLIER, '/en/bookings');
    const onRequest = await supplier.request.put(`/api/v1/Tariff/${BUS}/inventory`, {
      headers,
      data: { from: day, to: day, mode: 'on_request', closed: false },
    });
    expect(onRequest.status()).toBe(200);

    await signInAt(buyer, `/en/search/${BUS}`, 'buyer@example.com');
    await useSpace(buyer, BUYER, `/en/search/${BUS}`);
    await (await dayCell(buyer, day)).click();
    await buyer.getByTestId('book-button').click();
    await expect(buyer).toHaveURL(/\/en\/bookings\/bk_/);
    await expect(buyer.getByTestId('booking-state').first()).toHaveText('Requested');
    const reference = (await buyer.getByTestId('booking-reference').textContent())?.trim() ?? '';

    // The supplier's list opens on pending requests; one click confirms.
    await supplier.goto('/en/bookings');
    const row = supplier.getByTestId('booking-row').filter({ hasText: reference });
    await expect(row).toBeVisible();
    const findings: Finding[] = [];
    await settle(supplier);
    await audit(supplier, 'supplier bookings list', findings);
    expect(findings).toEqual([]);
    // A mark on the buyer's page that a reload would wipe.
    await buyer.evaluate(() => {
      (globalThis as { stillOpen?: boolean }).stillOpen = true;
    });
    await row.getByTestId('booking-confirm-row').click();
    const confirmedAt = Date.now();
    await expect(row).toBeHidden();

    // The buyer's open page turns confirmed from the event stream, well within the old 15 s poll, unreloaded.
    await expect(buyer.getByTestId('booking-state').first()).toHaveText('Confirmed', { timeout: 5_000 });
    expect(Date.now() - confirmedAt).toBeLessThan(5_000);
    expect(await buyer.evaluate(() => (globalThis as { stillOpen?: boolean }).stillOpen)).toBe(true);
  });
});

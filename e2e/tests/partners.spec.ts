import type { Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * a buyer finds the supplier's personal space in the directory and asks to partner; the supplier
 * accepts and sends 12 % off; the buyer accepts, then sees the personal space's partners-only tariff with the
 * partner price in a quote for 12 adults in its high season; the supplier ends it and the tariff is gone.
 */
const PERSONAL = '京都 花子';
const BUYER = 'さくらトラベル株式会社';
const TARIFF = 'Private evening tea gathering in a machiya (partners only)';
const TARIFF_KEY = 'tf_hanako-private-tea';
// In the tariff's high season (2027-03-15 to 2027-04-30).
const HIGH_SEASON_DAY = '2027-04-10';

async function closeMessage(page: Page, testId: string, text: string | RegExp) {
  const dialog = page.getByTestId(testId);
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function searchFor(page: Page, words: string) {
  await page.goto(`/en/search?q=${encodeURIComponent(words)}`);
  await expect(page.getByTestId('search-loading')).toBeHidden();
}

test.describe('[BUYER][SUPPLIER][PARTNERS] trading partners, an agreement and a partner price', () => {
  test('from a directory request to a partner quote, and gone once the partnership ends', async ({
    browser,
    page: buyer,
  }) => {
    test.setTimeout(180_000);

    // The buyer has no partnership with the personal space, so its partners-only tariff is not found.
    await signInAt(buyer, '/en/partners/directory', 'buyer@example.com');
    await searchFor(buyer, 'machiya');
    await expect(buyer.getByTestId('result-card').filter({ hasText: TARIFF })).toHaveCount(0);

    await buyer.goto('/en/partners/directory');
    await buyer.getByLabel('Name').fill('花子');
    await buyer.getByRole('button', { name: 'Search' }).click();
    const entry = buyer.getByTestId('directory-card').filter({ hasText: PERSONAL });
    await entry.getByRole('button', { name: 'Request partnership' }).click();
    const request = buyer.getByTestId('request-dialog');
    await request.getByLabel('Message').fill('We arrange tea ceremonies for inbound groups.');
    await request.getByRole('button', { name: 'Send request' }).click();
    await closeMessage(buyer, 'request-sent', `Your request was sent to ${PERSONAL}.`);
    await expect(entry.getByTestId('directory-relation')).toHaveText('Request pending');

    // The supplier, in its personal space, accepts and sends 12 % off.
    const supplier = await (await browser.newContext()).newPage();
    await signInAt(supplier, '/en/partners', 'supplier@example.com');
    await supplier.getByTestId('space-switcher-toggle').click();
    await supplier.getByTestId('space-option').filter({ hasText: 'Personal space' }).click();
    await supplier.goto('/en/partners?tab=received');
    const received = supplier.getByTestId('partner-card').filter({ hasText: BUYER });
    await expect(received).toContainText('We arrange tea ceremonies');
    await received.getByRole('button', { name: 'Accept' }).click();
    await closeMessage(supplier, 'partner-done', `${BUYER} is now your trading partner.`);

    await supplier.goto('/en/partners');
    await supplier.getByRole('link', { name: `Open ${BUYER}` }).click();
    await supplier.getByRole('button', { name: 'Propose terms' }).click();
    const form = supplier.getByTestId('agreement-form');
    await form.getByLabel('Discount (%)').fill('12');
    await form.getByRole('button', { name: 'Save and send' }).click();
    await closeMessage(supplier, 'agreement-notice', 'The agreement was sent.');

    // The buyer accepts the terms.
    await buyer.goto('/en/partners');
    await buyer.getByRole('link', { name: `Open ${PERSONAL}` }).click();
    const waiting = buyer.getByTestId('agreement-open');
    await expect(waiting).toContainText('12 % off');
    await waiting.getByRole('button', { name: 'Accept the agreement' }).click();
    await buyer.getByTestId('agreement-confirm').getByRole('button', { name: 'OK' }).click();
    await closeMessage(buyer, 'agreement-notice', 'The agreement is accepted.');
    await expect(buyer.getByTestId('agreement-in-force')).toContainText('12 % off');
    await expect(buyer.getByTestId('agreement-in-force').getByTestId('agreement-accepted-by')).toBeVisible();
    // A partner may be asked for proof of its registration, from the same page.
    await expect(buyer.getByTestId('request-proof-button')).toBeVisible();

    // Now the partners-only tariff is found, with the partner price beside the public one.
    await searchFor(buyer, 'machiya');
    const card = buyer.getByTestId('result-card').filter({ hasText: TARIFF });
    await expect(card.getByTestId('partner-price')).toContainText('12 % off');
    await card.getByRole('link', { name: TARIFF }).click();

    const quote = buyer.getByTestId('quote-panel');
    await quote.getByLabel('Adults').fill('12');
    await quote.getByLabel('Date').fill(HIGH_SEASON_DAY);
    const result = quote.getByTestId('quote-result');
    await expect(result).toContainText('Season: High season');
    await expect(result).toContainText('adults × 12');
    await expect(result.getByTestId('quote-adjustment')).toContainText('Partner discount 12 %');
    // The high-season row for 10–20 people: 12 × ¥15,000 public, less 12 % (¥21,600).
    await expect(result.getByTestId('quote-adjustment')).toContainText('−¥21,600');
    await expect(result.getByTestId('quote-public-total')).toHaveText('¥180,000');
    await expect(result.getByTestId('quote-total')).toHaveText('¥158,400');

    // The supplier ends the partnership; the buyer no longer finds the tariff.
    await supplier.goto('/en/partners');
    await supplier
      .getByTestId('partner-card')
      .filter({ hasText: BUYER })
      .getByRole('button', { name: 'End partnership' })
      .click();
    const end = supplier.getByTestId('partner-end-dialog');
    await end.getByLabel('Reason (optional)').fill('The season is over.');
    await end.getByRole('button', { name: 'End partnership' }).click();
    await closeMessage(supplier, 'partner-done', `The partnership with ${BUYER} has ended.`);

    await searchFor(buyer, 'machiya');
    await expect(buyer.getByTestId('result-card').filter({ hasText: TARIFF })).toHaveCount(0);
    await buyer.goto(`/en/search/${TARIFF_KEY}`);
    await expect(buyer.getByTestId('tariff-not-found')).toBeVisible();
  });
});

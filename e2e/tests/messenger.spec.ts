import { expect, type Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { test } from '../support/test.ts';

/**
 * a buyer contacts the supplier from a published tariff; the supplier, already on the messages page,
 * sees the unread count rise and the message arrive without reloading, and replies with a PDF that the buyer
 * sees live. The buyer then asks for 12 adults on a date; the supplier confirms with another total and says
 * why; the buyer accepts; both see the reference number and open the printable confirmation.
 */
const TARIFF = 'tf_gion-tea-ceremony';
const SUPPLIER = '京都旅館株式会社';
const BUYER = 'さくらトラベル株式会社';
// In the tariff's spring peak (2027-03-01 to 2027-04-30).
const DAY = '2027-04-10';
const run = Date.now().toString(36);
const HELLO = `Can you host a group of 12 in April? (${run})`;
const REPLY = `Yes — our group plan is attached (${run}).`;
// The server checks a file's type by its first bytes, so this is a (tiny) real PDF.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The envelope's loaded count (it says so in `data-unread` once its answer is in). */
async function unreadOf(page: Page): Promise<number> {
  const envelope = page.getByTestId('message-envelope');
  await expect(envelope).toHaveAttribute('data-unread', /^\d+$/);
  return Number(await envelope.getAttribute('data-unread'));
}

test.describe('[BUYER][SUPPLIER][MESSENGER] messenger: contact, live reply with a PDF, an inquiry to a confirmation', () => {
  test('from "Contact supplier" to a printed confirmation, without reloading', async ({
    browser,
    page: buyer,
  }) => {
    test.setTimeout(180_000);

    // The supplier waits on the messages page of its corporate space (the personal one is chosen first, docs/product.md §4).
    const supplier = await (await browser.newContext()).newPage();
    await signInAt(supplier, '/en/messages', 'supplier@example.com');
    await supplier.getByTestId('space-switcher-toggle').click();
    await supplier.getByTestId('space-option').filter({ hasText: SUPPLIER }).click();
    await expect(supplier.getByTestId('space-switcher-name')).toHaveText(SUPPLIER);
    await supplier.getByTestId('message-envelope').click();
    await expect(supplier).toHaveURL(/\/en\/messages$/);
    await expect(supplier.getByTestId('conversation-list')).toBeVisible();
    await expect(supplier.getByTestId('message-envelope')).toBeVisible();
    const before = await unreadOf(supplier);

    // The buyer contacts the supplier from the tariff and writes; Enter sends.
    await signInAt(buyer, `/en/search/${TARIFF}`, 'buyer@example.com');
    await buyer.getByRole('button', { name: 'Contact supplier' }).click();
    await expect(buyer).toHaveURL(/\/en\/messages\/cv_/);
    await expect(buyer.getByTestId('thread-title')).toHaveText(SUPPLIER);
    await buyer.getByLabel('Message', { exact: true }).fill(HELLO);
    await buyer.getByLabel('Message', { exact: true }).press('Enter');
    await expect(buyer.getByTestId('message-text').filter({ hasText: HELLO })).toBeVisible();

    // The supplier sees the count rise and the conversation arrive, with no reload.
    await expect.poll(() => unreadOf(supplier), { timeout: 15_000 }).toBe(before + 1);
    const row = supplier
      .getByTestId('conversation-item')
      .filter({ hasText: BUYER })
      .filter({ hasText: HELLO });
    await expect(row).toBeVisible();
    await row.click();
    await expect(supplier.getByTestId('message-text').filter({ hasText: HELLO })).toBeVisible();
    await expect.poll(() => unreadOf(supplier)).toBe(before);

    // The supplier replies with a PDF; the buyer sees it arrive.
    await supplier.getByTestId('composer-file-input').setInputFiles({
      name: 'group-plan.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(supplier.getByTestId('composer-files')).toContainText('group-plan.pdf');
    await supplier.getByLabel('Message', { exact: true }).fill(REPLY);
    await supplier.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(supplier.getByTestId('message-text').filter({ hasText: REPLY })).toBeVisible();
    await expect(buyer.getByTestId('message-text').filter({ hasText: REPLY })).toBeVisible({
      timeout: 15_000,
    });
    const pdf = buyer.getByTestId('attachment-pdf').filter({ hasText: 'group-plan.pdf' });
    await expect(pdf).toBeVisible();
    const href = await pdf.getAttribute('href');
    const file = await buyer.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');

    // The buyer asks for 12 adults on a date, from the tariff page.
    await buyer.goto(`/en/search/${TARIFF}`);
    await buyer.getByRole('button', { name: 'Send an inquiry' }).click();
    const form = buyer.getByTestId('inquiry-form');
    await form.getByLabel('Date').fill(DAY);
    await form.getByLabel('Adults').fill('12');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(buyer).toHaveURL(/\/en\/messages\/cv_/);
    const buyerCard = buyer.getByTestId('inquiry-card').last();
    await expect(buyerCard.getByTestId('inquiry-state')).toHaveText('Open');
    await expect(buyerCard.getByTestId('inquiry-group')).toContainText('12 adults');

    // The supplier's open thread shows the card live; it confirms with another total and why.
    const supplierCard = supplier.getByTestId('inquiry-card').last();
    await expect(supplierCard.getByTestId('inquiry-state')).toHaveText('Open', { timeout: 15_000 });
    await supplierCard.getByRole('button', { name: 'Confirm' }).click();
    const confirm = supplier.getByTestId('inquiry-dialog');
    await confirm.getByLabel('Changed total (JPY, optional)').fill('70000');
    await confirm.getByLabel('Reason or message (optional)').fill('Group rate for 12 guests');
    await confirm.getByRole('button', { name: 'Confirm and send' }).click();
    await expect(confirm).toBeHidden();
    await expect(supplierCard.getByTestId('inquiry-state')).toHaveText('Quoted');
    await expect(supplierCard.getByTestId('inquiry-total')).toHaveText('¥70,000');

    // The buyer sees the quote live, with the reason, and accepts.
    await expect(buyerCard.getByTestId('inquiry-state')).toHaveText('Quoted', { timeout: 15_000 });
    await expect(buyerCard.getByTestId('inquiry-total')).toHaveText('¥70,000');
    await expect(buyerCard.getByTestId('inquiry-change')).toContainText('Group rate for 12 guests');
    await buyerCard.getByRole('button', { name: 'Accept' }).click();
    await buyer.getByTestId('inquiry-dialog').getByRole('button', { name: 'OK' }).click();
    await expect(buyerCard.getByTestId('inquiry-state')).toHaveText('Accepted');

    // Both see the reference number and open the printable confirmation.
    const reference = (await buyerCard.getByTestId('inquiry-reference').textContent()) ?? '';
    expect(reference).toMatch(/^TT-\d{4}-\d+$/);
    await expect(supplierCard.getByTestId('inquiry-reference')).toHaveText(reference, { timeout: 15_000 });
    for (const page of [buyer, supplier]) {
      await page.getByTestId('inquiry-card').last().getByTestId('confirmation-link').click();
      await expect(page.getByTestId('bare-shell')).toBeVisible();
      const sheet = page.getByTestId('confirmation');
      await expect(sheet.getByTestId('confirmation-reference')).toHaveText(reference);
      await expect(sheet.getByTestId('confirmation-supplier')).toHaveText(SUPPLIER);
      await expect(sheet.getByTestId('confirmation-buyer')).toHaveText(BUYER);
      await expect(sheet.getByTestId('confirmation-tariff')).toContainText(
        'Tea ceremony in a Gion tea house',
      );
      await expect(sheet.getByTestId('inquiry-total')).toHaveText('¥70,000');
      // Tax and cancellation fees are of the agreed ¥70,000, the change a line of its own with its reason.
      await expect(sheet.getByTestId('inquiry-tax')).toHaveText('¥6363');
      await expect(sheet.getByTestId('inquiry-change')).toContainText('Group rate for 12 guests');
      await expect(sheet.getByTestId('inquiry-cancellation')).toContainText('50 % — ¥35,000');
      await expect(sheet.getByTestId('inquiry-cancellation')).toContainText('100 % — ¥70,000');
      await expect(sheet.getByTestId('confirmation-supplier-address')).toHaveText(
        '祇園町南側570-8, 京都市東山区, Kyoto 605-0074, Japan',
      );
      await expect(sheet.getByTestId('confirmation-supplier-invoice')).toContainText('T6130001045678');
      await expect(sheet.getByRole('button', { name: 'Print' })).toBeVisible();
    }
  });
});

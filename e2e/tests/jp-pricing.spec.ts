import type { Locator, Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * Japanese pricing (docs/product-decisions.md §12): the buyer quotes the demo ryokan for 2 adults and one 小学生 in
 * one room on a 休前日 and reads サービス料, 消費税, 入湯税 and 宿泊税 as separate lines that add up to the total;
 * searching for the same group finds the ryokan at that very total.
 */
const RYOKAN = 'tf_kyoto-ryokan-stay';
// A Saturday inside the ryokan's validity, outside its special days and blackout dates: the night is a 休前日.
const SATURDAY = '2027-02-13';

/** "12,345円", "−1,234円" (the minus sign of a partner discount) or "¥12,345" as minor units. */
function yen(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  expect(digits, `a yen figure in "${text}"`).not.toBe('');
  return (/[−-]/.test(text) ? -1 : 1) * Number(digits);
}

/** The amount cell (the row's last cell) of each row in `rows`. */
async function amounts(rows: Locator): Promise<number[]> {
  const cells = await rows.locator('td:last-child').allTextContents();
  return cells.map(yen);
}

/** Signs `email` in on the ryokan's page and asks for 2 adults and one 小学生 in one room on SATURDAY. */
async function quoteSaturday(page: Page, email: string): Promise<Locator> {
  await signInAt(page, `/jp/search/${RYOKAN}`, email);
  const panel = page.getByTestId('quote-panel');
  await panel.getByLabel('大人', { exact: true }).fill('2');
  await panel.getByLabel('小学生', { exact: true }).fill('1');
  await expect(panel.getByLabel('部屋数')).toHaveValue('1');
  await expect(panel.getByLabel('泊数')).toHaveValue('1');
  await panel.getByLabel('日付').fill(SATURDAY);
  return panel.getByTestId('quote-result');
}

test.describe('[BUYER][QUOTE] a ryokan stay priced the way Japanese suppliers price', () => {
  test('2 adults and a 小学生 in one room on a 休前日: charges and taxes apart, adding up to the total', async ({
    page,
  }) => {
    const result = await quoteSaturday(page, 'buyer@example.com');
    await expect(result.getByTestId('quote-day')).toContainText('休前日');
    await expect(result.getByTestId('quote-line').filter({ hasText: '小学生' })).toHaveCount(1);
    await expect(result.getByTestId('quote-service')).toContainText('サービス料');
    await expect(result.getByTestId('quote-tax')).toContainText('消費税');
    await expect(result.getByTestId('quote-bath-tax')).toContainText('入湯税');
    await expect(result.getByTestId('quote-lodging-tax')).toContainText('宿泊税');

    // Every figure is the API's; the sum is checked here only, never computed by the web.
    const lines = await amounts(result.getByTestId('quote-line'));
    const adjustments = await amounts(result.getByTestId('quote-adjustment'));
    const [service = 0] = await amounts(result.getByTestId('quote-service'));
    const [tax = 0] = await amounts(result.getByTestId('quote-tax'));
    const [bathTax = 0] = await amounts(result.getByTestId('quote-bath-tax'));
    const [lodgingTax = 0] = await amounts(result.getByTestId('quote-lodging-tax'));
    const total = yen(await result.getByTestId('quote-total').innerText());
    // Consumption tax included in the rates (うち消費税) is part of them; tax added on top is its own amount.
    const taxIncluded = (await result.getByTestId('quote-tax').innerText()).includes('うち');
    expect(service).toBeGreaterThan(0);
    expect(tax).toBeGreaterThan(0);
    expect(bathTax).toBeGreaterThan(0);
    expect(lodgingTax).toBeGreaterThan(0);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(lines) + sum(adjustments) + service + (taxIncluded ? 0 : tax) + bathTax + lodgingTax).toBe(
      total,
    );
  });

  test('a commission agent sees the public price, the commission and what the supplier nets', async ({
    page,
  }) => {
    const result = await quoteSaturday(page, 'agent@example.com');
    await expect(result.getByTestId('quote-commission')).toContainText('手数料（12％）');
    await expect(result.getByTestId('quote-adjustment')).toHaveCount(0);
    const [publicPrice = 0] = await amounts(result.getByTestId('quote-commission-public'));
    const [commission = 0] = await amounts(result.getByTestId('quote-commission'));
    const [net = 0] = await amounts(result.getByTestId('quote-net'));
    // The agent's client pays the public price; the supplier receives it less the commission.
    expect(yen(await result.getByTestId('quote-total').innerText())).toBe(publicPrice);
    expect(commission).toBeGreaterThan(0);
    expect(net).toBe(publicPrice - commission);
  });

  test('searching for 2 adults and a 小学生 on the 休前日 shows the ryokan at the quote’s total', async ({
    page,
  }) => {
    await signInAt(page, '/jp/search', 'buyer@example.com');
    const form = page.getByTestId('search-form');
    await form.getByLabel('大人の人数').fill('2');
    await form.getByLabel('小学生（6〜12歳）').fill('1');
    await form.getByLabel('利用日').fill(SATURDAY);
    await form.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(/band\.elementary=1/);

    const card = page
      .getByTestId('result-card')
      .filter({ has: page.locator(`a[href="/jp/search/${RYOKAN}"]`) });
    // さくらトラベル has a 10 % agreement with the ryokan: its own price is the one it pays, named for the group.
    const partner = card.getByTestId('partner-price').locator('strong');
    await expect(partner).toContainText('大人2名・子ども1名で');
    const amount = /([\d,]+)円/.exec(await partner.innerText())?.[1] ?? '';
    const searched = yen(amount);

    await card.locator(`a[href="/jp/search/${RYOKAN}"]`).first().click();
    const panel = page.getByTestId('quote-panel');
    await panel.getByLabel('大人', { exact: true }).fill('2');
    await panel.getByLabel('小学生', { exact: true }).fill('1');
    await panel.getByLabel('日付').fill(SATURDAY);
    const result = panel.getByTestId('quote-result');
    await expect(result.getByTestId('quote-day')).toContainText('休前日');
    await expect(result.getByTestId('quote-line').filter({ hasText: '小学生' })).toHaveCount(1);
    expect(yen(await result.getByTestId('quote-total').innerText())).toBe(searched);
  });
});

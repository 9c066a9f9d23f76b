import type { Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * the buyer favourites two tariffs, saves a search, builds a proposal with both for 8 adults
 * with a 15 % markup, and opens its client link in a fresh browser without signing in: the marked-up prices
 * show, the partner price (the demo agreement's 10 % off) does not.
 */
const TEA = 'Tea ceremony in a Gion tea house, with matcha and sweets';
const KIMONO = 'Higashiyama walk in kimono, dressing included';
const TEA_KEY = 'tf_gion-tea-ceremony';
const KIMONO_KEY = 'tf_hanako-kimono-walk';
// Spring peak (2027-03-01 to 04-30): tea 7,500 a person for 1–9 → 8,625 marked up, 6,750 at the partner's 10 % off.
// Kimono: 66,000 per group for 7–12 people → 75,900 marked up.
const MARKED_TEA = '¥8625';
const MARKED_KIMONO = '¥75,900';
// The client page opens in the default locale (jp, no preference stored in a fresh browser).
const CLIENT_TEA = '8625円';
const CLIENT_KIMONO = '75,900円';
const PARTNER_TEA = /6,?750/;

async function heart(page: Page, words: string, title: string) {
  await page.goto(`/en/search?q=${encodeURIComponent(words)}`);
  await expect(page.getByTestId('search-loading')).toBeHidden();
  const card = page.getByTestId('result-card').filter({ hasText: title });
  await card.getByRole('button', { name: `Add “${title}” to favourites` }).click();
  await expect(card.getByRole('button', { name: `Remove “${title}” from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

async function addToProposal(page: Page, key: string, proposal: string) {
  await page.goto(`/en/search/${key}`);
  const panel = page.getByTestId('add-to-proposal');
  await panel.getByLabel('Proposal').selectOption({ label: proposal });
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(`Added to “${proposal}”.`);
}

test.describe('[BUYER][WORKSET] favourites, a saved search and a proposal with a client link', () => {
  test('a client sees the marked-up prices without signing in, never the partner price', async ({
    browser,
    page,
  }) => {
    test.setTimeout(180_000);
    const run = Date.now().toString(36);
    const title = `Spring in Kyoto ${run}`;
    await signInAt(page, '/en/search', 'buyer@example.com');

    await heart(page, 'tea ceremony', TEA);
    await heart(page, 'kimono', KIMONO);
    await page.getByTestId('search-tab-favourites').click();
    const favourites = page.getByTestId('favourites-list');
    await expect(favourites.getByRole('link', { name: TEA })).toBeVisible();
    await expect(favourites.getByRole('link', { name: KIMONO })).toBeVisible();

    await page.getByTestId('search-tab-results').click();
    await page.getByTestId('saved-searches-toggle').click();
    const saved = page.getByTestId('saved-searches');
    await saved.getByLabel('Name of the search').fill(`Kyoto ${run}`);
    await saved.getByLabel('Notify me of new matches').check();
    await saved.getByRole('button', { name: 'Save this search' }).click();
    await expect(saved.getByTestId('saved-search').filter({ hasText: `Kyoto ${run}` })).toBeVisible();

    await page.goto('/en/proposals');
    const form = page.getByTestId('new-proposal');
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Client name').fill('Sakura Trading Co.');
    await form.getByLabel('From', { exact: true }).fill('2027-03-10');
    await form.getByLabel('To', { exact: true }).fill('2027-03-12');
    await form.getByLabel('Adults').fill('8');
    await form.getByLabel('Markup (%)').fill('15');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('proposal-editor').getByRole('heading', { name: title })).toBeVisible();

    await addToProposal(page, TEA_KEY, title);
    await addToProposal(page, KIMONO_KEY, title);

    await page.goto('/en/proposals');
    await page.getByTestId('proposal-list').getByRole('button', { name: title }).click();
    const editor = page.getByTestId('proposal-editor');
    await expect(editor.getByTestId('proposal-item')).toContainText([TEA, KIMONO]);
    const prices = editor.getByTestId('proposal-prices');
    await expect(prices).toContainText(`Adult ${MARKED_TEA} × 8`);
    await expect(prices).toContainText(MARKED_KIMONO);
    await editor.getByRole('button', { name: 'Create link' }).click();
    const link = editor.getByTestId('client-link-url').first();
    await expect(link).toBeVisible();
    const url = await link.getAttribute('href');
    expect(url).toMatch(/\/p\/[0-9A-Za-z]{10}$/);

    // A client without an account, in a browser of their own.
    const client = await (await browser.newContext()).newPage();
    await client.goto(url ?? '');
    const proposal = client.getByTestId('client-proposal');
    await expect(proposal.getByRole('heading', { name: title })).toBeVisible();
    await expect(proposal).toContainText(`大人 ${CLIENT_TEA} × 8`);
    // The kimono walk's price is its 7–12 group tier's, and says so: never an adult's.
    await expect(proposal).toContainText(`${CLIENT_KIMONO}（7〜12名1グループあたり）× 1`);
    await expect(proposal).not.toContainText(`大人 ${CLIENT_KIMONO}`);
    await expect(proposal).not.toContainText(PARTNER_TEA);
    await expect(client.getByLabel('Email')).toHaveCount(0);
    await client.close();
  });
});

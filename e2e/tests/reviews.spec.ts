import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * the buyer (a trading partner of 京都旅館 in the demo data) reviews its charter bus, which the
 * seed left unreviewed; the administrator publishes it; the search card shows the stars and count and the detail
 * page the stats; the supplier replies and the reply shows.
 */
const TARIFF = 'Chartered bus for Kyoto sightseeing (8 hours)';
const TARIFF_KEY = 'tf_kyoto-charter-bus';
const TITLE = 'Punctual driver, spotless coach';

test.describe('[BUYER][ADMIN][SUPPLIER][REVIEW] a moderated review with the supplier’s reply', () => {
  test('written by a partner, published by the administrator, shown in search and answered', async ({
    browser,
    page: buyer,
  }) => {
    test.setTimeout(180_000);

    await signInAt(buyer, `/en/search/${TARIFF_KEY}`, 'buyer@example.com');
    const reviews = buyer.getByTestId('tariff-reviews');
    await expect(reviews.getByTestId('review-stats')).toHaveText('No reviews yet.');
    const form = reviews.getByTestId('review-form');
    await form.getByLabel('4 out of 5').check();
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Review').fill('Our group of 30 was picked up on time at every stop.');
    await form.getByLabel('Written in').selectOption('en');
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(reviews.getByRole('status')).toContainText('Your review was sent.');
    const mine = reviews.getByTestId('review-item').filter({ hasText: TITLE });
    await expect(mine.getByTestId('review-state')).toHaveText('Pending');
    await expect(reviews.getByTestId('review-form')).toHaveCount(0);

    // The administrator publishes it from the Reviews tab of Tariff Correction.
    const admin = await (await browser.newContext()).newPage();
    await signInAt(admin, '/en/tariff/admin?tab=reviews', 'admin@example.com');
    const queued = admin
      .getByTestId('review-moderation-pending')
      .getByTestId('review-item')
      .filter({ hasText: TITLE });
    await expect(queued).toContainText(`Tariff: ${TARIFF}`);
    await queued.getByRole('button', { name: 'Publish' }).click();
    await expect(admin.getByRole('status')).toContainText('The review is now Published.');
    await expect(
      admin.getByTestId('review-moderation-published').getByTestId('review-item').filter({ hasText: TITLE }),
    ).toBeVisible();

    // The search card shows the stars and the count; the detail page the stats with the distribution.
    await buyer.goto('/en/search?q=charter&sort=rating');
    const card = buyer.getByTestId('result-card').filter({ hasText: TARIFF });
    await expect(card.getByTestId('result-rating')).toContainText('4.0 out of 5, 1 review');
    await expect(card.getByTestId('result-rating')).toContainText('4.0 (1)');
    await card.getByRole('link', { name: TARIFF }).click();
    const stats = buyer.getByTestId('review-stats');
    await expect(stats).toContainText('4.0 out of 5 (1 review)');
    await expect(stats.getByTestId('review-bar-4')).toHaveText('4-star reviews: 1');
    await expect(
      buyer.getByTestId('review-item').filter({ hasText: TITLE }).getByTestId('review-language'),
    ).toHaveText('Language: English');

    // The supplier replies once; the reply shows to the buyer.
    const supplier = await (await browser.newContext()).newPage();
    await signInAt(supplier, `/en/search/${TARIFF_KEY}`, 'supplier@example.com');
    const review = supplier.getByTestId('review-item').filter({ hasText: TITLE });
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByLabel('Reply').fill('Thank you — we look forward to driving your groups again.');
    await review.getByRole('button', { name: 'Publish reply' }).click();
    await expect(review.getByTestId('review-reply')).toContainText('we look forward to driving your groups');
    await expect(review.getByRole('button', { name: 'Reply' })).toHaveCount(0);

    await buyer.reload();
    await expect(
      buyer.getByTestId('review-item').filter({ hasText: TITLE }).getByTestId('review-reply'),
    ).toContainText('we look forward to driving your groups');
  });
});

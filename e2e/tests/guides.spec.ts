import { expect, type Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { test } from '../support/test.ts';

/**
 * a buyer finds the demo guide on the Guides tab and offers a job, which the guide accepts (the day is
 * then blocked in the guide's calendar); and a buyer posts a job for today that the guide applies to from the
 * Jobs tab, the buyer accepts from /jobs and marks completed. Dates are relative to today in Japan, as the seed's.
 */
const GUIDE_SPACE = 'sp_guide-ken';
const run = Date.now().toString(36);

const japanDay = (offset = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
};

/** Fills the post-a-job form (one day) and sends it; the page then shows the new job. */
async function postJob(page: Page, title: string, day: string, deadline: string) {
  const form = page.getByTestId('job-form');
  await form.getByLabel('Title (English)').fill(title);
  await form.getByLabel('Day', { exact: true }).fill(day);
  await form.getByLabel('Meeting place').fill('Kyoto Station, Central Exit');
  await form.getByLabel('Prefecture').selectOption('26');
  await form.getByLabel('English', { exact: true }).check();
  await form.getByLabel('Application deadline (Japan time)').fill(deadline);
  await form.getByTestId('job-form-submit').click();
  await expect(page).toHaveURL(/\/en\/jobs\/jb_/);
  await expect(page.getByTestId('job-detail')).toContainText(title);
}

/** The guide's calendar on their profile page, moved to the month of `day`, and that day's cell. */
async function calendarDay(page: Page, day: string) {
  const calendar = page.getByTestId('guide-calendar');
  await expect(calendar).toBeVisible();
  if (day.slice(0, 7) !== japanDay().slice(0, 7))
    await calendar.getByRole('button', { name: 'Next month' }).click();
  return calendar.locator(`[data-day="${day}"]`);
}

test.describe('[BUYER][GUIDE][GUIDE_JOBS] guides and jobs', () => {
  test('the buyer finds the guide by English + Kyoto + a date and offers a job; the guide accepts', async ({
    browser,
    page: buyer,
  }) => {
    test.setTimeout(180_000);
    // Clear of the seed's unavailable days (5, 6, 20) and its open job (14).
    const day = japanDay(3);
    const title = `Offer: Arashiyama morning walk (${run})`;

    await signInAt(buyer, '/en/search', 'buyer@example.com');
    await buyer.getByTestId('search-kind-guides').click();
    const filters = buyer.getByTestId('guide-filters');
    await filters.getByLabel('Language').selectOption('en');
    await filters.getByLabel('Prefecture').selectOption('26');
    await filters.getByLabel('Date').fill(day);
    const card = buyer
      .getByTestId('guide-card')
      .filter({ has: buyer.locator(`a[href$="/profile/${GUIDE_SPACE}"]`) });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('guide-rate')).toHaveText('¥32,000');
    await card.locator(`a[href$="/profile/${GUIDE_SPACE}"]`).click();

    await expect(buyer.getByTestId('guide-profile-view')).toBeVisible();
    await buyer.getByTestId('offer-job').click();
    await expect(buyer.getByTestId('offer-job-dialog')).toBeVisible();
    await postJob(buyer, title, day, `${day}T08:00`);
    await expect(buyer.getByTestId('job-state')).toHaveText('Open');

    const guide = await (await browser.newContext()).newPage();
    await signInAt(guide, '/en/jobs', 'guide@example.com');
    const row = guide.getByTestId('job-row').filter({ hasText: title });
    await expect(row).toContainText('Offer');
    await row.getByTestId('job-accept-offer').click();
    await expect(guide.getByText('Offer accepted.')).toBeVisible();
    await expect(row.getByTestId('job-state')).toHaveText('Assigned');

    await guide.goto(`/en/profile/${GUIDE_SPACE}`);
    await expect(await calendarDay(guide, day)).toHaveAttribute('data-state', 'blocked');

    await buyer.reload();
    await expect(buyer.getByTestId('job-state')).toHaveText('Assigned');
    await expect(buyer.getByTestId('job-detail')).toContainText('Assigned to');
  });

  test('the buyer posts a job for today, the guide applies from the Jobs tab, the buyer accepts and completes', async ({
    browser,
    page: buyer,
  }) => {
    test.setTimeout(180_000);
    const today = japanDay();
    const title = `Today: Gion evening walk (${run})`;

    await signInAt(buyer, '/en/jobs', 'buyer@example.com');
    await buyer.getByTestId('job-post').click();
    await postJob(buyer, title, today, `${today}T23:59`);

    const guide = await (await browser.newContext()).newPage();
    await signInAt(guide, '/en/search', 'guide@example.com');
    await guide.getByTestId('search-kind-jobs').click();
    const card = guide.getByTestId('job-card').filter({ hasText: title });
    await card.getByTestId('job-apply').click();
    await card.getByTestId('apply-message').fill('I know Gion well and speak English fluently.');
    await expect(card.getByTestId('apply-fee')).toHaveValue('32000');
    await expect(card.getByTestId('apply-total')).toContainText('¥32,000');
    await card.getByTestId('apply-submit').click();
    await expect(guide.getByText('Application sent.')).toBeVisible();

    await buyer.goto('/en/jobs');
    await buyer.getByRole('link', { name: title }).click();
    const applicant = buyer.getByTestId('applicant');
    await expect(applicant).toHaveCount(1);
    await applicant.getByTestId('applicant-accept').click();
    await expect(buyer.getByTestId('job-state')).toHaveText('Assigned');
    await buyer.getByTestId('job-complete').click();
    await expect(buyer.getByTestId('job-state')).toHaveText('Completed');
  });
});

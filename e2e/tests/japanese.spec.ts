import type { Browser, Locator, Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * the Japanese conventions: one date style per kind on jp pages (2026年11月1日 for a day,
 * 2026年11月24日 5:58 for a moment, 2026年4月1日～2026年4月5日 for a range), and a person's furigana shown with
 * their name wherever a jp page names them, once they have written it in account settings.
 */

const DAY = /^\d{4}年\d{1,2}月\d{1,2}日$/;
const MOMENT = /^\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}$/;
/** The members table: a member joined on a day and last signed in at a moment, each in its own style. */
const DAY_OR_MOMENT = new RegExp(`${DAY.source}|${MOMENT.source}`);
const RANGE = /^\d{4}年\d{1,2}月\d{1,2}日～\d{4}年\d{1,2}月\d{1,2}日$/;
/** The styles the pages mixed before: 2026-10-01 and 2026/11/24 5:58. */
const OTHER_STYLES = /\d{4}[-/]\d{1,2}[-/]\d{1,2}/;

const NAME = '京都 花子';
const READING = 'きょうと はなこ';

/** A signed-in page in a browser context of its own, so each person holds a separate session. */
async function personAt(browser: Browser, path: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, path, email);
  return page;
}

/** Every <time> inside `area` reads in `style`, and nothing in it is written in another date style. */
async function expectDateStyle(area: Locator, style: RegExp) {
  const times = area.locator('time');
  await expect(times.first()).toBeVisible();
  for (const text of await times.allTextContents()) expect(text).toMatch(style);
  expect(await area.innerText()).not.toMatch(OTHER_STYLES);
}

/** The signed-in person writes their name and its reading in the account settings modal (docs/product.md §2). */
async function writeNameAndReading(page: Page) {
  await page.getByTestId('user-menu').getByRole('button').first().click();
  await page.getByTestId('user-menu-account-settings').click();
  const modal = page.getByTestId('account-settings-modal');
  await modal.getByLabel('名前', { exact: true }).fill(NAME);
  await modal.getByLabel('ふりがな', { exact: true }).fill(READING);
  await modal.getByRole('button', { name: '保存' }).click();
  await expect(modal).toBeHidden();
}

test.describe('[SUPPLIER][GUIDE][ADMIN][BUYER][JAPANESE_PAGES] Japanese pages: one date style, furigana with names', () => {
  test('the supplier’s reading shows with their name in jp pages, dates read in the one style', async ({
    browser,
  }) => {
    const supplier = await personAt(browser, '/jp/tariff/list', 'supplier@example.com');
    // The supplier's list: each last change as a day, 2026年11月1日, never 2026-11-01.
    await expectDateStyle(supplier.getByTestId('tariff-table'), DAY);

    await writeNameAndReading(supplier);

    // The user menu names them with the reading above the name.
    await supplier.getByTestId('user-menu').getByRole('button').first().click();
    const person = supplier.getByTestId('user-menu-person');
    await expect(person.locator('ruby')).toContainText(NAME);
    await expect(person.locator('rt')).toHaveText(READING);
    await supplier.keyboard.press('Escape');

    // The company's members: the supplier by name and reading, joined on a day in the one style.
    await supplier.getByTestId('space-switcher-toggle').click();
    await supplier.getByTestId('space-option').filter({ hasText: '京都旅館株式会社' }).click();
    await expect(supplier).toHaveURL(/\/jp\/profile\/sp_kyoto-ryokan$/);
    await supplier.goto('/jp/profile/setting');
    const me = supplier.getByTestId('member-row').filter({ hasText: 'supplier@example.com' });
    await expect(me.locator('ruby')).toContainText(NAME);
    await expect(me.locator('rt')).toHaveText(READING);
    await expectDateStyle(supplier.getByTestId('members-table'), DAY_OR_MOMENT);

    // An invitation names who sent it: the guide sees the supplier's name with its reading (left pending).
    const invite = supplier.getByTestId('invite-form');
    await invite.getByLabel('メールアドレス').fill('guide@example.com');
    await invite.getByRole('button', { name: '招待する' }).click();
    await expect(
      supplier.getByTestId('space-invitation').filter({ hasText: 'guide@example.com' }),
    ).toBeVisible();
    const guide = await personAt(browser, '/jp/profile/setting', 'guide@example.com');
    const inviter = guide
      .getByTestId('my-invitation')
      .filter({ hasText: '京都旅館株式会社' })
      .getByTestId('my-invitation-inviter');
    await expect(inviter.locator('ruby')).toContainText(NAME);
    await expect(inviter.locator('rt')).toHaveText(READING);
    await expectDateStyle(guide.getByTestId('my-invitations'), DAY);
    await guide.context().close();

    // English pages show the name alone.
    await supplier.goto('/en/profile/setting');
    const meEn = supplier.getByTestId('member-row').filter({ hasText: 'supplier@example.com' });
    await expect(meEn).toContainText(NAME);
    await expect(meEn.locator('rt')).toHaveCount(0);

    // A copy of a company tariff, submitted for review, puts the supplier in its audit trail.
    await supplier.goto('/jp/tariff/list');
    await supplier
      .getByRole('button', { name: /^複製：/ })
      .first()
      .click();
    await expect(supplier).toHaveURL(/\/jp\/tariff\/list\/tf_[^/]+$/);
    const key = new URL(supplier.url()).pathname.split('/').at(-1) ?? '';
    await supplier.getByRole('button', { name: '審査に提出', exact: true }).click();
    const submitted = supplier.getByTestId('submitted-dialog');
    await submitted.getByRole('button', { name: 'OK' }).click();
    await expect(submitted).toBeHidden();

    const admin = await personAt(browser, '/jp/tariff/admin', 'admin@example.com');
    // The review queue: when each was submitted, as a moment in Japan time.
    await expectDateStyle(admin.getByTestId('review-queue'), MOMENT);

    await admin.goto(`/jp/tariff/admin/${key}`);
    const trail = admin.getByTestId('audit-table');
    const byHanako = trail.getByTestId('audit-row').filter({ has: admin.locator('ruby') });
    await expect(byHanako.first().locator('ruby')).toContainText(NAME);
    await expect(byHanako.first().locator('rt')).toHaveText(READING);
    await expectDateStyle(trail, MOMENT);
    await expectDateStyle(admin.getByTestId('review-header'), MOMENT);
    // The sheet under review: its validity as a range of days, its blackout days as days.
    await expect(admin.getByTestId('sheet-validity')).toHaveText(RANGE);
    expect(await admin.getByTestId('tariff-sheet').innerText()).not.toMatch(OTHER_STYLES);

    await supplier.context().close();
    await admin.context().close();
  });

  test('a buyer reads a tariff and an event in the one style: ranges of days and the day of a price', async ({
    browser,
  }) => {
    const buyer = await personAt(
      browser,
      '/jp/search?q=%E7%A5%87%E5%9C%92&date=2026-11-01',
      'buyer@example.com',
    );
    const card = buyer.getByTestId('result-card').first();
    await card.getByRole('link').first().click();
    const sheet = buyer.getByTestId('tariff-sheet');
    await expect(sheet).toBeVisible();
    await expect(buyer.getByTestId('sheet-validity')).toHaveText(RANGE);
    // Season headings, blackout days: no other style anywhere on the sheet.
    expect(await sheet.innerText()).not.toMatch(OTHER_STYLES);
    // The price of the day the search asked for names that day as every other date on the page.
    await expect(buyer.getByTestId('price-summary')).toContainText('2026年11月1日の料金');

    // The shared event page: its dates as one range of days.
    await buyer.goto('/jp/tariff/events/event/ev_kyoto-autumn-2026');
    const event = buyer.getByTestId('public-event');
    await expect(event).toContainText('2026年11月1日～2026年11月30日');
    expect(await event.innerText()).not.toMatch(OTHER_STYLES);
    await buyer.context().close();
  });
});

import type { Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { audit, expectNoFindings, type Finding, openDropdown, settle } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { LOCALES, type Locale, text } from '../support/texts.ts';

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA) finds no critical or serious violation on any page, in
 * both locales, for each demo account that can reach it, nor with any dialog or dropdown open. One sign-in per
 * account; every state is audited and the findings are reported together at the end of the account's walk.
 */

const EVENT = 'ev_kyoto-autumn-2026';
const TARIFF = 'tf_kyoto-ryokan-stay';
/** The demo partnership of the buyer's space and the supplier's corporate space (docs/product-decisions.md §9). */
const PARTNERSHIP = 'pt_sakura-kyoto-ryokan';
const run = Date.now().toString(36);
const DIALOG = '.modal.show';
const MENU = '.dropdown-menu.show';

/**
 * Opens `path` the way the app's own links do (history and popstate, which the router follows), so the walk
 * does not reload the app and its session for every page; a page not yet showing the app is loaded first.
 */
async function go(page: Page, path: string) {
  if (!(await page.getByTestId('full-shell').or(page.getByTestId('bare-shell')).count())) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    const scope = globalThis as unknown as {
      history: { pushState(data: unknown, unused: string, url: string): void };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    scope.history.pushState(null, '', to);
    scope.dispatchEvent(new scope.PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

async function visit(page: Page, path: string, findings: Finding[]) {
  await go(page, path);
  await settle(page);
  await audit(page, path, findings);
}

/** Opens a dialog with `open`, audits it, and closes it with Escape. */
async function withDialog(page: Page, state: string, findings: Finding[], open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('.modal.show')).toHaveCount(1);
  await settle(page);
  await audit(page, state, findings, DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** The top bar and sidebar menus and the dialogs they open, on whichever full-shell page is shown. */
async function auditShellMenus(page: Page, locale: Locale, findings: Finding[]) {
  const where = `${page.url()} with`;
  await openDropdown(page.getByTestId('user-menu').getByRole('button').first());
  await audit(page, `${where} the user menu`, findings, MENU);
  await page.keyboard.press('Escape');

  await openDropdown(page.getByTestId('notification-bell'));
  await audit(page, `${where} the notifications`, findings, MENU);
  const first = page.getByTestId('notification-item').first();
  if (await first.isVisible())
    await withDialog(page, `${where} a notification`, findings, () => first.click());
  else await page.keyboard.press('Escape');

  await openDropdown(page.getByTestId('space-switcher-toggle'));
  await audit(page, `${where} the space switcher`, findings, MENU);
  await withDialog(page, `${where} the create-space dialog`, findings, () =>
    page.getByTestId('create-space').click(),
  );

  await withDialog(page, `${where} account settings`, findings, async () => {
    await openDropdown(page.getByTestId('user-menu').getByRole('button').first());
    await page.getByTestId('user-menu-account-settings').click();
    await expect(page.getByTestId('account-settings-save')).toBeVisible();
    await page.getByRole('tab', { name: text(locale, 'common:settings.tabs.language') }).click();
    await audit(page, `${where} account settings, language tab`, findings, DIALOG);
    await page.getByRole('tab', { name: text(locale, 'common:settings.tabs.profile') }).click();
  });
}

/** Walks `paths` in both locales, with the shell's menus open on the first of them. */
async function walk(page: Page, paths: string[], findings: Finding[], menus = true) {
  for (const locale of LOCALES) {
    for (const [index, path] of paths.entries()) {
      await visit(page, `/${locale}${path}`, findings);
      if (menus && index === 0) await auditShellMenus(page, locale, findings);
    }
  }
}

async function submitTariff(page: Page) {
  await page.goto('/en/tariff/list/new');
  await page.getByLabel('Title (Japanese)').fill(`アクセシビリティ審査 ${run}`);
  await page.getByLabel('Title (English)').fill(`A11y review ${run}`);
  await page.getByLabel('Category').selectOption('activity');
  await page.getByLabel('Prefecture').selectOption('26');
  await page.getByLabel('Valid from', { exact: true }).fill('2026-01-01');
  await page.getByLabel('Valid to', { exact: true }).fill('2027-12-31');
  await page.getByRole('button', { name: 'Add rate' }).click();
  await page.getByLabel('Min pax 1', { exact: true }).fill('1');
  await page.getByLabel('Max pax 1', { exact: true }).fill('10');
  await page.getByLabel('Adult 1', { exact: true }).fill('5000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/tariff\/list\/tf_/);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const submitted = page.getByTestId('submitted-dialog');
  await expect(submitted).toBeVisible();
  await submitted.getByRole('button', { name: 'OK' }).click();
}

/** A proposal of the buyer's with the demo tea ceremony and a client link to it; answers its id. */
async function clientLink(page: Page): Promise<string> {
  const headers = { 'x-tourtariff-client': 'web' };
  const made = await page.request.post('/api/doc/proposals?space=sp_sakura-travel', {
    headers,
    data: {
      title: `A11y proposal ${run}`,
      dates: { from: '2027-03-10', to: '2027-03-12' },
      group: { adults: 8 },
      items: [{ tariff: 'tf_gion-tea-ceremony' }],
      markup: 15,
    },
  });
  expect(made.status()).toBe(200);
  const { id } = (await made.json()) as { id: string };
  const exp = new Date(Date.now() + 86_400_000).toISOString();
  const link = await page.request.post(`/api/doc/proposals/${id}/link`, { headers, data: { exp } });
  expect(link.status()).toBe(200);
  return ((await link.json()) as { id: string }).id;
}

test('[ANONYMOUS] the shared event page and the sign-in page', async ({ page }) => {
  const findings: Finding[] = [];
  for (const locale of LOCALES) {
    await visit(page, `/${locale}/tariff/events/event/${EVENT}`, findings);
    // A proposal's client link that names nothing: the page a client sees for a wrong or purged link.
    await visit(page, `/${locale}/p/ZZZZZZZZZZ`, findings);
  }
  await page.goto('/jp/search');
  await expect(page.getByLabel('Email')).toBeVisible();
  await audit(page, 'the sign-in page', findings);
  expectNoFindings(findings);
});

test('[NEWUSER] the profile-creation screens', async ({ page }) => {
  test.setTimeout(120_000);
  const findings: Finding[] = [];
  await signInAt(page, '/jp/register', 'newuser@example.com');
  for (const locale of LOCALES) {
    await visit(page, `/${locale}/register`, findings);
    await visit(page, `/${locale}/register/role`, findings);
    await page.locator('[data-choice="corporateBuyer"]').click();
    await expect(page.getByTestId('company-name-step')).toBeVisible();
    await audit(page, `/${locale}/register/role, company name step`, findings);
  }
  await walk(page, ['/search', '/profile', '/profile/setting'], findings);
  expectNoFindings(findings);
});

test('[SUPPLIER] every page, menu and dialog a supplier reaches', async ({ page }) => {
  test.setTimeout(300_000);
  const findings: Finding[] = [];
  await signInAt(page, '/en/tariff/list', 'supplier@example.com');
  // The corporate space holds the demo event and tariffs (the personal one is chosen first, docs/product.md §4).
  await openDropdown(page.getByTestId('space-switcher-toggle'));
  await page.getByTestId('space-option').filter({ hasText: '京都旅館株式会社' }).click();
  await expect(page.getByTestId('space-switcher-name')).toHaveText('京都旅館株式会社');
  await submitTariff(page);
  await walk(
    page,
    [
      '/tariff/list',
      '/',
      '/search',
      `/search/${TARIFF}`,
      '/tariff/list/new',
      `/tariff/list/${TARIFF}`,
      '/tariff/admin',
      '/profile',
      '/profile/sp_kyoto-ryokan',
      '/profile/setting',
      '/partners',
      '/partners?tab=received',
      '/partners/directory',
      `/partners/${PARTNERSHIP}`,
      '/no-such-page',
      '/tariff/events/list',
      '/tariff/events/new',
      `/tariff/events/new?key=${EVENT}`,
      `/tariff/events/event/${EVENT}`,
    ],
    findings,
  );
  for (const locale of LOCALES) {
    const say = (key: string) => text(locale, key);
    await go(page, `/${locale}/tariff/list/${TARIFF}`);
    await settle(page);
    await withDialog(page, `/${locale} tariff editor, archive`, findings, () =>
      page.getByRole('button', { name: say('tariffs:action.archive'), exact: true }).click(),
    );
    await page.getByTestId('tariff-form').getByRole('textbox').first().fill(`変更 ${run}`);
    await page.getByRole('link', { name: say('catalogue:editor.backToList') }).click();
    await expect(page.getByTestId('leave-dialog')).toBeVisible();
    await audit(page, `/${locale} tariff editor, unsaved changes`, findings, DIALOG);
    await page.getByTestId('leave-discard').click();

    await go(page, `/${locale}/tariff/events/list`);
    await settle(page);
    await withDialog(page, `/${locale} events, delete`, findings, () =>
      page
        .getByTestId('event-row')
        .first()
        .getByRole('button', { name: say('events:list.delete') })
        .click(),
    );
    await go(page, `/${locale}/profile/setting`);
    await settle(page);
    await withDialog(page, `/${locale} settings, new API key`, findings, () =>
      page.getByRole('button', { name: say('apikeys:create') }).click(),
    );
    await go(page, `/${locale}/partners/${PARTNERSHIP}`);
    await settle(page);
    // Escape leaves the partnership as it is: the dialog asks first.
    await withDialog(page, `/${locale} partnership, end`, findings, () =>
      page
        .getByTestId('partner-actions')
        .getByRole('button', { name: say('partners:actions.end') })
        .click(),
    );
    await page.getByTestId('agreement-propose').click();
    await expect(page.getByTestId('agreement-form')).toBeVisible();
    await audit(page, `/${locale} partnership, proposing terms`, findings);
  }
  expectNoFindings(findings);
});

test('[BUYER] every page, menu and dialog a buyer reaches', async ({ page }) => {
  // The longest walk: messages, reviews, proposals and a client link joined it later.
  test.setTimeout(240_000);
  const findings: Finding[] = [];
  await signInAt(page, '/en/search', 'buyer@example.com');
  const link = await clientLink(page);
  await walk(
    page,
    [
      '/search',
      '/proposals',
      `/p/${link}`,
      '/',
      `/search/${TARIFF}`,
      '/tariff/list',
      '/tariff/list/new',
      '/profile',
      '/profile/setting',
      '/partners',
      '/partners?tab=sent',
      '/partners/directory',
      `/partners/${PARTNERSHIP}`,
      '/tariff/events/list',
      '/messages',
      // the Guides tab, a guide's page and the buyer's jobs.
      '/search?kind=guides',
      '/profile/sp_guide-ken',
      '/jobs',
    ],
    findings,
  );
  for (const locale of LOCALES) {
    const say = (key: string) => text(locale, key);
    await go(page, `/${locale}/profile/sp_guide-ken`);
    await settle(page);
    await withDialog(page, `/${locale} guide page, offer a job`, findings, () =>
      page.getByTestId('offer-job').click(),
    );
    // The messages page with a thread open (the demo buyer and supplier already talk), and its dialogs.
    await go(page, `/${locale}/messages`);
    await settle(page);
    await page.getByTestId('conversation-item').first().click();
    await expect(page.getByTestId('thread')).toBeVisible();
    await settle(page);
    await audit(page, `/${locale}/messages with a thread open`, findings);
    await withDialog(page, `/${locale}/messages, archive`, findings, () =>
      page.getByRole('button', { name: say('messenger:archive.action'), exact: true }).click(),
    );
    await go(page, `/${locale}/search/${TARIFF}`);
    await settle(page);
    await withDialog(page, `/${locale} tariff, inquiry form`, findings, () =>
      page.getByRole('button', { name: say('messenger:contact.inquiry') }).click(),
    );
    await go(page, `/${locale}/partners/directory`);
    await settle(page);
    await withDialog(page, `/${locale} directory, request a partnership`, findings, () =>
      page
        .getByTestId('directory-card')
        .getByRole('button', { name: text(locale, 'partners:directory.request') })
        .first()
        .click(),
    );
  }
  expectNoFindings(findings);
});

test('[GUIDE] every page, menu and dialog a guide reaches', async ({ page }) => {
  test.setTimeout(120_000);
  const findings: Finding[] = [];
  await signInAt(page, '/en/search', 'guide@example.com');
  await walk(
    page,
    [
      '/search',
      '/',
      `/search/${TARIFF}`,
      '/profile',
      '/profile/setting',
      '/tariff/list',
      '/search?kind=jobs',
      '/jobs',
    ],
    findings,
  );
  expectNoFindings(findings);
});

test('[ADMIN] every page, menu and dialog an administrator reaches', async ({ page }) => {
  test.setTimeout(120_000);
  const findings: Finding[] = [];
  await signInAt(page, '/en/tariff/admin', 'admin@example.com');
  await walk(
    page,
    [
      '/tariff/admin',
      '/tariff/admin?tab=reviews',
      '/',
      '/search',
      `/search/${TARIFF}`,
      `/tariff/admin/${TARIFF}`,
      '/profile',
      '/profile/setting',
      // The admin space's name on the events pages reads 管理者 on jp pages.
      '/tariff/events/list',
      '/tariff/events/new',
    ],
    findings,
  );
  for (const locale of LOCALES) {
    const say = (key: string) => text(locale, key);
    await go(page, `/${locale}/tariff/admin`);
    await settle(page);
    // By its title in the page's language; any run's tariff will do (a retried worker has another run id).
    await page
      .getByTestId('queue-row')
      .filter({ hasText: /A11y review|アクセシビリティ審査/ })
      .first()
      .getByRole('link')
      .first()
      .click();
    await settle(page);
    await audit(page, `/${locale} review of a submitted tariff`, findings);
    await withDialog(page, `/${locale} review, return with a note`, findings, () =>
      page.getByRole('button', { name: say('tariffs:action.return'), exact: true }).click(),
    );
    await go(page, `/${locale}/tariff/admin/${TARIFF}`);
    await settle(page);
    await withDialog(page, `/${locale} review, suspend`, findings, () =>
      page.getByRole('button', { name: say('tariffs:action.suspend'), exact: true }).click(),
    );
    // the Reviews tab's reason dialog, on the demo data's published review.
    await go(page, `/${locale}/tariff/admin?tab=reviews`);
    await settle(page);
    await withDialog(page, `/${locale} reviews, hide with a reason`, findings, () =>
      page
        .getByTestId('review-moderation-published')
        .getByRole('button', { name: say('reviews:actions.hide'), exact: true })
        .first()
        .click(),
    );
  }
  expectNoFindings(findings);
});

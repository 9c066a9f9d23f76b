import type { Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { checkModal, expectFocusTrapped, tabTo } from '../support/keyboard.ts';
import { expect, test } from '../support/test.ts';

/**
 * keyboard: a supplier writes and submits a tariff without the mouse, and every dialog keeps
 * focus inside while open (Tab from the last control to the first, Shift+Tab back) and gives it back to where
 * it was opened from when it closes.
 */

const run = Date.now().toString(36);

/** Moves to a field with Tab and types into it, as a keyboard user fills a form. */
async function typeInto(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await tabTo(page, field);
  await page.keyboard.type(value);
  return field;
}

async function press(page: Page, name: string, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press(key);
}

test('[SUPPLIER] creates a tariff and submits it for review with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/en/tariff/list', 'supplier@example.com');
  // No clicks from here on: Tab, Shift+Tab, Enter, Space and typing.
  await tabTo(page, page.getByRole('link', { name: 'New tariff' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/tariff\/list\/new$/);

  await typeInto(page, 'Title (Japanese)', `キーボードで作成 ${run}`);
  await typeInto(page, 'Title (English)', `Keyboard only ${run}`);
  // A focused select picks the option whose label is typed.
  await expect(await typeInto(page, 'Category', 'Activity')).toHaveValue('activity');
  await expect(await typeInto(page, 'Prefecture', 'Kyoto')).toHaveValue('26');
  // Date inputs take their digits in the browser's month/day/year order.
  await expect(await typeInto(page, 'Valid from', '01012026')).toHaveValue('2026-01-01');
  await expect(await typeInto(page, 'Valid to', '12312027')).toHaveValue('2027-12-31');

  await press(page, 'Add rate', 'Space');
  await typeInto(page, 'Min pax 1', '1');
  await typeInto(page, 'Max pax 1', '10');
  await typeInto(page, 'Adult 1', '7000');

  await press(page, 'Save');
  await expect(page).toHaveURL(/\/en\/tariff\/list\/tf_/);
  // The outcome takes focus, not the top of the page.
  const created = page.getByRole('status').filter({ hasText: 'The tariff has been created.' });
  await expect(created).toBeFocused();

  await press(page, 'Submit for review');
  const submitted = page.getByRole('dialog', { name: 'Submitted for review' });
  await expect(submitted).toBeVisible();
  await expectFocusTrapped(page, submitted);
  await tabTo(page, submitted.getByRole('button', { name: 'OK' }));
  await page.keyboard.press('Enter');
  await expect(submitted).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Submitted for review.' })).toBeFocused();
  await expect(page.getByTestId('tariff-status')).toBeVisible();
});

test('[SUPPLIER] every dialog traps focus and gives it back to its opener', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, '/en/tariff/list/tf_hanako-kimono-walk', 'supplier@example.com');
  // Archive confirmation, opened from its button.
  const archive = page.getByRole('dialog', { name: 'Archive this tariff?' });
  await checkModal(page, page.getByRole('button', { name: 'Archive', exact: true }), archive);

  // Unsaved changes, opened by following a link with a changed form.
  const title = page.getByLabel('Title (English)', { exact: true });
  await title.focus();
  await page.keyboard.type(' changed');
  const back = page.getByRole('link', { name: 'Back to the tariff list' });
  await checkModal(page, back, page.getByRole('dialog', { name: 'Save your changes?' }));
  await expect(page).toHaveURL(/tf_hanako-kimono-walk$/);
  // Undo the change, so later navigations are not held by the browser's unsaved-changes warning.
  await title.focus();
  await page.keyboard.press('End');
  for (const _ of ' changed') await page.keyboard.press('Backspace');
  await expect(title).not.toHaveValue(/changed$/);

  // Menus: the dialogs they open hand focus back to the menu's toggle, since the item is hidden by then.
  const switcher = page.getByTestId('space-switcher-toggle');
  await switcher.focus();
  await page.keyboard.press('Enter');
  const createSpace = page.getByRole('dialog', { name: 'Create a new space' });
  await checkModal(page, page.getByTestId('create-space'), createSpace, switcher);

  const userMenu = page.getByTestId('user-menu').getByRole('button').first();
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await checkModal(
    page,
    page.getByTestId('user-menu-account-settings'),
    page.getByRole('dialog', { name: 'Account settings' }),
    userMenu,
  );

  // The API key dialog on the settings page.
  await page.goto('/en/profile/setting');
  await checkModal(
    page,
    page.getByRole('button', { name: 'Create API key' }),
    page.getByRole('dialog', { name: 'Create an API key' }),
  );
});

test('[ADMIN] the review dialogs trap focus and give it back', async ({ page }) => {
  await signInAt(page, '/en/tariff/admin/tf_kyoto-ryokan-stay', 'admin@example.com');
  await checkModal(
    page,
    page.getByRole('button', { name: 'Suspend', exact: true }),
    page.getByRole('dialog', { name: 'Suspend this tariff?' }),
  );
  // The tariff the first journey submitted waits in the queue.
  await page.goto('/en/tariff/admin');
  const queued = page.getByTestId('queue-row').filter({ hasText: 'Keyboard only' }).getByRole('link').first();
  await queued.focus();
  await page.keyboard.press('Enter');
  await checkModal(
    page,
    page.getByRole('button', { name: 'Return', exact: true }),
    page.getByRole('dialog', { name: 'Return to the supplier' }),
  );
});

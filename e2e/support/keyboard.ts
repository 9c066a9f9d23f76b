import { expect, type Locator, type Page } from '@playwright/test';

// What Tab visits in a dialog (the same rule as the web's focus trap: enabled, shown, one stop per radio group).
const STOPS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// This project compiles without the DOM library, so the few browser shapes used are spelled out here.
type Stop = { checkVisibility(): boolean; type?: string; checked?: boolean };
type Root = { querySelectorAll(selector: string): Iterable<Stop>; ownerDocument: { activeElement: unknown } };

const isFocused = (target: Locator) =>
  target.evaluate((element) => (element as unknown as Root).ownerDocument.activeElement === element);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page; fails after
 * `limit` presses. No clicks: this is how the keyboard journey gets anywhere.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  for (let press = 0; press < limit; press++) {
    if (await target.isVisible()) {
      if (await isFocused(target)) return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached with ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The position of the focused element among the dialog's tab stops (-1: focus is not on one of them). */
async function focusIndex(dialog: Locator): Promise<{ at: number; count: number }> {
  return dialog.evaluate((element, selector) => {
    const root = element as unknown as Root;
    const stops = [...root.querySelectorAll(selector)].filter(
      (stop) => stop.checkVisibility() && !(stop.type === 'radio' && !stop.checked),
    );
    return { at: stops.indexOf(root.ownerDocument.activeElement as Stop), count: stops.length };
  }, STOPS);
}

/**
 * The dialog keeps focus: it starts on one of its controls (not the container), Tab walks its controls and
 * wraps from the last to the first, and Shift+Tab from the first wraps to the last.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect
    .poll(async () => (await focusIndex(dialog)).at, 'focus on a control of the dialog')
    .not.toBe(-1);
  const { count } = await focusIndex(dialog);
  // A date input takes one Tab per part (month, day, year), so a few presses per control are allowed.
  for (let press = 0; press < count * 4 && (await focusIndex(dialog)).at !== count - 1; press++) {
    await page.keyboard.press('Tab');
    expect((await focusIndex(dialog)).at, 'Tab stays inside the dialog').not.toBe(-1);
  }
  expect((await focusIndex(dialog)).at, 'Tab reaches the last control').toBe(count - 1);
  await page.keyboard.press('Tab');
  expect((await focusIndex(dialog)).at, 'Tab from the last control wraps to the first').toBe(0);
  await page.keyboard.press('Shift+Tab');
  expect((await focusIndex(dialog)).at, 'Shift+Tab from the first control wraps to the last').toBe(count - 1);
}

/**
 * Opens a dialog from `opener` with the keyboard (focus, then Enter), checks its focus trap, closes it with
 * Escape, and checks that focus is back on `returnTo` (the opener, or the toggle of the menu it sat in).
 */
export async function checkModal(page: Page, opener: Locator, dialog: Locator, returnTo: Locator = opener) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(returnTo).toBeFocused();
}

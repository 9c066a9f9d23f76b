import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/** Fills the embedded provider's login form (labels carry "Email" and "Password" in both languages). */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Opens `path` in a signed-out browser, signs in on the provider's page and waits to be back at `path`. */
export async function signInAt(page: Page, path: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(path);
  await fillLogin(page, email, password);
  await expect(page.getByTestId('full-shell').or(page.getByTestId('bare-shell'))).toBeVisible();
}

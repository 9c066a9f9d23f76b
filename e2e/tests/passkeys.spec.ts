import type { CDPSession, Page } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/*
 * Passkeys (docs/identity.md "Passkeys") with Chromium's virtual authenticator, driven through the DevTools
 * protocol: a platform authenticator that keeps discoverable credentials and verifies the user by itself.
 */

const web = { 'x-tourtariff-client': 'web' };

async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test.describe('[BUYER][PASSKEY] passkeys of the embedded sign-in', () => {
  test('buyer@example.com registers a passkey, signs out, and signs in with the passkey alone', async ({
    browser,
  }) => {
    const page = await (await browser.newContext()).newPage();
    await virtualAuthenticator(page);
    await signInAt(page, '/jp/profile/setting', 'buyer@example.com');
    try {
      await journey(page);
    } finally {
      await removePasskeys(page);
    }
  });
});

/**
 * Leaves buyer@example.com as every other journey expects it, signing in with the password alone, even when a
 * step above failed with the passkey still registered: signed out by then, it signs in again (the virtual
 * authenticator answers the second factor) and removes what is left.
 */
async function removePasskeys(page: Page) {
  const list = async () => page.request.get('/api/account/passkeys', { headers: web });
  let res = await list();
  if (res.status() === 401) {
    await signInAt(page, '/jp/profile/setting', 'buyer@example.com').catch(() => undefined);
    res = await list();
  }
  if (!res.ok()) return;
  const { passkeys } = (await res.json()) as { passkeys: Array<{ id: string }> };
  for (const passkey of passkeys)
    await page.request.delete(`/api/account/passkeys/${encodeURIComponent(passkey.id)}`, { headers: web });
}

async function journey(page: Page) {
  const section = page.getByTestId('passkeys-section');
  await section.getByLabel('新しいパスキーの名前').fill('E2E のパスキー');
  await section.getByTestId('passkey-add').click();
  await expect(section.getByTestId('passkey-row')).toHaveCount(1);
  await expect(section.getByTestId('passkey-row')).toContainText('E2E のパスキー');
  await expect(section.getByTestId('passkey-row')).toContainText('未使用');

  // Signing out ends the app's session and, through the provider's end-session page, the provider's too.
  const signedOut = await page.request.post('/api/auth/signout', { headers: web });
  expect(signedOut.ok()).toBe(true);
  const { url } = (await signedOut.json()) as { url: string };
  await page.goto(url);
  await page.waitForURL((current) => !current.pathname.startsWith('/oidc/session'));

  // The sign-in page: no e-mail, no password typed. The e-mail field asks the browser for passkeys
  // (conditional UI), which the virtual authenticator answers at once; else the passkey button does it.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  // Only until the sign-in page's response arrives: its conditional UI may sign in and navigate away before
  // the page's load event, which would abort a goto that waits for it. The signed-out landing page's own
  // redirect may also still be under way and abort the first try: then the goto is made again once it landed.
  const open = () => page.goto('/jp/profile/setting', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await open().catch(async () => {
    await page.waitForLoadState('load');
    await open();
  });
  const button = page.getByRole('button', { name: 'パスキーでサインイン' });
  await button.click({ timeout: 3000 }).catch(() => undefined);
  await expect(page.getByTestId('full-shell').or(page.getByTestId('bare-shell'))).toBeVisible();
  await expect(page).toHaveURL(/\/jp\/profile\/setting/);
  expect(visited.some((url) => url.includes('/oidc/interaction/'))).toBe(true);
  const row = page.getByTestId('passkeys-section').getByTestId('passkey-row');
  await expect(row).toContainText('最終使用');

  // The sessions list names this browser, signed in just now with the passkey.
  const sessions = page.getByTestId('sessions-section');
  await expect(sessions.getByTestId('session-row').filter({ hasText: 'このブラウザー' })).toHaveCount(1);
  await expect(sessions.getByTestId('session-row').first()).toContainText('Chrome');

  // Leave buyer@example.com as the other journeys expect it: signing in with the password alone.
  await row.getByRole('button', { name: '削除' }).click();
  await page.getByTestId('passkey-remove-confirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('passkeys-section').getByTestId('passkeys-none')).toBeVisible();
}

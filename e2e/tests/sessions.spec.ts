import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/*
 * Sessions (docs/identity.md "Sessions"): one person signed in from two browsers; the sessions list of one signs
 * the other out, which is back at the sign-in page on its next step.
 */

test.describe('[SUPPLIER][SESSIONS] signing another browser out', () => {
  test('supplier@example.com ends the session of a second browser from the sessions list', async ({
    browser,
  }) => {
    const first = await (await browser.newContext()).newPage();
    const second = await (await browser.newContext()).newPage();
    await signInAt(second, '/jp/profile/setting', 'supplier@example.com');
    await signInAt(first, '/jp/profile/setting', 'supplier@example.com');

    const sessions = first.getByTestId('sessions-section');
    const others = sessions.getByTestId('session-row').filter({ hasNotText: 'このブラウザー' });
    await expect(sessions.getByTestId('session-row').filter({ hasText: 'このブラウザー' })).toHaveCount(1);
    const before = await others.count();
    expect(before).toBeGreaterThan(0);

    // The newest other session is the second browser's: it signed in just before this one.
    const newest = others.first();
    await newest.getByTestId('session-sign-out').click();
    const dialog = first.getByTestId('sessions-confirm');
    await expect(dialog).toContainText('この端末をサインアウトしますか？');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(others).toHaveCount(before - 1);
    await expect(first).toHaveURL(/\/jp\/profile\/setting/);

    // The second browser's next navigation finds its session gone and lands at the provider's sign-in page.
    await second.goto('/jp/profile/setting');
    await expect(second).toHaveURL(/\/oidc\/interaction\//);
    await expect(second.getByLabel('Email')).toBeVisible();
  });
});

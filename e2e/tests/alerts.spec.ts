import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

// docs/product-decisions.md §14: each person chooses how they hear of each kind; bell only until they choose.
test.describe('[SUPPLIER][MAIL_ALERTS] alert choices in the settings', () => {
  test('sets messages to mail at once; the choice stays after a reload', async ({ page }) => {
    await signInAt(page, '/jp/profile/setting', 'supplier@example.com');
    const row = page.getByTestId('alert-pref-message');
    await expect(row.getByRole('radio', { name: 'メッセージ：ベルのみ' })).toBeChecked();

    await row.getByRole('radio', { name: 'メッセージ：すぐにメール' }).check();
    await expect(page.getByTestId('alert-prefs-saved')).toHaveText('保存しました。');

    await page.reload();
    await expect(row.getByRole('radio', { name: 'メッセージ：すぐにメール' })).toBeChecked();
    await expect(
      page.getByTestId('alert-pref-inquiry').getByRole('radio', { name: '新しい問い合わせ：ベルのみ' }),
    ).toBeChecked();
  });

  test('names the 担当者 partners see instead of an address', async ({ page }) => {
    await signInAt(page, '/jp/profile/setting', 'supplier@example.com');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('担当者名').fill('山田 花子');
    await form.getByLabel('部署').fill('予約係');
    await form.getByLabel('電話番号').fill('075-123-4567');
    await form.getByRole('button', { name: '担当者を保存' }).click();
    await expect(page.getByTestId('contact-saved')).toBeVisible();
  });
});

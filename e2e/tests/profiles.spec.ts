import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

/**
 * the supplier edits its company profile on /profile/{key} — a corporate number with a wrong
 * check digit is refused beside the field in Japanese, a correct one (with its matching T-number) saves — and a
 * buyer then sees the company's business card beside that supplier's tariff.
 */
const SPACE = 'sp_kyoto-ryokan';
const TARIFF = 'tf_kyoto-ryokan-stay';
const NEW_NUMBER = '9130001054321'; // a valid check digit (9) over 130001054321

test.describe('[SUPPLIER][BUYER][BUSINESS_PROFILE] business profile and card', () => {
  test('the supplier corrects its corporate number; the buyer sees the card on its tariff', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAt(page, `/jp/profile/${SPACE}`, 'supplier@example.com');
    await expect(page.getByTestId('space-details')).toContainText(
      '〒605-0074 京都府京都市東山区祇園町南側570-8',
    );
    await page.getByRole('button', { name: '編集' }).click();
    const form = page.getByTestId('space-edit-form');
    const corporate = form.getByLabel('法人番号');
    await corporate.fill('9130001054322');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(corporate).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText(
      '法人番号が正しくありません（13桁で、先頭のチェックデジットが合っていません）。',
    );

    await corporate.fill(NEW_NUMBER);
    await form.getByLabel('適格請求書発行事業者登録番号').fill(`T${NEW_NUMBER}`);
    await form.getByLabel('従業員数').fill('52');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('スペースを保存しました。')).toBeVisible();
    const details = page.getByTestId('space-details');
    await expect(details).toContainText(NEW_NUMBER);
    await expect(details).toContainText('52名');

    const buyer = await (await browser.newContext()).newPage();
    await signInAt(buyer, `/jp/search/${TARIFF}`, 'buyer@example.com');
    const card = buyer.getByTestId('business-card');
    await expect(card).toContainText('京都旅館株式会社');
    await expect(card).toContainText('〒605-0074 京都府京都市東山区祇園町南側570-8');
    await expect(card).toContainText(`T${NEW_NUMBER}`);
    await expect(card).toContainText('京都府知事登録旅行業第3-512号');
    await buyer.goto(`/en/search/${TARIFF}`);
    await expect(buyer.getByTestId('business-card')).toContainText(
      '祇園町南側570-8, 京都市東山区, Kyoto 605-0074, Japan',
    );
    await buyer.context().close();
  });
});

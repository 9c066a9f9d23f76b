import { expect } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { test } from '../support/test.ts';
import { text } from '../support/texts.ts';

/**
 * Japanese typed through an input method, with the composition events a real IME sends (the DevTools protocol's
 * `Input.imeSetComposition` and `Input.insertText`, as Chrome's own IME bridge does): an Enter while the text is
 * still being converted commits it and sends nothing; the Enter after that sends, and the message holds exactly
 * the composed text.
 */
const TARIFF = 'tf_gion-tea-ceremony';
const run = Date.now().toString(36);

test('[BUYER][SUPPLIER] the composer sends composed Japanese exactly, never on the Enter that ends a conversion', async ({
  browser,
  page,
}) => {
  await signInAt(page, `/jp/search/${TARIFF}`, 'buyer@example.com');
  await page.getByRole('button', { name: text('jp', 'messenger:contact.supplier') }).click();
  await expect(page).toHaveURL(/\/jp\/messages\/cv_/);
  const box = page.getByLabel(text('jp', 'messenger:composer.label'), { exact: true });
  await box.click();
  await box.pressSequentially(`${run} `);
  // What the page saw of each Enter: the composer must have been asked, mid-conversion, and said no.
  await box.evaluate((element) => {
    const seen: string[] = [];
    (globalThis as unknown as { enters: string[] }).enters = seen;
    const target = element as unknown as {
      addEventListener(type: string, listener: (event: unknown) => void): void;
    };
    target.addEventListener('keydown', (event) => {
      const key = event as unknown as { key: string; keyCode: number; isComposing: boolean };
      if (key.key === 'Enter') seen.push(`${key.keyCode}:${key.isComposing}`);
    });
  });
  const enters = () => page.evaluate(() => (globalThis as unknown as { enters: string[] }).enters);
  const sent = page.getByTestId('message-text').filter({ hasText: run });
  await expect(sent).toHaveCount(0);

  const cdp = await page.context().newCDPSession(page);
  const compose = (part: string) =>
    cdp.send('Input.imeSetComposition', {
      text: part,
      selectionStart: part.length,
      selectionEnd: part.length,
    });
  const enter = async (keyCode: number) => {
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'rawKeyDown',
      key: 'Enter',
      code: 'Enter',
      windowsVirtualKeyCode: keyCode,
    });
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyUp',
      key: 'Enter',
      code: 'Enter',
      windowsVirtualKeyCode: 13,
    });
  };

  // きょうと → 京都, confirmed with the IME's Enter (key code 229 while the conversion is open).
  for (const part of ['き', 'きょ', 'きょう', 'きょうと', '京都']) await compose(part);
  await enter(229);
  await cdp.send('Input.insertText', { text: '京都' });
  // のちゃどう → の茶道, confirmed with an Enter that reports the composition (isComposing).
  for (const part of ['の', 'のちゃ', 'のちゃどう', 'の茶道']) await compose(part);
  await enter(13);
  await cdp.send('Input.insertText', { text: 'の茶道' });
  await page.waitForTimeout(500);
  await expect(sent).toHaveCount(0);
  await expect(box).toHaveValue(`${run} 京都の茶道`);
  expect(await enters()).toEqual(['229:true', '13:true']);

  // A committed text: the next Enter sends it, exactly as composed.
  await box.press('Enter');
  await expect(sent).toHaveCount(1);
  await expect(sent).toHaveText(`${run} 京都の茶道`);
  expect((await enters()).at(-1)).toBe('13:false');

  // The supplier reads it, so the demo's unread counts stay as the messenger journey expects them.
  const conversation = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const supplier = await (await browser.newContext()).newPage();
  await signInAt(supplier, '/jp/messages', 'supplier@example.com');
  const headers = { 'x-tourtariff-client': 'web', 'x-tourtariff-space': 'sp_kyoto-ryokan' };
  const thread = await supplier.request.get(`/api/messenger/${conversation}`, { headers });
  expect(thread.status()).toBe(200);
  const [newest] = ((await thread.json()) as { items: { key: string; text: string }[] }).items;
  expect(newest?.text).toBe(`${run} 京都の茶道`);
  const read = await supplier.request.patch(`/api/messenger/${conversation}/read`, {
    headers,
    data: { message: newest?.key },
  });
  expect(read.status()).toBe(200);
  await expect(box).toHaveValue('');
});

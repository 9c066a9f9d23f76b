import { expect } from '@playwright/test';
import { signInAt } from '../support/auth.ts';
import { test } from '../support/test.ts';

/**
 * Japanese text that must not be cut or broken where there is room: the current space's name in the sidebar's
 * switcher, and 「割引」 beside a partner price (a word broken between 割 and 引 reads as two).
 */
test('[BUYER] the switcher shows the whole company name, and a partner discount stays on one line', async ({
  page,
}) => {
  await signInAt(page, '/jp/search', 'buyer@example.com');
  const name = page.getByTestId('space-switcher-name');
  await expect(name).toHaveText('さくらトラベル株式会社');
  // Whole: no text past the box's right edge (a one-line cut) and no line starting below its bottom (a line the
  // clamp hides). The glyphs' own overflow below a line (a pixel or two) is no cut.
  const hidden = await name.evaluate((el) => {
    const scope = globalThis as unknown as {
      document: { createRange(): { selectNodeContents(n: unknown): void } };
    };
    const range = scope.document.createRange() as unknown as {
      selectNodeContents(n: unknown): void;
      getClientRects(): Iterable<{ top: number; right: number }>;
    };
    range.selectNodeContents(el);
    const box = el.getBoundingClientRect();
    const below = [...range.getClientRects()].filter((run) => run.top >= box.bottom - 2).length;
    return below + (el.scrollWidth > el.clientWidth + 1 ? 1 : 0);
  });
  expect(hidden).toBe(0);

  const prices = page.getByTestId('partner-price');
  await expect(prices.first()).toContainText('割引');
  // At this width the demo's longer partner prices break their line: never inside 「10％割引」.
  await page.setViewportSize({ width: 420, height: 800 });
  await expect(prices.first()).toBeVisible();
  const lines = await prices.evaluateAll((all) =>
    all.map((price) => price.querySelector('span.small')?.getClientRects().length ?? 0),
  );
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.every((count) => count === 1)).toBe(true);
});

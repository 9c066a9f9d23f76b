import { signInAt } from '../support/auth.ts';
import { expect, test } from '../support/test.ts';

// The few browser types the recorder needs: this project compiles for Node, without the DOM library.
type ShiftEntry = { value: number; hadRecentInput: boolean };
type ObserverGlobal = {
  PerformanceObserver: new (
    callback: (list: { getEntries(): ShiftEntry[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
  __ttLayoutShift?: number;
};

/** Runs in the page before its own scripts: sums the layout shifts not caused by input, as CLS counts them. */
function recordLayoutShift() {
  const scope = globalThis as unknown as ObserverGlobal;
  scope.__ttLayoutShift = 0;
  new scope.PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) scope.__ttLayoutShift = (scope.__ttLayoutShift ?? 0) + entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

const viewports = [
  { name: 'desktop', width: 1350, height: 940 },
  // Lighthouse's mobile screen: the sidebar stands above the content there, so what it adds late moves the page.
  { name: 'mobile', width: 412, height: 823 },
];

test.describe('[BUYER][SEARCH] the first route holds still while it loads (CLS ≤ 0.05)', () => {
  for (const viewport of viewports) {
    test(`/jp/search on a ${viewport.name} screen`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAt(page, '/jp/search', 'buyer@example.com');
      await page.addInitScript(recordLayoutShift);
      await page.reload();
      // Everything that arrives after the first paint: the category counts, the results, the shell's menus.
      await expect(page.getByTestId('category-all')).toHaveText(/\d/);
      await expect(
        page.getByRole('list', { name: '検索結果' }).or(page.getByTestId('search-empty')),
      ).toBeVisible();
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.getByTestId('space-switcher')).toBeVisible();
      const shift = await page.evaluate(() => (globalThis as unknown as ObserverGlobal).__ttLayoutShift ?? 0);
      expect(shift).toBeLessThanOrEqual(0.05);
    });
  }
});

type TimingGlobal = {
  performance: { getEntriesByType(type: 'resource'): { name: string; initiatorType: string }[] };
};

test.describe('[BUYER][SEARCH] the first route takes the answers its page preloads', () => {
  test('/jp/search reads the session and the spaces from its preloads, and paints the space name with the shell', async ({
    page,
  }) => {
    await signInAt(page, '/jp/search', 'buyer@example.com');
    await page.reload();
    // The face paints the name before the dropdown's code is in; the dropdown then takes its place.
    await expect(page.getByTestId('space-switcher-name')).toHaveText('さくらトラベル株式会社');
    await expect(page.getByTestId('space-switcher')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    // One load each, started by the page's preload link: an app request the browser could not match to it would
    // show as a second entry, started by `fetch`.
    const loads = await page.evaluate(() =>
      (globalThis as unknown as TimingGlobal).performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, by: entry.initiatorType }))
        .filter((entry) => entry.path === '/api/auth/session' || entry.path === '/api/profile'),
    );
    expect(loads.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/api/auth/session', by: 'link' },
      { path: '/api/profile', by: 'link' },
    ]);
  });
});

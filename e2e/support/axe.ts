import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One audited state and what axe found there at the levels that fail the journey. */
export type Finding = { state: string; rule: string; impact: string; targets: string[] };

/**
 * Waits until the screen has drawn what it loads: the shell is up and no spinner turns. Pages fetch after the
 * shell appears, so auditing earlier would check a spinner instead of the page.
 */
export async function settle(page: Page) {
  await expect(page.getByTestId('full-shell').or(page.getByTestId('bare-shell')).first()).toBeVisible();
  await expect(page.locator('.spinner-border:visible')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Runs axe on the page as it is, or only on `scope` (an open menu or dialog, whose page was audited on its own:
 * the whole page again would only cost time), and records every critical or serious violation under `state`.
 * Findings are gathered rather than thrown, so one run reports every failing state at once.
 */
export async function audit(page: Page, state: string, findings: Finding[], scope?: string) {
  // Legacy mode runs axe in the page itself. The default opens a blank page per run to merge the results of
  // every frame, which doubles each audit's time; the app has no frames to merge.
  // WCAG 2.5.3 (a name that starts with the visible text) is an experimental axe rule, off unless asked for.
  const builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  if (scope) builder.include(scope);
  // Colour contrast is judged on the colours drawn at that moment: a button still fading after a click would be
  // judged half-way. Running CSS transitions are waited for (a string: the e2e project has no DOM types).
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => 0)))',
  );
  const result = await builder.analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
    findings.push({
      state,
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    });
  }
}

/** Fails with each finding on a line of its own: the state, the rule, and the elements that break it. */
export function expectNoFindings(findings: Finding[]) {
  const lines = findings.map((f) => `${f.state}: ${f.rule} (${f.impact}) at ${f.targets.join(', ')}`);
  expect(lines, `critical or serious axe violations:\n${lines.join('\n')}`).toEqual([]);
}

/** Opens a dropdown by its toggle and waits for its menu, so the audit sees it open. */
export async function openDropdown(toggle: Locator) {
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

import { type Browser, type BrowserContext, test as base } from '@playwright/test';

export { expect } from '@playwright/test';

type Violation = { page: string; what: string };

const REPORT = '__ttReportCspViolation';

// The few browser types the listener needs: this project compiles for Node, without the DOM library.
type ViolationEvent = {
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
};
type BrowserGlobal = {
  document: {
    addEventListener(type: string, listener: (event: ViolationEvent) => void, capture: boolean): void;
  };
} & Record<string, unknown>;

/**
 * Runs in every document before the page's own scripts. Playwright injects it past the page's policy, so it
 * listens on pages as strict as the provider's too.
 */
function listenForViolations(report: string) {
  const scope = globalThis as unknown as BrowserGlobal;
  scope.document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const send = scope[report] as ((detail: string) => void) | undefined;
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      send?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`);
    },
    true,
  );
}

async function watch(context: BrowserContext, violations: Violation[]) {
  await context.exposeBinding(REPORT, ({ page }, what: string) => {
    violations.push({ page: page?.url() ?? '?', what });
  });
  await context.addInitScript(listenForViolations, REPORT);
  // Chromium also logs each violation, including those no event reaches (a worker, a frame's own document).
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push({ page: message.page()?.url() ?? '?', what: message.text() });
  });
}

/**
 * The journeys' `test`: every page they open, in the default context and in any context made with
 * `browser.newContext()` / `browser.newPage()`, is watched for Content-Security-Policy violations, and a test
 * during which any happened fails, listing them (the journeys run with the CSP on, no violation).
 */
export const test = base.extend<{ cspViolations: Violation[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: Violation[] = [];
      await watch(context, violations);
      // The browser outlives the test, so the wrapper is an own property removed afterwards; newPage() goes
      // through newContext() too.
      const original = browser.newContext;
      const patched: Browser['newContext'] = async (...args) => {
        const created = await original.apply(browser, args);
        await watch(created, violations);
        return created;
      };
      Object.assign(browser, { newContext: patched });
      try {
        await use(violations);
      } finally {
        Reflect.deleteProperty(browser, 'newContext');
      }
      base.expect(violations, 'Content-Security-Policy violations during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

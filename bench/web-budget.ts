import { fileURLToPath } from 'node:url';
import { BUDGET, FIRST_ROUTE, kB, routeSizes, TARGET } from './web-sizes.ts';

/**
 * The first-route budget, run by `npm run test:e2e` right after the build: fails when the
 * JavaScript or the CSS the first route loads, gzipped, passes BUDGET (bench/web-sizes.ts). `WEB_BUDGET_JS_KB`
 * and `WEB_BUDGET_CSS_KB` override the limits, to prove the check fails.
 */
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const limitOf = (variable: string, bytes: number) => Number(process.env[variable] ?? bytes / 1000) * 1000;
const limit = { js: limitOf('WEB_BUDGET_JS_KB', BUDGET.js), css: limitOf('WEB_BUDGET_CSS_KB', BUDGET.css) };
const first = routeSizes(dist).find((size) => size.route === FIRST_ROUTE);
if (!first) throw new Error(`the build has no lazy route ${FIRST_ROUTE}`);

const line = `first route /jp/${FIRST_ROUTE}: JS ${kB(first.js)} gzipped (budget ${kB(limit.js)}, target ${kB(TARGET.js)}); CSS ${kB(first.css)} (budget ${kB(limit.css)}, target ${kB(TARGET.css)})`;
if (first.js > limit.js || first.css > limit.css) {
  console.error(`web budget exceeded: ${line}`);
  process.exit(1);
}
console.log(`web budget ok: ${line}`);

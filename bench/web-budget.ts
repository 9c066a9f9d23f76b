import { fileURLToPath } from 'node:url';
import { BUDGET, FIRST_ROUTE, kB, routeSizes, TARGET } from './web-sizes.ts';

/**
 * The first-route budget (issue 13 item 1), run by `npm run test:e2e` right after the build: fails when the
 * JavaScript the first route loads, gzipped, passes BUDGET.js (bench/web-sizes.ts). `WEB_BUDGET_JS_KB` overrides
 * the limit, to prove the check fails.
 */
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const limit = Number(process.env.WEB_BUDGET_JS_KB ?? BUDGET.js / 1000) * 1000;
const first = routeSizes(dist).find((size) => size.route === FIRST_ROUTE);
if (!first) throw new Error(`the build has no lazy route ${FIRST_ROUTE}`);

const line = `first route /jp/${FIRST_ROUTE}: JS ${kB(first.js)} gzipped (budget ${kB(limit)}, target ${kB(TARGET.js)}); CSS ${kB(first.css)} (target ${kB(TARGET.css)}, not enforced)`;
if (first.js > limit) {
  console.error(`web budget exceeded: ${line}`);
  process.exit(1);
}
console.log(`web budget ok: ${line}`);

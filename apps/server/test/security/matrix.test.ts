import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../helper.ts';
import { buildFixture } from './matrix/fixture.ts';
import { alertRows } from './matrix/rows-alerts.ts';
import { apiKeyRows } from './matrix/rows-api-keys.ts';
import { bookingRows, todayRows } from './matrix/rows-bookings.ts';
import { businessRows } from './matrix/rows-business.ts';
import { coreRecordRows } from './matrix/rows-core-records.ts';
import { coreUserRows } from './matrix/rows-core-users.ts';
import { credentialRows } from './matrix/rows-credentials.ts';
import { documentRows } from './matrix/rows-documents.ts';
import { eventRows } from './matrix/rows-events.ts';
import { factorRows } from './matrix/rows-factors.ts';
import { guideRows } from './matrix/rows-guides.ts';
import { jobRows } from './matrix/rows-jobs.ts';
import { memberRows } from './matrix/rows-members.ts';
import { messengerRows } from './matrix/rows-messenger.ts';
import { feedRows, octoRows } from './matrix/rows-octo.ts';
import { oid4vcRows } from './matrix/rows-oid4vc.ts';
import { partnerRows } from './matrix/rows-partners.ts';
import { profileRows } from './matrix/rows-profiles.ts';
import { publicRows } from './matrix/rows-public.ts';
import { queueRows } from './matrix/rows-queue.ts';
import { reviewRows } from './matrix/rows-reviews.ts';
import { spaceRows } from './matrix/rows-spaces.ts';
import { statementRows } from './matrix/rows-statements.ts';
import { tariffRows } from './matrix/rows-tariffs.ts';
import { runRow, servedRoutes } from './matrix/run.ts';
import { type Fixture, type Row, rowTitle } from './matrix/table.ts';

const rows: Row[] = [
  ...publicRows,
  ...coreUserRows,
  ...coreRecordRows,
  ...spaceRows,
  ...memberRows,
  ...businessRows,
  ...tariffRows,
  ...eventRows,
  ...apiKeyRows,
  ...factorRows,
  ...partnerRows,
  ...messengerRows,
  ...profileRows,
  ...reviewRows,
  ...documentRows,
  ...guideRows,
  ...jobRows,
  ...credentialRows,
  ...oid4vcRows,
  ...alertRows,
  ...bookingRows,
  ...statementRows,
  ...todayRows,
  ...octoRows,
  ...feedRows,
  ...queueRows,
];

/**
 * Paths the matrix leaves to their own suites: the embedded provider's pages (test/idp, test/auth) and the
 * OpenAPI documentation, both public by design.
 */
const elsewhere = (route: string) => / \/(oidc|api\/docs)([/*]|$)/.test(route);

/**
 * "Authorization matrix": every route the app serves × ten callers (API keys among them) × {own record, someone else's,
 * one that does not exist}, each cell with its expected outcome (the tables in matrix/rows-*.ts; how to read
 * them in matrix/table.ts). A route added without a row fails the first test.
 */
describeEachDatabase(
  'authorization matrix',
  (ctx) => {
    let fx: Fixture;
    let cells = 0;
    beforeAll(async () => {
      fx = await buildFixture(ctx.app);
    });

    it('has a row for every route the app serves, and none for a route it does not', () => {
      const served = servedRoutes(ctx.app).filter((route) => !elsewhere(route));
      const tabled = new Set(rows.map((row) => row.route));
      expect(served.filter((route) => !tabled.has(route))).toEqual([]);
      expect([...tabled].filter((route) => !served.includes(route))).toEqual([]);
    });

    for (const row of rows) {
      it(rowTitle(row), async () => {
        const result = await runRow(fx, row);
        cells += result.cells;
        expect(result.misses).toEqual([]);
      });
    }

    it('probed every cell', () => {
      // Of the order of the reporter's 1,362 cells; falling well below means rows stopped probing.
      expect(cells).toBeGreaterThan(1_300);
    });
  },
  // Thousands of calls a minute from ten callers on one IP: far past the real budgets, which rate-limit.test.ts covers.
  {
    config: {
      rateLimit: { readPerMinute: 1e6, writePerMinute: 1e6, uploadPerMinute: 1e6, ipPerMinute: 1e6 },
    },
  },
);

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run, so journeys start from the seeded demo state every time.
const dataDir = mkdtempSync(path.join(tmpdir(), 'tt-e2e-'));
// The server's mail (.eml files, since no SMTP_URL is set) lands here. Workers evaluate this file again, so the
// directory is derived from the port, not made at random; journeys mail addresses unique to the run.
process.env.E2E_MAIL_DIR ??= path.join(tmpdir(), 'tt-e2e-mail', String(port));

export default defineConfig({
  testDir: './tests',
  // 2 cores: one worker keeps the server and the browser from starving each other.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The production build (npm run test:e2e builds it first) served as users get it: `npm start` runs the bundled
    // server with the Node flags it is sized for.
    command: 'npm start --prefix ..',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      PGLITE_DIR: dataDir,
      MAIL_DIR: process.env.E2E_MAIL_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Credentials: a revocation reaches badges and verifications within 2 s, not 5 minutes.
      CREDENTIAL_STATUS_TTL: '2',
    },
  },
});

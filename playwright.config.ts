import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { AGE_GATE_PASSED } from './tests/e2e/consent.ts';

/** Debian's Chromium (or CHROMIUM_PATH) when present, else Playwright's own browser (`npx playwright install`). */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 4390);

/**
 * Specs that change nothing another spec reads, so they run in a worker of their own beside the
 * account specs: anonymous visitors, and browsing (its only account steps save favourites of the
 * demo punter-basic, whose favourites no other spec reads).
 */
const VISITOR_SPECS = ['age-gate', 'browse', 'content', 'csp', 'languages', 'profile-pages', 'search-paging', 'site', 'tracking'].map(
  (name) => `**/${name}.spec.ts`,
);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // Two browsers: one for the visitors' specs and one for the account specs. The account specs share
  // the demo accounts, and under two workers tests of one account disturbed each other, so they run
  // one at a time.
  workers: 2,
  // On CI a failed test runs once more and, passing then, is reported as flaky (the list names it).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // A generous limit: the two browsers share the machine with the server.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Visitors in most tests have passed the age gate; tests/e2e/age-gate.spec.ts starts without it.
    storageState: AGE_GATE_PASSED,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'visitors', testMatch: VISITOR_SPECS, workers: 1, use: { ...devices['Desktop Chrome'] } },
    { name: 'accounts', testIgnore: VISITOR_SPECS, workers: 1, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    // The built site (npm run test:e2e builds it first) and the API on one port, with a fresh
    // demo database of its own under test-results/.
    command: 'node scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_PATH: process.env.E2E_DB_PATH ?? 'test-results/e2e.db',
      // A missed check-in alerts after half a minute, and the timers run every 2 s (tests/e2e/alarme.spec.ts).
      ALARME_GRACE_MINUTES: '0.5',
      ALARME_POLL_SECONDS: '2',
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
  },
});

import { defineConfig, devices } from '@playwright/test'

import { chromiumArgs, testBrowserExecutable } from './tests/e2e/browser'
import { e2eBaseUrl } from './tests/e2e/settings'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One server and one database for all specs, some of which change shared content (e.g. the
  // careers empty state deactivates every posting): specs run one at a time.
  workers: 1,
  // On CI a test that fails once runs again and is reported as flaky by name: one slow moment
  // on a shared machine should not hold back a run, and the report still shows it.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: e2eBaseUrl,
    // A click or fill that cannot happen fails in its own name, not as the test's timeout.
    actionTimeout: 20_000,
    // The actions, console and network of a failed test, without DOM snapshots or a screencast:
    // recording those for every test cost a seventh of the suite's time.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: testBrowserExecutable(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/server.ts',
    url: `${e2eBaseUrl}/api/products?limit=1`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The server script drops its database on SIGTERM; Playwright's default, SIGKILL, left one
    // database behind after every run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})

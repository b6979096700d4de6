import { defineConfig, devices } from '@playwright/test'

import { chromiumArgs, testBrowserExecutable } from '../e2e/browser'

/**
 * `npm run test:resilience`: the production build under load and faults (database restart, mail
 * server down), against a PostgreSQL, a mail server and an app server the suite starts itself.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/resilience',
  globalSetup: './build.ts',
  // One app server and one database for the whole suite, and the machine's cores for the load.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: testBrowserExecutable(), args: chromiumArgs },
      },
    },
  ],
})

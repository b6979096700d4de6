import { defineConfig } from '@playwright/test'

/**
 * `npm run test:scale-out`: two production instances behind nginx on one PostgreSQL, with Redis
 * and an S3-protocol server, all started by the suite itself (tests/scale-out/cluster.ts). The
 * tests speak HTTP and SQL; no browser is needed.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/scale-out',
  globalSetup: '../resilience/build.ts',
  // One cluster for the whole suite, and the machine's cores for its instances.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
})

import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig, type ViteUserConfig } from 'vitest/config'

import { integrationWorkers } from './tests/setup/workers'

const root = path.dirname(fileURLToPath(import.meta.url))

/** The integration tests' settings: a real PostgreSQL, a database per worker process. */
const integration: ViteUserConfig['test'] = {
  environment: 'node',
  globalSetup: ['tests/setup/database.ts'],
  setupFiles: ['tests/setup/worker-database.ts'],
  // Requests carry the client address header as the production front sets it.
  env: { CLIENT_ADDRESS_FROM_FRONT: 'true' },
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
}

/**
 * Files that start the app differently (another database, uploads folder, Redis or NODE_ENV),
 * each in a process of its own.
 */
const ownProcess = [
  'tests/int/admin/invitations.test.ts',
  'tests/int/cache/shared-cache.test.ts',
  'tests/int/forms/market-report.test.ts',
  'tests/int/forms/job-application.test.ts',
  'tests/int/security/first-admin.test.ts',
  'tests/int/security/uploads.test.ts',
  'tests/int/security/hostile-input.test.ts',
]

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@': path.join(root, 'src'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          exclude: ownProcess,
          // Two processes for all these files, each on its own database: the app's config is
          // loaded and Payload started once per process, not once per file (about ten seconds each).
          isolate: false,
          // So the config is loaded as deployed whichever file comes first: the security tests
          // check production's cookies and error answers.
          env: { ...integration.env, NODE_ENV: 'production' },
          maxWorkers: integrationWorkers,
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'int-own-process',
          include: ownProcess,
          // After the files that share a process.
          sequence: { groupOrder: 1 },
          maxWorkers: integrationWorkers,
        },
      },
    ],
  },
})

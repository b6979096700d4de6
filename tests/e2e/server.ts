/**
 * The e2e tests' server: the production build (`npm start`'s server) on a fresh database that is dropped
 * when Playwright stops the server.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'

import { productionServerArgs, withProductionHeapOptions } from '../../scripts/server-options'
import { clearRuntimeCache, sharedDistDir } from '../helpers/production-build'
import { createTestDatabase } from '../setup/test-database'
import { e2eAdmin, e2ePort } from './settings'

clearRuntimeCache()
const database = await createTestDatabase()
const server = spawn(process.execPath, productionServerArgs(sharedDistDir, e2ePort, '127.0.0.1'), {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: withProductionHeapOptions(process.env.NODE_OPTIONS),
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-test-secret',
    SITE_URL: `http://127.0.0.1:${e2ePort}`,
    SEED_ADMIN_EMAIL: e2eAdmin.email,
    SEED_ADMIN_PASSWORD: e2eAdmin.password,
    // Every spec sends its forms from 127.0.0.1, many times when a spec is repeated; the rate
    // limit itself is proven by the integration tests.
    RATE_LIMIT_FORMS_POINTS: '100000',
  },
})

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  if (server.exitCode === null) {
    const exited = once(server, 'exit')
    server.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  }
  await database.drop().catch((error) => console.error('could not drop the e2e database', error))
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0))
server.on('exit', (code) => void stop(code ?? 0))

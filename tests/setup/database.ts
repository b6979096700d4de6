import { createTestDatabase } from './test-database'
import { integrationWorkers } from './workers'

/**
 * Vitest global setup: every run of the integration tests gets fresh databases, one per worker
 * process, on one server; each worker takes its own (worker-database.ts).
 */
export default async function setup() {
  const first = await createTestDatabase()
  const others = await Promise.all(
    Array.from({ length: integrationWorkers - 1 }, () => createTestDatabase(first.url)),
  )
  const databases = [first, ...others]
  process.env.DATABASE_URL = first.url
  process.env.TEST_DATABASE_URLS = databases.map((database) => database.url).join(' ')
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  return async () => {
    for (const database of [...others, first]) await database.drop()
  }
}

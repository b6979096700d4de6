import { createTestDatabase } from './test-database'
import { integrationWorkers } from './workers'

/**
 * Vitest global setup: every run of the integration tests gets fresh databases on one server,
 * twice as many as a group of files runs at once (the first group's workers may still be there
 * while the second's start); each worker leases one no other holds (worker-database.ts).
 */
export default async function setup() {
  const first = await createTestDatabase()
  const others = await Promise.all(
    Array.from({ length: 2 * integrationWorkers - 1 }, () => createTestDatabase(first.url)),
  )
  const databases = [first, ...others]
  process.env.DATABASE_URL = first.url
  process.env.TEST_DATABASE_URLS = databases.map((database) => database.url).join(' ')
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  return async () => {
    for (const database of [...others, first]) await database.drop()
  }
}

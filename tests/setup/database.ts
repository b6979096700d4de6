import { createTestDatabase } from './test-database'

/** Vitest global setup: every run of the integration tests gets its own fresh database. */
export default async function setup() {
  const database = await createTestDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
  return async () => {
    await database.drop()
  }
}

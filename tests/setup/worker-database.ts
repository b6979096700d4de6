import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

/**
 * Vitest setup file, run in each worker before its test files: a database of those the global
 * setup made (database.ts) that no other worker holds, and an uploads folder of its own, so that
 * two workers never write the same row or file.
 *
 * The database is leased with an advisory lock held on a connection kept open until the process
 * ends, not chosen by VITEST_POOL_ID: Vitest may give a worker of the second group an id already
 * in use (or 0) while the first group's workers are still there, and two files that create job
 * applications then raced for the same unique file name on one database.
 */
const leaseKey = 0x7e57db

async function leaseDatabase(urls: string[]): Promise<number> {
  for (const [index, url] of urls.entries()) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const { rows } = await client.query<{ leased: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS leased',
      [leaseKey],
    )
    if (rows[0].leased) {
      // Dropped with its database at the end of the run; the worker exits without closing it.
      client.on('error', () => undefined)
      ;(
        client as unknown as { connection: { stream: { unref(): void } } }
      ).connection.stream.unref()
      return index
    }
    await client.end()
  }
  throw new Error(`All ${urls.length} test databases are held by other workers.`)
}

const databases = process.env.TEST_DATABASE_URLS?.split(' ') ?? []
if (databases.length > 0 && process.env.LEASED_TEST_DATABASE === undefined) {
  process.env.LEASED_TEST_DATABASE = String(await leaseDatabase(databases))
}
const leased = Number(process.env.LEASED_TEST_DATABASE ?? 0)
if (databases.length > 0) process.env.DATABASE_URL = databases[leased]
process.env.UPLOADS_DIR ||= path.join(
  process.env.TMPDIR || tmpdir(),
  `int-test-uploads-${leased + 1}`,
)

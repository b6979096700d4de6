import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedDatabase } from '../../src/server/database/embedded'
import { freePort } from '../helpers/ports'

export type TestDatabase = { url: string; drop: () => Promise<void> }

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/**
 * A brand-new database for one test run: on the server `on` names (DATABASE_URL by default), else
 * on an embedded PostgreSQL started for the run. `drop` removes the database, or the whole
 * embedded server and its files.
 */
export async function createTestDatabase(
  on: string | undefined = process.env.DATABASE_URL,
): Promise<TestDatabase> {
  const database = `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  let serverUrl = on
  let dropServer: (() => Promise<void>) | undefined
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-pg-'))
    const embedded = await startEmbeddedDatabase({
      dataDir,
      port: await freePort(),
      database: 'postgres',
    })
    serverUrl = embedded.url
    dropServer = async () => {
      await embedded.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }

  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${database}"`)
  await admin.end()

  return {
    url: withDatabase(serverUrl, database),
    drop:
      dropServer ??
      (async () => {
        const client = new pg.Client({ connectionString: serverUrl })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
        await client.end()
      }),
  }
}

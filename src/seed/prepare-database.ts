import type { Migration, Payload } from 'payload'

import { migrations } from '../../migrations'
import { ensureSeedAdmin, seedIfEmpty } from '@/seed'
import { announceFirstAdminSetup } from '@/admin/auth/first-admin'
import { postgres } from '@/server/database/adapter'

/** Any fixed number: instances starting together take turns to migrate and seed. */
const startupLockKey = 727_001

/**
 * Runs on every start: applies pending migrations, seeds an empty database and creates the
 * admin named by SEED_ADMIN_EMAIL/SEED_ADMIN_PASSWORD, one instance at a time.
 */
export async function prepareDatabase(payload: Payload): Promise<void> {
  const pool = postgres(payload).pool
  const lock = await pool.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [startupLockKey])
    await payload.db.migrate({ migrations: migrations as Migration[] })
    await seedIfEmpty(payload)
    await ensureSeedAdmin(payload)
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined)
    lock.release()
  }
  await announceFirstAdminSetup(payload)
}

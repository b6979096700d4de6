import type { Payload } from 'payload'

import { postgres } from '@/server/database/adapter'

/**
 * How many of a table's row updates PostgreSQL wrote as HOT updates, in the row's own page. A
 * connection reports its counts once idle (within PostgreSQL's 10 s): poll for a growth.
 */
export async function hotUpdatesOf(payload: Payload, table: string): Promise<number> {
  const pool = postgres(payload).pool
  await pool.query('SELECT pg_stat_force_next_flush()')
  const { rows } = await pool.query<{ hot: string }>(
    'SELECT n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = $1',
    [table],
  )
  return Number(rows[0]!.hot)
}

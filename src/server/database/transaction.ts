import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { postgres } from './adapter'
import { DatabaseUnavailableError } from './unavailable'

/**
 * The commit's outcome could not be read back (the database went away at that moment): the
 * work may or may not be stored. A caller that retries must be idempotent.
 */
export class CommitOutcomeUnknownError extends DatabaseUnavailableError {
  override name = 'CommitOutcomeUnknownError'
}

/** Where a request's queries run: its transaction's connection, or the pool outside one. */
export async function transactionDatabase(
  adapter: PostgresAdapter,
  req?: Pick<Partial<PayloadRequest>, 'transactionID'>,
) {
  const transactionID = req?.transactionID && (await req.transactionID)
  return (transactionID && adapter.sessions[transactionID]?.db) || adapter.drizzle
}

async function transactionId(req: PayloadRequest): Promise<string> {
  const { rows } = await (
    await transactionDatabase(postgres(req.payload), req)
  ).execute<{ xid: string }>(sql`SELECT txid_current()::text AS xid`)
  return rows[0].xid
}

/**
 * Payload's commitTransaction does not report a COMMIT that fails (e.g. the server goes away just
 * then), so PostgreSQL is asked afterwards what became of the transaction.
 */
async function confirmCommitted(payload: Payload, xid: string): Promise<void> {
  let status: string | null
  try {
    const { rows } = await postgres(payload).pool.query<{ status: string | null }>(
      'SELECT txid_status($1::bigint) AS status',
      [xid],
    )
    status = rows[0].status
  } catch (error) {
    throw new CommitOutcomeUnknownError('The commit could not be confirmed', { cause: error })
  }
  if (status !== 'committed') {
    throw new DatabaseUnavailableError(`The transaction was not committed (${status})`)
  }
}

/**
 * Runs `work` in a database transaction of its own: everything it reads and writes through the
 * given request is committed together, or rolled back together when it throws. Returns only once
 * PostgreSQL confirms the commit.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let result: T
  let xid: string
  try {
    result = await work(req)
    xid = await transactionId(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await commitTransaction(req)
  await confirmCommitted(payload, xid)
  return result
}

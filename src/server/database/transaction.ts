import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { postgres } from './adapter'
import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors'

/**
 * The COMMIT's answer was lost with the connection (the database went away at that moment):
 * the work may or may not be stored. A caller that retries must be idempotent.
 */
export class CommitOutcomeUnknownError extends DatabaseUnavailableError {
  override name = 'CommitOutcomeUnknownError'
}

/** A Drizzle database to build queries on: the pool's, or a transaction's. */
export type Database = Awaited<ReturnType<typeof transactionDatabase>>

/** Where a request's queries run: its transaction's connection, or the pool outside one. */
export async function transactionDatabase(
  adapter: PostgresAdapter,
  req?: Pick<Partial<PayloadRequest>, 'transactionID'>,
) {
  const transactionID = req?.transactionID && (await req.transactionID)
  return (transactionID && adapter.sessions[transactionID]?.db) || adapter.drizzle
}

/**
 * Runs `work` in a database transaction of its own: everything it reads and writes through the
 * given request is committed together, or rolled back together when it throws. Returns only once
 * PostgreSQL has answered the COMMIT.
 *
 * The transaction is Drizzle's, registered as a Payload session so that Payload's operations
 * given the request run in it, rather than Payload's beginTransaction: that one swallows an
 * error of the COMMIT itself, and asking PostgreSQL afterwards what became of the transaction
 * cost two more round trips per write. A COMMIT refused by the server throws
 * DatabaseUnavailableError; one whose answer was lost with the connection throws
 * CommitOutcomeUnknownError.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const adapter = postgres(payload)
  const req = await createLocalReq({}, payload)
  const id = randomUUID()
  // A Payload operation that fails in the work rolls "its" transaction back through the session:
  // the whole transaction is then given up, even if the work carries on.
  let rolledBack = false
  let committing = false
  try {
    return await adapter.drizzle.transaction(async (tx) => {
      adapter.sessions[id] = {
        db: tx,
        resolve: async () => undefined,
        reject: async () => {
          rolledBack = true
        },
      }
      req.transactionID = id
      try {
        const result = await work(req)
        if (rolledBack) throw new Error('A failed operation rolled the transaction back')
        committing = true
        return result
      } finally {
        delete adapter.sessions[id]
        delete req.transactionID
      }
    })
  } catch (error) {
    if (!committing) throw error
    if (isDatabaseUnavailable(error)) {
      throw new CommitOutcomeUnknownError('The commit could not be confirmed', { cause: error })
    }
    throw new DatabaseUnavailableError('The transaction was not committed', { cause: error })
  }
}

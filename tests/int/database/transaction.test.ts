import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postgres } from '@/server/database/adapter'
import { inTransaction } from '@/server/database/transaction'
import { DatabaseUnavailableError } from '@/server/database/unavailable'

import { testPayload } from '../../helpers/payload'

let payload: Payload

/** Runs SQL inside the request's transaction, as Payload's own operations do. */
async function inRequest(req: PayloadRequest, statement: ReturnType<typeof sql>) {
  await postgres(payload).sessions[await req.transactionID!].db.execute(statement)
}

const probeIds = async () =>
  (
    await postgres(payload).pool.query<{ id: number }>('SELECT id FROM commit_probe ORDER BY id')
  ).rows.map((row) => row.id)

describe('inTransaction', () => {
  beforeAll(async () => {
    payload = await testPayload()
    // A key checked only at COMMIT: the way to make a COMMIT itself fail.
    await postgres(payload).pool.query(
      'CREATE TABLE commit_probe (id integer PRIMARY KEY DEFERRABLE INITIALLY DEFERRED)',
    )
  })

  afterAll(async () => {
    await postgres(payload).pool.query('DROP TABLE commit_probe')
  })

  it('commits the work and returns its result', async () => {
    const result = await inTransaction(payload, async (req) => {
      await inRequest(req, sql`INSERT INTO commit_probe VALUES (1)`)
      return 'stored'
    })
    expect(result).toBe('stored')
    expect(await probeIds()).toEqual([1])
  })

  it('rolls the work back when it throws', async () => {
    await expect(
      inTransaction(payload, async (req) => {
        await inRequest(req, sql`INSERT INTO commit_probe VALUES (2)`)
        throw new Error('work failed')
      }),
    ).rejects.toThrow('work failed')
    expect(await probeIds()).toEqual([1])
  })

  it('reports a COMMIT that failed, which Payload alone would not', async () => {
    await expect(
      inTransaction(payload, async (req) => {
        await inRequest(req, sql`INSERT INTO commit_probe VALUES (3), (3)`)
        return 'acknowledged'
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(await probeIds()).toEqual([1])
  })
})

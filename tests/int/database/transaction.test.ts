import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postgres } from '@/server/database/adapter'
import { CommitOutcomeUnknownError, inTransaction } from '@/server/database/transaction'
import { DatabaseUnavailableError } from '@/server/database/errors'

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

  it('says the outcome is unknown when the connection is lost during the COMMIT', async () => {
    const pool = postgres(payload).pool
    // A trigger run at COMMIT that ends its own session: the COMMIT's answer never comes.
    await pool.query(`
      CREATE TABLE commit_cut (id integer);
      CREATE FUNCTION commit_cut_end_session() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); PERFORM pg_sleep(1); RETURN NULL; END $$;
      CREATE CONSTRAINT TRIGGER commit_cut_at_commit AFTER INSERT ON commit_cut
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION commit_cut_end_session();`)
    try {
      const outcome = inTransaction(payload, async (req) => {
        await inRequest(req, sql`INSERT INTO commit_cut VALUES (1)`)
        return 'acknowledged'
      })
      await expect(outcome).rejects.toBeInstanceOf(CommitOutcomeUnknownError)
      expect((await pool.query('SELECT count(*)::int AS n FROM commit_cut')).rows[0].n).toBe(0)
    } finally {
      await pool.query('DROP TABLE commit_cut; DROP FUNCTION commit_cut_end_session()')
    }
  })

  it('gives the whole transaction up when a Payload operation in it failed and rolled it back', async () => {
    await expect(
      inTransaction(payload, async (req) => {
        await inRequest(req, sql`INSERT INTO commit_probe VALUES (4)`)
        // A failed operation rolls back the transaction it was given; the work carries on.
        await payload
          .update({ collection: 'users', id: 999_999_999, data: {}, req, overrideAccess: true })
          .catch(() => undefined)
        return 'acknowledged'
      }),
    ).rejects.toThrow('A failed operation rolled the transaction back')
    expect(await probeIds()).toEqual([1])
  })
})

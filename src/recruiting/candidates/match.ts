import { sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { postgres } from '@/server/database/adapter'
import { transactionDatabase, type Database } from '@/server/database/transaction'

import { candidateNameOf } from './identity'

/** Who arrives with an application, their address and phone already as matching reads them. */
export type ArrivingPerson = {
  email: string
  phone: string | null
  firstName: string | null
  lastName: string | null
  now: Date
}

export type MatchedCandidate = {
  id: number
  /** How many applications of theirs were stored before this one. */
  earlierApplications: number
}

const idOf = (rows: unknown): number | null => {
  const first = (rows as { rows?: { id?: unknown }[] }).rows?.[0]?.id
  return first === undefined || first === null ? null : Number(first)
}

/** The candidate whose address (main or kept from a merge) is this one, or whose phone is this. */
async function findCandidate(db: Database, { email, phone }: ArrivingPerson) {
  const byEmail = idOf(
    await db.execute(sql`
      SELECT id FROM candidates WHERE email = ${email}
      UNION ALL
      SELECT parent_id AS id FROM candidates_texts WHERE path = 'otherEmails' AND text = ${email}
      LIMIT 1`),
  )
  if (byEmail !== null || phone === null) return { id: byEmail, by: 'email' as const }
  const byPhone = idOf(
    await db.execute(sql`SELECT id FROM candidates WHERE phone = ${phone} ORDER BY id LIMIT 1`),
  )
  return { id: byPhone, by: 'phone' as const }
}

/**
 * The candidate an arriving application belongs to, in the request's transaction: the one with
 * its address, else the one with its phone (who then keeps the new address among their others),
 * else a new one. Two applications of one new person arriving at once both get the same
 * candidate: the second INSERT waits on the first's unique address and then takes its row.
 */
export async function matchCandidate(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  person: ArrivingPerson,
): Promise<MatchedCandidate> {
  const db = await transactionDatabase(postgres(req.payload), req)
  const found = await findCandidate(db, person)
  let id = found.id
  if (id !== null && found.by === 'phone') {
    await db.execute(sql`
      INSERT INTO candidates_texts ("order", parent_id, path, text)
      SELECT COALESCE(MAX("order"), 0) + 1, ${id}, 'otherEmails', ${person.email}
      FROM candidates_texts WHERE parent_id = ${id} AND path = 'otherEmails'`)
  }
  if (id === null) {
    const name = candidateNameOf(person.firstName, person.lastName, person.email)
    const at = person.now.toISOString()
    id = idOf(
      await db.execute(sql`
        INSERT INTO candidates (email, phone, first_name, last_name, name, updated_at, created_at)
        VALUES (${person.email}, ${person.phone}, ${person.firstName}, ${person.lastName}, ${name}, ${at}, ${at})
        ON CONFLICT (email) DO UPDATE SET updated_at = EXCLUDED.updated_at
        RETURNING id`),
    )
  }
  if (id === null) throw new Error(`No candidate could be stored for ${person.email}`)
  const counted = await db.execute(
    sql`SELECT count(*)::int AS count FROM career_applications WHERE candidate_id = ${id}`,
  )
  const earlierApplications = Number(
    (counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0,
  )
  return { id, earlierApplications }
}

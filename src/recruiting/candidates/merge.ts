import { sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { postgres } from '@/server/database/adapter'
import { transactionDatabase, type Database } from '@/server/database/transaction'

/** How long a merge can be undone. */
export const undoDays = 30
const undoWindowMs = undoDays * 24 * 60 * 60 * 1000

export type MergeRefusalReason =
  'same' | 'missing' | 'notFound' | 'undone' | 'expired' | 'keptGone' | 'addressTaken'

/** Why a merge or its undo cannot be done, as the person asking is told. */
export const mergeRefusals: Record<MergeRefusalReason, string> = {
  same: 'Choose another candidate: a candidate cannot be merged into itself.',
  missing: 'Choose the candidate to merge into this one.',
  notFound: 'That candidate no longer exists: it may have been merged already.',
  undone: 'This merge has already been undone.',
  expired: `This merge is more than ${undoDays} days old and can no longer be undone. Edit the candidates by hand instead.`,
  keptGone: 'The candidate this merge kept no longer exists, so it cannot be undone.',
  addressTaken:
    'The merged candidate’s address now belongs to another candidate, so it cannot be restored.',
}

export class MergeRefusal extends Error {
  constructor(readonly reason: MergeRefusalReason) {
    super(mergeRefusals[reason])
  }
}

type CandidateRow = {
  id: number
  email: string
  phone: string | null
  first_name: string | null
  last_name: string | null
  name: string | null
  created_at: string
}

/** The merged candidate as kept on the merge record. */
type MergedSnapshot = {
  id: number
  email: string
  phone: string | null
  firstName: string | null
  lastName: string | null
  name: string | null
  otherEmails: string[]
  createdAt: string
}

type Req = Pick<PayloadRequest, 'payload' | 'transactionID' | 'user'>

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

async function lockedCandidates(db: Database, ids: number[]) {
  const rows = rowsOf<CandidateRow>(
    await db.execute(sql`
      SELECT id, email, phone, first_name, last_name, name, created_at::text AS created_at
      FROM candidates WHERE id IN (${sql.join(ids, sql`, `)}) ORDER BY id FOR UPDATE`),
  )
  return new Map(rows.map((row) => [Number(row.id), row]))
}

async function otherEmailsOf(db: Database, id: number): Promise<string[]> {
  return rowsOf<{ text: string }>(
    await db.execute(sql`
      SELECT text FROM candidates_texts
      WHERE parent_id = ${id} AND path = 'otherEmails' ORDER BY "order"`),
  ).map((row) => row.text)
}

async function addOtherEmails(db: Database, id: number, addresses: string[]) {
  for (const address of addresses) {
    await db.execute(sql`
      INSERT INTO candidates_texts ("order", parent_id, path, text)
      SELECT COALESCE(MAX("order"), 0) + 1, ${id}, 'otherEmails', ${address}
      FROM candidates_texts WHERE parent_id = ${id} AND path = 'otherEmails'`)
  }
}

async function applicationsOf(db: Database, candidates: number[]): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT id FROM career_applications
      WHERE candidate_id IN (${sql.join(candidates, sql`, `)}) ORDER BY id`),
  ).map((row) => Number(row.id))
}

const shownAs = (candidate: { name: string | null; email: string }) =>
  candidate.name && candidate.name !== candidate.email
    ? `${candidate.name} <${candidate.email}>`
    : candidate.email

/** A line on the timeline of each application concerned, in the request's transaction. */
async function recordOnTimelines(
  req: Req,
  applications: number[],
  kind: 'candidatesMerged' | 'candidatesSeparated',
  text: string,
) {
  const author = req.user?.collection === 'users' ? req.user.id : null
  for (const id of applications) {
    await req.payload.create({
      collection: 'lead-activities',
      data: { submissionCollection: 'career-applications', submissionId: id, kind, author, text },
      overrideAccess: true,
      req,
    })
  }
}

/**
 * Merges `otherId` into `keptId`, in the request's transaction: the kept candidate takes the
 * other's applications, its addresses (among its other e-mails) and its phone if it had none; the
 * other is removed. A merge record keeps what moved, for an undo within 30 days, and the merge
 * goes on the timeline of every application of either. Returns the merge record's id.
 */
export async function mergeCandidates(
  req: Req,
  { keptId, otherId, now }: { keptId: number; otherId: unknown; now: Date },
): Promise<number> {
  const other = Number(otherId)
  if (otherId === undefined || otherId === null || otherId === '' || !Number.isInteger(other)) {
    throw new MergeRefusal('missing')
  }
  if (other === keptId) throw new MergeRefusal('same')
  const db = await transactionDatabase(postgres(req.payload), req)
  const locked = await lockedCandidates(db, [keptId, other])
  const kept = locked.get(keptId)
  const merged = locked.get(other)
  if (!kept || !merged) throw new MergeRefusal('notFound')
  const keptAddresses = new Set([kept.email, ...(await otherEmailsOf(db, keptId))])
  const mergedOthers = await otherEmailsOf(db, other)
  const addedEmails = [...new Set([merged.email, ...mergedOthers])].filter(
    (address) => !keptAddresses.has(address),
  )
  const moved = await applicationsOf(db, [other])
  const alreadyKept = await applicationsOf(db, [keptId])
  const phoneTaken = !kept.phone && Boolean(merged.phone)
  const snapshot: MergedSnapshot = {
    id: other,
    email: merged.email,
    phone: merged.phone,
    firstName: merged.first_name,
    lastName: merged.last_name,
    name: merged.name,
    otherEmails: mergedOthers,
    createdAt: new Date(merged.created_at).toISOString(),
  }
  await db.execute(
    sql`UPDATE career_applications SET candidate_id = ${keptId} WHERE candidate_id = ${other}`,
  )
  // The other's own earlier merges now undo from the candidate that holds their applications.
  await db.execute(
    sql`UPDATE candidate_merges SET kept_id = ${keptId} WHERE kept_id = ${other} AND undone_at IS NULL`,
  )
  await db.execute(sql`DELETE FROM candidates WHERE id = ${other}`)
  await addOtherEmails(db, keptId, addedEmails)
  await db.execute(sql`
    UPDATE candidates SET updated_at = ${now.toISOString()}
    ${phoneTaken ? sql`, phone = ${merged.phone}` : sql``}
    WHERE id = ${keptId}`)
  const record = await req.payload.create({
    collection: 'candidate-merges',
    data: {
      kept: keptId,
      merged: snapshot,
      applications: moved,
      addedEmails,
      phoneTaken,
      mergedBy: req.user?.collection === 'users' ? req.user.id : null,
      createdAt: now.toISOString(),
    },
    overrideAccess: true,
    req,
  })
  await recordOnTimelines(
    req,
    [...alreadyKept, ...moved].sort((a, b) => a - b),
    'candidatesMerged',
    `Candidates merged: ${shownAs(merged)} into ${shownAs(kept)}`,
  )
  return record.id
}

/**
 * Undoes a merge within 30 days of it, in the request's transaction: the merged candidate comes
 * back as it was (same id, addresses, phone), with the applications that moved; the kept one
 * gives back the addresses and phone it took. Applications that arrived since stay where they are.
 */
export async function undoMerge(
  req: Req,
  { mergeId, now }: { mergeId: unknown; now: Date },
): Promise<{ kept: number; restored: number }> {
  const id = Number(mergeId)
  const record = Number.isInteger(id)
    ? await req.payload
        .findByID({ collection: 'candidate-merges', id, depth: 0, overrideAccess: true, req })
        .catch(() => null)
    : null
  if (!record) throw new MergeRefusal('notFound')
  if (record.undoneAt) throw new MergeRefusal('undone')
  if (now.getTime() - new Date(record.createdAt).getTime() > undoWindowMs) {
    throw new MergeRefusal('expired')
  }
  const keptId = typeof record.kept === 'object' ? record.kept?.id : record.kept
  if (typeof keptId !== 'number') throw new MergeRefusal('keptGone')
  const db = await transactionDatabase(postgres(req.payload), req)
  const kept = (await lockedCandidates(db, [keptId])).get(keptId)
  if (!kept) throw new MergeRefusal('keptGone')
  const merged = record.merged as MergedSnapshot
  const taken = rowsOf(
    await db.execute(sql`SELECT id FROM candidates WHERE email = ${merged.email}`),
  )
  if (taken.length > 0) throw new MergeRefusal('addressTaken')
  const added = (record.addedEmails as string[]) ?? []
  if (added.length > 0) {
    await db.execute(sql`
      DELETE FROM candidates_texts
      WHERE parent_id = ${keptId} AND path = 'otherEmails'
        AND text IN (${sql.join(added, sql`, `)})`)
  }
  await db.execute(sql`
    INSERT INTO candidates (id, email, phone, first_name, last_name, name, updated_at, created_at)
    VALUES (${merged.id}, ${merged.email}, ${merged.phone}, ${merged.firstName},
      ${merged.lastName}, ${merged.name}, ${now.toISOString()}, ${merged.createdAt})`)
  await addOtherEmails(db, merged.id, merged.otherEmails)
  const moved = (record.applications as number[]) ?? []
  if (moved.length > 0) {
    await db.execute(sql`
      UPDATE career_applications SET candidate_id = ${merged.id}
      WHERE candidate_id = ${keptId} AND id IN (${sql.join(moved, sql`, `)})`)
  }
  await db.execute(sql`
    UPDATE candidates SET updated_at = ${now.toISOString()}
    ${record.phoneTaken ? sql`, phone = NULL` : sql``}
    WHERE id = ${keptId} ${record.phoneTaken ? sql`AND phone = ${merged.phone}` : sql``}`)
  await req.payload.update({
    collection: 'candidate-merges',
    id,
    data: {
      undoneAt: now.toISOString(),
      undoneBy: req.user?.collection === 'users' ? req.user.id : null,
    },
    overrideAccess: true,
    req,
  })
  await recordOnTimelines(
    req,
    await applicationsOf(db, [keptId, merged.id]),
    'candidatesSeparated',
    `Merge undone: ${shownAs(merged)} separated again from ${shownAs(kept)}`,
  )
  return { kept: keptId, restored: merged.id }
}

/** Whether a merge made at `mergedAt` can still be undone at `now`. */
export const undoable = (mergedAt: string, now: Date) =>
  now.getTime() - new Date(mergedAt).getTime() <= undoWindowMs

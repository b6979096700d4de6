import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as candidatesMigration from '../../../migrations/20261204_120000_candidates'
import { MergeRefusal, mergeCandidates, undoMerge } from '@/recruiting/candidates/merge'
import { postgres } from '@/server/database/adapter'
import { inTransaction } from '@/server/database/transaction'

import { validContact, validJobApplication } from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { callRoute, rest } from '../../helpers/rest'
import {
  createRoleUsers,
  deleteRoleUsers,
  roles,
  tokenOf,
  type RoleUsers,
} from '../../helpers/users'
import { pdfBytes } from '../forms/documents'
import { newMarker, submit } from '../forms/submit'

let payload: Payload
let users: RoleUsers

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
}, 120_000)

afterAll(async () => {
  await deleteRoleUsers(payload, users)
})

const day = 24 * 60 * 60 * 1000

/** A unique mailbox for one test: `local@domain` in lowercase, as a candidate's address reads. */
const mailboxFor = () => `ama.${randomUUID().slice(0, 8)}@candidates.test`

/** A unique phone number in E.164 (Kenya's mobile range). */
const newPhone = () => `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** Applies through the form's endpoint, as the /apply page does, with a résumé. */
async function apply(values: {
  email: string
  phone?: string
  firstName?: string
  position?: string
}) {
  const sent = await submit(
    payload,
    'job-application',
    {
      ...validJobApplication(values.firstName ?? 'Ama'),
      lastName: 'Mensah',
      position: values.position ?? 'Backend Engineer',
      email: values.email,
      phone: values.phone ?? newPhone(),
    },
    { files: { resume: { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' } } },
  )
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  const id = Number(String((sent.body as { reference: string }).reference).replace(/^JA-0*/, ''))
  return payload.findByID({ collection: 'career-applications', id, depth: 0 })
}

const candidateOf = (application: { candidate?: unknown }) => {
  expect(typeof application.candidate).toBe('number')
  return payload.findByID({
    collection: 'candidates',
    id: application.candidate as number,
    depth: 0,
  })
}

const timelineTexts = async (application: number) =>
  (
    await payload.find({
      collection: 'lead-activities',
      where: {
        submissionCollection: { equals: 'career-applications' },
        submissionId: { equals: application },
        kind: { in: ['candidatesMerged', 'candidatesSeparated'] },
      },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs.map((entry) => `${entry.kind}: ${entry.text}`)

describe('matching an application to its candidate as it arrives', () => {
  it('finds the same person whatever the case and +tag of the address, and flags the repeat', async () => {
    const mailbox = mailboxFor()
    const [local, domain] = mailbox.split('@')
    const first = await apply({ email: `${local.toUpperCase()}+careers@${domain.toUpperCase()}` })
    const second = await apply({ email: mailbox, position: 'Data Engineer' })
    expect(first.candidate).toBe(second.candidate)
    expect(first.repeatCandidate).toBe(false)
    expect(second.repeatCandidate).toBe(true)
    const candidate = await candidateOf(first)
    expect(candidate.email).toBe(mailbox)
    expect(candidate.name).toBe('Ama Mensah')
  })

  it('finds them by their phone in E.164 when the address is new, and keeps that address', async () => {
    const phone = newPhone()
    const first = await apply({ email: mailboxFor(), phone })
    const otherAddress = mailboxFor()
    // The same number as typed with spaces: the form stores it in E.164.
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`
    const second = await apply({ email: otherAddress, phone: spaced })
    expect(second.candidate).toBe(first.candidate)
    expect(second.repeatCandidate).toBe(true)
    const candidate = await candidateOf(second)
    expect(candidate.phone).toBe(phone)
    expect(candidate.otherEmails).toEqual([otherAddress])
    // And an application from that other address later matches by address.
    const third = await apply({ email: otherAddress.toUpperCase() })
    expect(third.candidate).toBe(first.candidate)
  })

  it('makes a new candidate for a new person', async () => {
    const known = await apply({ email: mailboxFor() })
    const mailbox = mailboxFor()
    const phone = newPhone()
    const stranger = await apply({ email: mailbox, phone, firstName: 'Kofi' })
    expect(stranger.candidate).not.toBe(known.candidate)
    expect(stranger.repeatCandidate).toBe(false)
    const candidate = await candidateOf(stranger)
    expect(candidate).toMatchObject({
      email: mailbox,
      phone,
      firstName: 'Kofi',
      name: 'Kofi Mensah',
    })
  })

  it('makes one candidate of the same new person applying twice at the same moment', async () => {
    const mailbox = mailboxFor()
    const [local, domain] = mailbox.split('@')
    const both = await Promise.all([
      apply({ email: mailbox }),
      apply({ email: `${local}+again@${domain}` }),
      apply({ email: mailbox.toUpperCase() }),
    ])
    expect(new Set(both.map((application) => application.candidate)).size).toBe(1)
    const { totalDocs } = await payload.count({
      collection: 'candidates',
      where: { email: { equals: mailbox } },
    })
    expect(totalDocs).toBe(1)
  })

  it('makes no candidate of other submissions', async () => {
    const before = await payload.count({ collection: 'candidates' })
    const sent = await submit(payload, 'contact', {
      ...validContact(newMarker()),
      email: mailboxFor(),
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect((await payload.count({ collection: 'candidates' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('merging two candidates', () => {
  it('gives the kept one the other’s applications, addresses and phone, on the timeline, and undoes it', async () => {
    const phone = newPhone()
    const otherMailbox = mailboxFor()
    const otherApplication = await apply({ email: otherMailbox, phone, firstName: 'Abena' })
    const keptApplication = await apply({ email: mailboxFor(), firstName: 'Abena' })
    const other = await candidateOf(otherApplication)
    // The kept candidate has no phone: it takes the other's.
    await payload.update({
      collection: 'candidates',
      id: keptApplication.candidate as number,
      data: { phone: null },
    })
    const kept = await candidateOf(keptApplication)
    expect(kept.phone).toBeNull()

    const merged = await rest('POST', `/api/candidates/${kept.id}/merge`, {
      token: users.recruiter.token,
      body: { other: other.id },
    })
    expect(merged.status, JSON.stringify(merged.body)).toBe(200)
    expect(
      (await payload.findByID({ collection: 'career-applications', id: otherApplication.id }))
        .candidate,
    ).toMatchObject({ id: kept.id })
    const after = await payload.findByID({ collection: 'candidates', id: kept.id, depth: 0 })
    expect(after.otherEmails).toEqual([otherMailbox])
    expect(after.phone).toBe(phone)
    expect(
      (await payload.find({ collection: 'candidates', where: { id: { equals: other.id } } }))
        .totalDocs,
    ).toBe(0)
    const line = `candidatesMerged: Candidates merged: Abena Mensah <${otherMailbox}> into Abena Mensah <${kept.email}>`
    expect(await timelineTexts(otherApplication.id)).toEqual([line])
    expect(await timelineTexts(keptApplication.id)).toEqual([line])

    // The merged address now finds the kept candidate.
    const later = await apply({ email: otherMailbox })
    expect(later.candidate).toBe(kept.id)

    const [record] = (
      await payload.find({ collection: 'candidate-merges', where: { kept: { equals: kept.id } } })
    ).docs
    const undone = await rest('POST', `/api/candidates/${kept.id}/merges/${record.id}/undo`, {
      token: users.recruiter.token,
      body: {},
    })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    const restored = await payload.findByID({ collection: 'candidates', id: other.id, depth: 0 })
    expect(restored).toMatchObject({ email: otherMailbox, phone, name: 'Abena Mensah' })
    expect(
      (
        await payload.findByID({
          collection: 'career-applications',
          id: otherApplication.id,
          depth: 0,
        })
      ).candidate,
    ).toBe(other.id)
    // What arrived after the merge stays with the candidate it arrived to.
    expect(
      (await payload.findByID({ collection: 'career-applications', id: later.id, depth: 0 }))
        .candidate,
    ).toBe(kept.id)
    const keptAgain = await payload.findByID({ collection: 'candidates', id: kept.id, depth: 0 })
    expect(keptAgain.otherEmails ?? []).toEqual([])
    expect(keptAgain.phone).toBeNull()
    expect((await timelineTexts(otherApplication.id))[1]).toBe(
      `candidatesSeparated: Merge undone: Abena Mensah <${otherMailbox}> separated again from Abena Mensah <${kept.email}>`,
    )
    // Once undone, not again.
    const again = await rest('POST', `/api/candidates/${kept.id}/merges/${record.id}/undo`, {
      token: users.recruiter.token,
      body: {},
    })
    expect(again.status).toBe(400)
    expect(again.body.errors[0].message).toBe('This merge has already been undone.')
  })

  it('can be undone for 30 days on the clock, and is refused after with a clear message', async () => {
    const a = await candidateOf(await apply({ email: mailboxFor() }))
    const b = await candidateOf(await apply({ email: mailboxFor() }))
    const mergedAt = new Date('2027-03-01T09:00:00Z')
    const mergeId = await inTransaction(payload, (req) =>
      mergeCandidates(req, { keptId: a.id, otherId: b.id, now: mergedAt }),
    )
    const undoAt = (days: number) =>
      inTransaction(payload, (req) =>
        undoMerge(req, { mergeId, now: new Date(mergedAt.getTime() + days * day) }),
      )
    const refusal = await undoAt(30.01).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(MergeRefusal)
    expect((refusal as MergeRefusal).message).toBe(
      'This merge is more than 30 days old and can no longer be undone. Edit the candidates by hand instead.',
    )
    expect(await undoAt(29.9)).toEqual({ kept: a.id, restored: b.id })
  })

  it('refuses an old merge over REST, and tells a plain form post on the candidate page', async () => {
    const a = await candidateOf(await apply({ email: mailboxFor() }))
    const b = await candidateOf(await apply({ email: mailboxFor() }))
    const form = await callRoute('POST', `/api/candidates/${a.id}/merge`, {
      headers: {
        Authorization: `JWT ${users.recruiter.token}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ other: String(b.id) }).toString(),
    })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe(
      `/admin/collections/candidates/${a.id}?merge-done=merged`,
    )
    const [record] = (
      await payload.find({ collection: 'candidate-merges', where: { kept: { equals: a.id } } })
    ).docs
    await postgres(payload).drizzle.execute(
      sql`UPDATE candidate_merges SET created_at = now() - interval '31 days' WHERE id = ${record.id}`,
    )
    const old = await rest('POST', `/api/candidates/${a.id}/merges/${record.id}/undo`, {
      token: users.admin.token,
      body: {},
    })
    expect(old.status).toBe(400)
    expect(old.body.errors[0].message).toMatch(/more than 30 days old/)
    const oldForm = await callRoute('POST', `/api/candidates/${a.id}/merges/${record.id}/undo`, {
      headers: {
        Authorization: `JWT ${users.recruiter.token}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: '',
    })
    expect(oldForm.status).toBe(303)
    expect(oldForm.headers.get('location')).toBe(
      `/admin/collections/candidates/${a.id}?merge-refused=expired`,
    )
  })

  it('refuses a merge with itself, with no one, or with a candidate gone', async () => {
    const a = await candidateOf(await apply({ email: mailboxFor() }))
    for (const [other, message] of [
      [a.id, 'Choose another candidate: a candidate cannot be merged into itself.'],
      ['', 'Choose the candidate to merge into this one.'],
      [999_999_999, 'That candidate no longer exists: it may have been merged already.'],
    ] as const) {
      const refused = await rest('POST', `/api/candidates/${a.id}/merge`, {
        token: users.recruiter.token,
        body: { other },
      })
      expect(refused.status).toBe(400)
      expect(refused.body.errors[0].message).toBe(message)
    }
  })
})

describe('who works candidates', () => {
  it('lets admins and recruiters read, update and merge them; only admins create; sales and editors nothing', async () => {
    const candidate = await candidateOf(await apply({ email: mailboxFor() }))
    const spare = await candidateOf(await apply({ email: mailboxFor() }))
    const expected = {
      anonymous: { read: 403, update: 403, create: 403, merge: 403 },
      noRole: { read: 403, update: 403, create: 403, merge: 403 },
      editor: { read: 403, update: 403, create: 403, merge: 403 },
      sales: { read: 403, update: 403, create: 403, merge: 403 },
      recruiter: { read: 200, update: 200, create: 403, merge: 400 },
      admin: { read: 200, update: 200, create: 201, merge: 400 },
    } as const
    for (const role of roles) {
      const token = tokenOf(users, role)
      const read = await rest('GET', `/api/candidates/${candidate.id}`, { token })
      const update = await rest('PATCH', `/api/candidates/${candidate.id}`, {
        token,
        body: { firstName: 'Ama' },
      })
      const create = await rest('POST', '/api/candidates', {
        token,
        body: { email: mailboxFor(), firstName: 'Yaa' },
      })
      // A refused merge (with itself) shows the caller got past the role check.
      const merge = await rest('POST', `/api/candidates/${candidate.id}/merge`, {
        token,
        body: { other: candidate.id },
      })
      expect(
        { read: read.status, update: update.status, create: create.status, merge: merge.status },
        role,
      ).toEqual(expected[role])
      if (create.status === 201) {
        expect(create.body.doc.email).toMatch(/@candidates\.test$/)
        await payload.delete({ collection: 'candidates', id: create.body.doc.id })
      }
      const list = await rest('GET', `/api/candidates?where[id][equals]=${spare.id}`, { token })
      expect(list.status === 200 ? list.body.docs.length : list.status, role).toBe(
        expected[role].read === 200 ? 1 : 403,
      )
    }
  })

  it('stores a candidate’s address as matching reads it, and refuses one another candidate has', async () => {
    const a = await candidateOf(await apply({ email: mailboxFor() }))
    const b = await candidateOf(await apply({ email: mailboxFor() }))
    const [local, domain] = a.email.split('@')
    const taken = await rest('PATCH', `/api/candidates/${b.id}`, {
      token: users.recruiter.token,
      body: { email: `${local.toUpperCase()}+x@${domain}` },
    })
    expect(taken.status).toBe(400)
    const renamed = mailboxFor()
    const saved = await rest('PATCH', `/api/candidates/${b.id}`, {
      token: users.recruiter.token,
      body: {
        email: renamed.toUpperCase(),
        otherEmails: ['Old+Tag@Example.COM'],
        phone: '+254 712 000 111',
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.doc).toMatchObject({
      email: renamed,
      otherEmails: ['old@example.com'],
      phone: '+254712000111',
    })
    const badPhone = await rest('PATCH', `/api/candidates/${b.id}`, {
      token: users.recruiter.token,
      body: { phone: '0712 000 111' },
    })
    expect(badPhone.status).toBe(400)
  })
})

describe('a candidate’s personal data', () => {
  it('goes with their last application, whichever way it is deleted', async () => {
    const mailbox = mailboxFor()
    const first = await apply({ email: mailbox })
    const second = await apply({ email: mailbox })
    const candidate = first.candidate as number
    await payload.delete({ collection: 'career-applications', id: first.id })
    expect((await payload.findByID({ collection: 'candidates', id: candidate })).email).toBe(
      mailbox,
    )
    // As the retention purge and an erasure delete rows: without Payload's hooks.
    await postgres(payload).drizzle.execute(
      sql`DELETE FROM career_applications WHERE id = ${second.id}`,
    )
    expect(
      (await payload.find({ collection: 'candidates', where: { id: { equals: candidate } } }))
        .totalDocs,
    ).toBe(0)
  })
})

describe('the migration', () => {
  it('makes candidates of the applications already stored and links them; down removes them', async () => {
    const mailbox = mailboxFor()
    const [local, domain] = mailbox.split('@')
    const phone = newPhone()
    const first = await apply({ email: `${local}+one@${domain}`, phone })
    const second = await apply({ email: mailbox.toUpperCase() })
    const byPhone = await apply({ email: mailboxFor(), phone })
    const adapter = postgres(payload)
    const rolledBack = new Error('rolled back')
    const migration = { db: undefined as never, payload, req: {} as never }
    type Link = { id: number; candidate_id: number; repeat_candidate: boolean }
    await expect(
      adapter.drizzle.transaction(async (tx) => {
        await candidatesMigration.down({ ...migration, db: tx as never })
        const { rows: columns } = await tx.execute(sql`
          SELECT column_name FROM information_schema.columns
          WHERE table_name = 'career_applications' AND column_name = 'candidate_id'`)
        expect(columns).toEqual([])
        const { rows: tables } = await tx.execute(sql`SELECT to_regclass('candidates') AS table`)
        expect(tables).toEqual([{ table: null }])
        await candidatesMigration.up({ ...migration, db: tx as never })
        const { rows } = await tx.execute<Link>(sql`
          SELECT id, candidate_id, repeat_candidate FROM career_applications
          WHERE id IN (${first.id}, ${second.id}, ${byPhone.id}) ORDER BY id`)
        expect(rows.map((row) => row.repeat_candidate)).toEqual([false, true, true])
        expect(new Set(rows.map((row) => row.candidate_id)).size).toBe(1)
        const { rows: candidates } = await tx.execute<{ email: string; phone: string }>(
          sql`SELECT email, phone FROM candidates WHERE id = ${rows[0].candidate_id}`,
        )
        expect(candidates).toEqual([{ email: mailbox, phone }])
        const { rows: unlinked } = await tx.execute(
          sql`SELECT id FROM career_applications WHERE candidate_id IS NULL`,
        )
        expect(unlinked).toEqual([])
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
  })
})

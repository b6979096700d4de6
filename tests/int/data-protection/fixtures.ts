import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { postgres } from '../../../src/server/database/adapter'
import { submissionCollections } from '@/data-protection/submissions'
import { submissionTable, type SubmissionSlug } from '../../../src/submissions'
import { testPayload } from '../../helpers/payload'
import { pdfBytes, submissionData } from '../access/fixtures'

/** A unique address per call, `name` being the part before its random suffix. */
export function newEmail(name = 'person'): string {
  return `${name}.${randomUUID().slice(0, 8)}@example.com`
}

/** What one person sent through all four forms, as stored, with its files and history. */
type StoredPerson = {
  email: string
  submissions: Record<SubmissionSlug, number>
  files: { id: number; path: string }[]
  /** What the visitor attached to their answer to the quote (filed from the team mailbox). */
  answerFiles: { id: number; path: string }[]
  statusChanges: number[]
  timelineEntries: number[]
}

/** A status every submission type can move to from "new". */
const nextStatus: Record<SubmissionSlug, string> = {
  'contact-submissions': 'contacted',
  'quote-requests': 'contacted',
  'partnership-applications': 'under_review',
  'career-applications': 'screening',
  'market-report-requests': 'contacted',
}

async function storeFile(payload: Payload, name: string) {
  const file = await payload.create({
    collection: 'application-files',
    data: {},
    file: { data: pdfBytes, name, mimetype: 'application/pdf', size: pdfBytes.length },
  })
  const { staticDir } = payload.collections['application-files'].config.upload
  const filePath = path.resolve(staticDir!, file.filename!)
  if (!existsSync(filePath)) throw new Error(`the test résumé was not stored at ${filePath}`)
  return { id: file.id, path: filePath }
}

/** A file the visitor attached to an answer, stored as the mailbox poll stores it. */
async function storeAnswerFile(payload: Payload, collection: SubmissionSlug, id: number) {
  const file = await payload.create({
    collection: 'answer-files',
    data: { submissionCollection: collection, submissionId: id },
    file: {
      data: pdfBytes,
      name: `plan-${randomUUID()}.pdf`,
      mimetype: 'application/pdf',
      size: pdfBytes.length,
    },
  })
  const { staticDir } = payload.collections['answer-files'].config.upload
  return { id: file.id, path: path.resolve(staticDir!, file.filename!), filename: file.filename! }
}

/** Moves a row's creation time, as if it had been stored then. */
export async function setCreatedAt(payload: Payload, table: string, id: number, createdAt: Date) {
  await postgres(payload).pool.query(`UPDATE "${table}" SET created_at = $1 WHERE id = $2`, [
    createdAt,
    id,
  ])
}

/** Everything the test file stored, so that it can leave the shared database as it found it. */
const storedPeople: StoredPerson[] = []
const queuedEmails: number[] = []

/**
 * One submission in each collection from `email` (a résumé and a cover letter with the career
 * application), each moved on one status so it has history and sent an e-mail, all created at
 * `createdAt`; the quote request also has the person's answer, with a file attached.
 */
export async function storePerson(
  payload: Payload,
  email: string,
  createdAt = new Date(),
): Promise<StoredPerson> {
  const files = [
    await storeFile(payload, `cv-${randomUUID()}.pdf`),
    await storeFile(payload, `letter-${randomUUID()}.pdf`),
  ]
  const submissions = {} as Record<SubmissionSlug, number>
  const statusChanges: number[] = []
  const timelineEntries: number[] = []
  const answerFiles: { id: number; path: string }[] = []
  for (const collection of submissionCollections) {
    const data: Record<string, unknown> = {
      ...submissionData[collection]('Ada', files[0].id),
      email,
    }
    if (collection === 'career-applications') data.coverLetter = files[1].id
    const doc = await payload.create({ collection, data: data as never, depth: 0 })
    await payload.update({
      collection,
      id: doc.id,
      data: { status: nextStatus[collection] } as never,
      depth: 0,
    })
    const { docs } = await payload.find({
      collection: 'status-changes',
      where: {
        submissionCollection: { equals: collection },
        submissionId: { equals: doc.id },
      },
      depth: 0,
    })
    statusChanges.push(...docs.map((change) => change.id))
    const note = await payload.create({
      collection: 'lead-activities',
      data: {
        submissionCollection: collection,
        submissionId: doc.id,
        kind: 'emailSent',
        subject: `Your demo (${collection})`,
        emailAddress: email,
        text: 'Dear Ada, shall we book the demo for next week?',
      },
      depth: 0,
    })
    timelineEntries.push(note.id)
    if (collection === 'quote-requests') {
      const attached = await storeAnswerFile(payload, collection, doc.id)
      const answer = await payload.create({
        collection: 'lead-activities',
        data: {
          submissionCollection: collection,
          submissionId: doc.id,
          kind: 'emailReceived',
          subject: 'Re: Your demo (quote-requests)',
          emailAddress: email,
          text: 'Next week suits us. Our network plan is attached.',
          files: [attached.id],
        },
        depth: 0,
      })
      timelineEntries.push(answer.id)
      answerFiles.push({ id: attached.id, path: attached.path })
    }
    await setCreatedAt(payload, submissionTable(collection), doc.id, createdAt)
    submissions[collection] = doc.id
  }
  const person = { email, submissions, files, answerFiles, statusChanges, timelineEntries }
  storedPeople.push(person)
  return person
}

/** A confirmation e-mail waiting in the queue, as the form leaves one when sending fails. */
export async function queueEmailTo(payload: Payload, to: string): Promise<number> {
  const job = await payload.jobs.queue({
    task: 'sendEmail',
    input: { to, subject: 'We received your contact message', text: 'Hello Ada' },
  })
  queuedEmails.push(Number(job.id))
  return Number(job.id)
}

/** Which of the person's records are still stored: rows, files on disk, history. */
export async function whatRemains(payload: Payload, person: StoredPerson) {
  const submissions: SubmissionSlug[] = []
  for (const [collection, id] of Object.entries(person.submissions) as [SubmissionSlug, number][]) {
    const doc = await payload.findByID({ collection, id, depth: 0, disableErrors: true })
    if (doc) submissions.push(collection)
  }
  const fileRows = await payload.find({
    collection: 'application-files',
    where: { id: { in: person.files.map((file) => file.id) } },
    depth: 0,
  })
  const answerFileRows = await payload.find({
    collection: 'answer-files',
    where: { id: { in: person.answerFiles.map((file) => file.id) } },
    depth: 0,
  })
  const history = await payload.find({
    collection: 'status-changes',
    where: { id: { in: person.statusChanges } },
    depth: 0,
  })
  const timeline = await payload.find({
    collection: 'lead-activities',
    where: { id: { in: person.timelineEntries } },
    depth: 0,
  })
  return {
    submissions: submissions.sort(),
    fileRows: fileRows.totalDocs,
    filesOnDisk: person.files.filter((file) => existsSync(file.path)).length,
    answerFileRows: answerFileRows.totalDocs,
    answerFilesOnDisk: person.answerFiles.filter((file) => existsSync(file.path)).length,
    statusChanges: history.totalDocs,
    timelineEntries: timeline.totalDocs,
  }
}

export const allOfIt = (person: StoredPerson) => ({
  submissions: (Object.keys(person.submissions) as SubmissionSlug[]).sort(),
  fileRows: person.files.length,
  filesOnDisk: person.files.length,
  answerFileRows: person.answerFiles.length,
  answerFilesOnDisk: person.answerFiles.length,
  statusChanges: person.statusChanges.length,
  timelineEntries: person.timelineEntries.length,
})

export const noneOfIt = {
  submissions: [],
  fileRows: 0,
  filesOnDisk: 0,
  answerFileRows: 0,
  answerFilesOnDisk: 0,
  statusChanges: 0,
  timelineEntries: 0,
}

export async function jobExists(payload: Payload, id: number): Promise<boolean> {
  const job = await payload.findByID({ collection: 'payload-jobs', id, disableErrors: true })
  return Boolean(job)
}

const gone = () => undefined

/** Deletes what `storePerson` made (and is left), files included, through Payload itself. */
export async function removePerson(payload: Payload, person: StoredPerson) {
  for (const [collection, id] of Object.entries(person.submissions) as [SubmissionSlug, number][]) {
    await payload.delete({ collection, id }).catch(gone)
  }
  for (const id of person.statusChanges) {
    await payload.delete({ collection: 'status-changes', id }).catch(gone)
  }
  for (const id of person.timelineEntries) {
    await payload.delete({ collection: 'lead-activities', id }).catch(gone)
  }
  for (const { id } of person.files) {
    await payload.delete({ collection: 'application-files', id }).catch(gone)
  }
  for (const { id } of person.answerFiles) {
    await payload.delete({ collection: 'answer-files', id }).catch(gone)
  }
}

/** Removes every person and queued e-mail the test file stored that is still there. */
export async function removeEverythingStored(payload: Payload) {
  for (const person of storedPeople.splice(0)) await removePerson(payload, person)
  for (const id of queuedEmails.splice(0)) {
    await payload.delete({ collection: 'payload-jobs', id }).catch(gone)
  }
}

/** The retention period the purge reads, in months (`null`: keep submissions forever). */
export async function retentionMonths(payload: Payload) {
  return (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).dataProtection
    ?.retentionMonths
}

export async function setRetention(payload: Payload, months: number | null) {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { dataProtection: { retentionMonths: months } },
  })
}

/**
 * The run's Payload, set before a test file's tests, for files that change the retention period.
 * After the tests, removes what they stored and puts the period back as the file found it.
 */
export function prepareRetentionContext(): { payload: Payload } {
  const context = {} as { payload: Payload }
  let saved: number | null | undefined
  beforeAll(async () => {
    context.payload = await testPayload()
    saved = await retentionMonths(context.payload)
  })
  afterAll(async () => {
    await removeEverythingStored(context.payload)
    await setRetention(context.payload, saved ?? null)
  })
  return context
}

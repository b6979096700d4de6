import type { PayloadRequest, Where } from 'payload'

import type {
  AnswerFile,
  ApplicationFile,
  LeadActivity,
  StatusChange,
  WebhookDelivery,
} from '@/payload-types'
import { attachedFileIds, type SubmissionSlug } from '@/submissions'
import { personKeyOf } from '@/lib/mailbox'
import { personalEntries } from '@/desk/timeline/kinds'

import type { SubmissionBatch } from './batch'
import { findQueuedEmails } from './queued-emails'

import { submissionCollections } from './submissions'

export type SubmissionRecord = Record<string, unknown> & {
  id: number
  email: string
  createdAt: string
}

/** Everything stored about one person, found by the e-mail address they gave. */
export type PersonalData = {
  email: string
  submissions: { collection: SubmissionSlug; docs: SubmissionRecord[] }[]
  statusChanges: StatusChange[]
  /** Their leads' timelines: notes, logged calls and messages, e-mails, assignments. */
  timelineEntries: LeadActivity[]
  /** Their résumés and cover letters, and the files they attached to their answers. */
  files: (ApplicationFile | AnswerFile)[]
  /** Ids of the e-mails about their submissions still waiting in the jobs queue. */
  queuedEmails: number[]
  /** What their leads' webhooks sent (or will send) to the sales team's tools. */
  webhookDeliveries: WebhookDelivery[]
  /** Where sales keep them as a contact of an organization (src/leads/accounts/contacts.ts). */
  organizationContacts: OrganizationContact[]
}

/** A contact kept on an organization, with the organization it is kept on. */
export type OrganizationContact = {
  organization: { id: number; name: string }
  contact: {
    id: string
    name: string
    role: string | null
    email: string | null
    phone: string | null
  }
}

/** `like` matches anywhere and reads % and _ as wildcards: escape them, then compare exactly. */
const likePattern = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** The person's addresses as one: the address itself whatever its case, or the same person. */
const isPerson = (email: string, person: string | null) => (address: string | null | undefined) =>
  address?.trim().toLowerCase() === email || (person !== null && personKeyOf(address) === person)

async function submissionsFrom(
  req: PayloadRequest,
  collection: SubmissionSlug,
  email: string,
): Promise<SubmissionRecord[]> {
  const person = personKeyOf(email)
  const { docs } = await req.payload.find({
    collection,
    where: {
      or: [
        { email: { like: likePattern(email) } },
        ...(person ? [{ personKey: { equals: person } }] : []),
      ],
    },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    req,
  })
  const theirs = isPerson(email, person)
  return (docs as unknown as SubmissionRecord[]).filter((doc) => theirs(doc.email))
}

/** The organizations' contacts who are the person. */
async function contactsOf(req: PayloadRequest, email: string): Promise<OrganizationContact[]> {
  const person = personKeyOf(email)
  const { docs } = await req.payload.find({
    collection: 'organizations',
    where: {
      or: [
        { 'contacts.email': { like: likePattern(email) } },
        ...(person ? [{ 'contacts.personKey': { equals: person } }] : []),
      ],
    },
    select: { name: true, contacts: true },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const theirs = isPerson(email, person)
  return docs.flatMap((organization) =>
    (organization.contacts ?? [])
      .filter((contact) => theirs(contact.email))
      .map((contact) => ({
        organization: { id: organization.id, name: organization.name },
        contact: {
          id: contact.id!,
          name: contact.name,
          role: contact.role ?? null,
          email: contact.email ?? null,
          phone: contact.phone ?? null,
        },
      })),
  )
}

/**
 * The person's submissions in all five collections (e-mail matched whatever its case, and as one
 * person whatever its `+tag`: src/leads/accounts/person.ts), their
 * status history, their application files and their queued e-mails. `email` is already
 * normalised by `parseEmailAddress`. Runs in `req`'s transaction, if it has one.
 */
export async function findPersonalData(req: PayloadRequest, email: string): Promise<PersonalData> {
  const { payload } = req
  const submissions = []
  for (const collection of submissionCollections) {
    submissions.push({ collection, docs: await submissionsFrom(req, collection, email) })
  }
  const found = submissions.filter(({ docs }) => docs.length > 0)

  const ofTheirSubmissions: Where = {
    or: found.map(({ collection, docs }): Where => ({
      and: [
        { submissionCollection: { equals: collection } },
        { submissionId: { in: docs.map((doc) => doc.id) } },
      ],
    })),
  }
  const history = <
    Slug extends 'status-changes' | 'lead-activities' | 'answer-files' | 'webhook-deliveries',
  >(
    collection: Slug,
    where: Where = ofTheirSubmissions,
  ) =>
    payload.find({
      collection,
      where,
      sort: 'createdAt',
      pagination: false,
      depth: 0,
      req,
    })
  const { docs: statusChanges } = found.length ? await history('status-changes') : { docs: [] }
  const { docs: timelineEntries } = found.length
    ? await history('lead-activities', { and: [ofTheirSubmissions, personalEntries] })
    : { docs: [] }
  const { docs: answerFiles } = found.length ? await history('answer-files') : { docs: [] }
  const { docs: webhookDeliveries } = found.length
    ? await history('webhook-deliveries')
    : { docs: [] }

  const fileIds = found.flatMap(({ collection, docs }) =>
    docs.flatMap((doc) => attachedFileIds(collection, doc)),
  )
  const { docs: files } = fileIds.length
    ? await payload.find({
        collection: 'application-files',
        where: { id: { in: fileIds } },
        sort: 'createdAt',
        pagination: false,
        depth: 0,
        req,
      })
    : { docs: [] }

  return {
    email,
    submissions,
    statusChanges,
    timelineEntries,
    files: [...files, ...answerFiles],
    queuedEmails: await findQueuedEmails(req, email),
    webhookDeliveries,
    organizationContacts: await contactsOf(req, email),
  }
}

/** The person's submissions as deletion batches, one per collection. */
export function asDeletionBatches(data: PersonalData): SubmissionBatch[] {
  return data.submissions.map(({ collection, docs }) => ({
    collection,
    ids: docs.map((doc) => doc.id),
    fileIds: docs.flatMap((doc) => attachedFileIds(collection, doc)),
  }))
}

/** How many records of each kind an erasure would delete. */
export type PersonalDataSummary = {
  submissions: Record<SubmissionSlug, number>
  statusChanges: number
  timelineEntries: number
  files: number
  queuedEmails: number
  organizationContacts: number
  total: number
}

export function summarise(data: PersonalData): PersonalDataSummary {
  const submissions = Object.fromEntries(
    data.submissions.map(({ collection, docs }) => [collection, docs.length]),
  ) as Record<SubmissionSlug, number>
  const submissionCount = Object.values(submissions).reduce((sum, count) => sum + count, 0)
  return {
    submissions,
    statusChanges: data.statusChanges.length,
    timelineEntries: data.timelineEntries.length,
    files: data.files.length,
    queuedEmails: data.queuedEmails.length,
    organizationContacts: data.organizationContacts.length,
    total:
      submissionCount +
      data.statusChanges.length +
      data.timelineEntries.length +
      data.files.length +
      data.queuedEmails.length +
      data.organizationContacts.length,
  }
}

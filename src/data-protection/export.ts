import type { PayloadRequest } from 'payload'

import type { LeadActivity } from '@/payload-types'

import { findPersonalData, type PersonalData } from './personal-data'

/** Internal bookkeeping that tells the person nothing about their data. */
const internalFields = new Set(['submissionKey'])

function withoutInternalFields(doc: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !internalFields.has(key)))
}

/** The names of the files an answer brought, as the export's file list gives them. */
function attachmentNames(data: PersonalData, files: NonNullable<LeadActivity['files']>) {
  const ids = new Set(files.map((file) => (typeof file === 'number' ? file : file.id)))
  return data.files
    .filter((file) => 'submissionId' in file && ids.has(file.id))
    .map((file) => file.filename)
}

/**
 * What an access request returns: every submission with its status history, its timeline
 * (notes, logged calls and messages, e-mails) and what its webhooks sent to the sales team's tools
 * (event, state, time), and the list of their files (résumés and cover
 * letters, attachments of their answers), and where sales keep them as a contact of an organization
 * (`keptAsContact`). Neither says which staff member did what: that is staff
 * data, not the person's.
 */
export function personalDataExport(data: PersonalData, exportedAt = new Date()) {
  return {
    email: data.email,
    exportedAt: exportedAt.toISOString(),
    submissions: Object.fromEntries(
      data.submissions.map(({ collection, docs }) => [
        collection,
        docs.map((doc) => ({
          ...withoutInternalFields(doc),
          statusHistory: data.statusChanges
            .filter(
              (change) =>
                change.submissionCollection === collection && change.submissionId === doc.id,
            )
            .map((change) => ({
              from: change.fromStatus ?? null,
              to: change.toStatus,
              at: change.createdAt,
            })),
          timeline: data.timelineEntries
            .filter(
              (entry) => entry.submissionCollection === collection && entry.submissionId === doc.id,
            )
            .map((entry) => ({
              kind: entry.kind,
              ...(entry.subject && { subject: entry.subject, address: entry.emailAddress }),
              text: entry.text ?? null,
              ...(entry.files?.length && { attachments: attachmentNames(data, entry.files) }),
              at: entry.createdAt,
            })),
          sentToSalesTools: data.webhookDeliveries
            .filter(
              (delivery) =>
                delivery.submissionCollection === collection && delivery.submissionId === doc.id,
            )
            .map((delivery) => ({
              event: delivery.event,
              status: delivery.status,
              at: delivery.createdAt,
            })),
        })),
      ]),
    ),
    keptAsContact: data.organizationContacts.map(({ organization, contact }) => ({
      organization: organization.name,
      name: contact.name,
      role: contact.role,
      email: contact.email,
      phone: contact.phone,
    })),
    files: data.files.map((file) => ({
      id: file.id,
      filename: file.filename,
      mimeType: file.mimeType,
      filesize: file.filesize,
      uploadedAt: file.createdAt,
    })),
  }
}

export type PersonalDataExport = ReturnType<typeof personalDataExport>

export async function exportPersonalData(
  req: PayloadRequest,
  email: string,
): Promise<PersonalDataExport> {
  return personalDataExport(await findPersonalData(req, email))
}

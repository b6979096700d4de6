import type { Payload } from 'payload'

import type { Locale } from '@/lib/site/locales'
import { CommitOutcomeUnknownError, inTransaction } from '@/server/database/transaction'
import { queueEmails, type QueuedEmail } from '@/server/email'
import { removeStoredFiles } from '@/server/storage/file-store'

import { storeAttachments, type CheckedFile } from './attachments'
import type { SubmissionForm } from './form-entry'
import { submissionDocument } from './forms'
import { insertSubmission } from './insert-submission'
import { notificationEmails, type NotificationSettings } from './notifications'
import type { AfterStored, IntakeStep, StepRun, StoredSubmission } from './steps'

/** Each step with what it prepared for this submission. */
export type PreparedSteps = { step: IntakeStep; prepared: unknown }[]

export type StoredRow = {
  id: number
  emails: QueuedEmail[]
  confirmed: boolean
  /** What the steps asked to run once the visitor has their answer. */
  afterResponse: (() => Promise<void>)[]
}

/**
 * Stores the submission, its files, what the intake steps add (src/submissions/pipeline/steps.ts)
 * and its e-mail jobs in one transaction. The document is complete and validated here, so it goes
 * straight to its row (insertSubmission). On any failure the transaction is rolled back and the
 * files already written are removed, unless the commit's outcome is unknown: then the row may be
 * stored, and a retry of the same fill finds it.
 */
export async function storeSubmission(
  payload: Payload,
  form: SubmissionForm,
  values: Record<string, unknown>,
  files: Record<string, CheckedFile>,
  { settings, steps }: { settings: NotificationSettings; steps: PreparedSteps },
  now: Date,
  locale: Locale,
): Promise<StoredRow> {
  const written: string[] = []
  try {
    return await inTransaction(payload, async (req) => {
      const fileIds = await storeAttachments(files, req, written)
      const derived = form.derive ? await form.derive(values, req) : {}
      const sender = form.visitor(values)
      let row: Record<string, unknown> = {
        ...submissionDocument(form, values, now, locale),
        ...derived,
        ...fileIds,
      }
      const arriving = { type: form.type, sender, now, locale }
      const afterInsert: StepRun['afterInsert'][] = []
      for (const { step, prepared } of steps) {
        const run = await step.run({ ...arriving, row }, prepared, req)
        if (run?.fields) row = { ...row, ...run.fields }
        afterInsert.push(run?.afterInsert)
      }
      const id = await insertSubmission(payload, form.type.slug, row, req)
      const stored: StoredSubmission = { ...arriving, row, id }
      const notifications = await notificationEmails(form, values, id, settings, req, locale)
      const after: AfterStored[] = []
      for (const then of afterInsert) {
        const asked = then && (await then(stored))
        if (asked) after.push(asked)
      }
      const ownConfirmation = after.find((asked) => asked.confirmation)?.confirmation
      const emails = await queueEmails(req, [
        notifications.staff,
        ...(notifications.confirmation ? [ownConfirmation ?? notifications.confirmation] : []),
        ...after.flatMap((asked) => asked.emails ?? []),
      ])
      return {
        id,
        emails,
        confirmed: notifications.confirmation !== undefined,
        afterResponse: after.flatMap((asked) => asked.afterResponse ?? []),
      }
    })
  } catch (error) {
    if (!(error instanceof CommitOutcomeUnknownError))
      await removeStoredFiles(payload, { 'application-files': written })
    throw error
  }
}

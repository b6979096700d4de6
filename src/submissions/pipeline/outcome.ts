import { formMessages } from '@/submissions/form/messages'
import { submissionReference } from '@/submissions/reference'

import type { SubmissionForm } from './form-entry'

/** How a submission ended, whichever way it came in: stored, or refused with what to tell the visitor. */
export type SubmissionOutcome =
  | {
      ok: true
      /** What the visitor is told to quote, e.g. "QR-000042" (none for a honeypot's fill). */
      reference?: string
      /** The visitor's mailbox had all its confirmations for today: none was sent. */
      confirmationWithheld?: true
    }
  | {
      ok: false
      status: number
      message: string
      fieldErrors?: Record<string, string>
      /** Seconds before trying again, for a rate limit or an unavailable database. */
      retryAfterSeconds?: number
    }

/** Told to a bot that filled the honeypot, as if its fill was stored. */
export const ignored: SubmissionOutcome = { ok: true }

export const stored = (
  form: SubmissionForm,
  id: number,
  { confirmed }: { confirmed: boolean } = { confirmed: true },
): SubmissionOutcome => ({
  ok: true,
  reference: submissionReference(form.type, id),
  ...(!confirmed && { confirmationWithheld: true }),
})

export const refused = (
  status: number,
  message: string,
  fieldErrors?: Record<string, string>,
): SubmissionOutcome => ({ ok: false, status, message, fieldErrors })

const { refusals } = formMessages

export const tooManySubmissions = (seconds: number): SubmissionOutcome => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return {
    ok: false,
    status: 429,
    message: (minutes === 1 ? refusals.tooManyOne : refusals.tooMany).replace(
      '{minutes}',
      String(minutes),
    ),
    retryAfterSeconds: seconds,
  }
}

/** Seconds a client is asked to wait while the database is unreachable (a restart takes a few). */
const unavailableRetrySeconds = 5

/** The database is down or restarting: nothing was stored, and the same fill may be sent again. */
export const databaseUnavailable: SubmissionOutcome = {
  ok: false,
  status: 503,
  message: refusals.unavailable,
  retryAfterSeconds: unavailableRetrySeconds,
}

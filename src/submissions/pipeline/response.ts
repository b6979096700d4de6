import type { FormName } from '@/submissions'
import type { SubmissionMessages } from '@/submissions/definition'

/** What the form endpoints answer; the client forms read it. */
export type SubmissionResponse =
  | {
      ok: true
      /** What the visitor is told to quote, e.g. "QR-000042". */
      reference?: string
      /** Set when the visitor's mailbox had all its confirmations for today: none was sent. */
      confirmationWithheld?: true
    }
  | { ok: false; message: string; fieldErrors?: Record<string, string> }

export type { FormName }
/** Where each form posts when its scripts are running. */
export const submissionEndpoint = (form: FormName) => `/api/forms/${form}`

/** The page's language, sent as a hidden field so the confirmation page is in it too. */
export const localeField = 'locale'
/** The hidden field naming the page a form was sent from (its submissions record it). */
export const sentFromField = 'sentFrom'

/**
 * The page a form sent without scripts leads to once it is stored (after a 303), with the
 * submission's reference in its query (a reference identifies no one), and whether the visitor's
 * confirmation was withheld.
 */
export function confirmationPath(
  form: FormName,
  { reference, confirmationWithheld }: { reference?: string; confirmationWithheld?: boolean },
) {
  const query = new URLSearchParams()
  if (reference) query.set('ref', reference)
  if (confirmationWithheld) query.set(withheldQuery.name, withheldQuery.value)
  return `/thank-you/${form}${query.size > 0 ? `?${query}` : ''}`
}

/** How the confirmation page's address says that the visitor's confirmation was withheld. */
export const withheldQuery = { name: 'confirmation', value: 'withheld' }

/**
 * What a stored submission's visitor is told: the form's success message, unless the e-mail that
 * one promises was withheld.
 */
export const successMessage = (
  messages: Pick<SubmissionMessages, 'success' | 'successWithoutEmail'>,
  confirmationWithheld: boolean | undefined,
) => (confirmationWithheld && messages.successWithoutEmail) || messages.success

/**
 * What a form sent without scripts comes back with when it was not stored: the page is rendered
 * again with the message, each field's message and every answer typed (files cannot be kept).
 */
export type FormState =
  | { status: 'idle' }
  | {
      status: 'refused'
      message: string
      fieldErrors: Record<string, string>
      values: Record<string, string | boolean>
    }

export const idleFormState: FormState = { status: 'idle' }

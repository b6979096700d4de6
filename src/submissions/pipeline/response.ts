import type { FormName } from '@/submissions'

/** What the form endpoints answer; the client forms read it. */
export type SubmissionResponse =
  | {
      ok: true
      /** What the visitor is told to quote, e.g. "QR-000042". */
      reference?: string
    }
  | { ok: false; message: string; fieldErrors?: Record<string, string> }

export type { FormName }
/** Where each form posts when its scripts are running. */
export const submissionEndpoint = (form: FormName) => `/api/forms/${form}`

/** The page's language, sent as a hidden field so the confirmation page is in it too. */
export const localeField = 'locale'

/**
 * The page a form sent without scripts leads to once it is stored (after a 303), with the
 * submission's reference in its query: a reference identifies no one.
 */
export const confirmationPath = (form: FormName, reference?: string) =>
  `/thank-you/${form}${reference ? `?ref=${encodeURIComponent(reference)}` : ''}`

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

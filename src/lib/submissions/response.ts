/** What the form endpoints answer; the client forms read it. */
export type SubmissionResponse =
  { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string> }

export const formNames = ['contact', 'quote', 'partnership', 'job-application'] as const
export type FormName = (typeof formNames)[number]

/** Where each form posts. */
export const submissionEndpoint = (form: FormName) => `/api/forms/${form}`

import type { FormName } from '.'
import type { SubmissionForm } from './pipeline/form-entry'

/**
 * What the form endpoint needs to accept a form's submissions: its type's endpoint.ts (schema,
 * copy, files, e.g. the market report's download links), found by the type's folder, which is
 * named for its form. Only the server imports this: the definitions, which client components
 * read, never lead to an endpoint and what it imports.
 */
export const submissionForm = async (form: FormName): Promise<SubmissionForm> =>
  ((await import(`./${form}/endpoint.ts`)) as { endpoint: SubmissionForm }).endpoint

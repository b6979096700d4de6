import {
  APIError,
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { userHasRole, type StaffRole } from '@/access/roles'

import { fieldErrorsOf, submissionDocument, submissionForms } from './forms'
import type { FormName } from './response'

/** Whether this request is a visitor's (or staff of another desk's) create through the REST API. */
const isOutsideCreate = (req: PayloadRequest, operation: string, managers: StaffRole[]) =>
  operation === 'create' && req.payloadAPI !== 'local' && !userHasRole(req.user, ...managers)

/**
 * `POST /api/<slug>` by anyone who does not work these submissions follows the form's own schema
 * and stores exactly what the form endpoint would; only rate limit and idempotent replies are the
 * endpoint's alone. Field access has already dropped any status or consent time they posted.
 */
export const followsFormSchema =
  (formName: Exclude<FormName, 'job-application'>): CollectionBeforeValidateHook =>
  ({ data, operation, req }) => {
    if (!isOutsideCreate(req, operation, ['admin'])) return data
    const form = submissionForms[formName]
    const parsed = form.schema.safeParse(data ?? {})
    if (!parsed.success) {
      const errors = Object.entries(fieldErrorsOf(parsed.error)).map(([path, message]) => ({
        path,
        message,
      }))
      throw new ValidationError({ collection: form.slug, errors })
    }
    return submissionDocument(form, parsed.data, new Date())
  }

/**
 * Job applications carry files, which only the form endpoint checks by content and stores; a
 * REST create could point at any stored résumé by id. Visitors apply through the form.
 */
export const applyThroughTheForm: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (isOutsideCreate(req, operation, ['admin', 'recruiter'])) {
    throw new APIError('Please apply through the job application form at /apply.', 403, null, true)
  }
  return args
}

import { createHash } from 'node:crypto'

import { z } from 'zod'

import { submissionForm } from '@/submissions/endpoints'

import type { SubmissionForm } from './form-entry'
import {
  acceptSubmission,
  admitClient,
  failedSubmission,
  type SubmissionBody,
  type SubmissionDependencies,
} from './handle-submission'
import type { SubmissionOutcome } from './outcome'
import { maxAttachmentBytes, maxValuesBytes } from './limits'
import { acceptableFileName, badFileName, RequestRefusal, type UploadedFile } from './request-body'
import { formLocale, localizedOutcome } from './language'
import { localeField, type FormName, type FormState } from './response'
import { formMessages } from '@/submissions/form/messages'

/** React's own fields in a server action's form data ($ACTION_ID_…, $ACTION_KEY, …). */
const isReactField = (name: string) => name.startsWith('$ACTION')

const isUuid = (value: unknown) => z.uuid().safeParse(value).success

/**
 * The key of a fill sent before the page's script could give it one: a hash of what was sent,
 * within the hour. The same fill sent twice (a double click, a resent request) is stored once;
 * the same words sent again later are a new submission.
 */
function contentKey(
  formName: FormName,
  values: Record<string, unknown>,
  files: Record<string, UploadedFile>,
  now: Date,
): string {
  const hour = Math.floor(now.getTime() / 3_600_000)
  const hash = createHash('sha256').update(
    JSON.stringify([formName, hour, Object.entries(values).sort()]),
  )
  for (const [field, file] of Object.entries(files).sort()) hash.update(field).update(file.bytes)
  const hex = hash.digest('hex')
  // A version-8 (custom) UUID, as the submissions' key field expects.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const parsedJson = (value: unknown): unknown => {
  try {
    return typeof value === 'string' ? JSON.parse(value) : undefined
  } catch {
    return undefined
  }
}

/**
 * A form posted by the browser itself (no script ran): text fields as they were typed, tick
 * boxes as true when ticked (a browser leaves out a box that is not), files as uploads.
 */
export async function submissionFromFormData(
  formName: FormName,
  formData: FormData,
  now: Date,
): Promise<SubmissionBody & { values: Record<string, unknown> }> {
  const locale = formLocale(formData.get(localeField))
  const form = await submissionForm(formName)
  const fileFields = Object.keys(form.files ?? {})
  const boxes = [form.consentField, ...(form.flags ?? [])]
  const values: Record<string, unknown> = {}
  let textBytes = 0
  for (const [name, value] of formData) {
    if (typeof value !== 'string' || isReactField(name) || name === localeField) continue
    if (boxes.includes(name) || fileFields.includes(name) || Object.hasOwn(values, name)) continue
    textBytes += Buffer.byteLength(value)
    values[name] = value
  }
  if (textBytes > maxValuesBytes) throw new RequestRefusal(413, formMessages.refusals.tooLarge)
  for (const box of boxes) values[box] = formData.has(box)

  const files: Record<string, UploadedFile> = {}
  for (const field of fileFields) {
    const file = formData.get(field)
    // A file input left empty is sent as a part without a name or bytes.
    if (!(file instanceof File) || (file.size === 0 && file.name === '')) continue
    if (!acceptableFileName(file.name)) {
      throw new RequestRefusal(400, badFileName, { [field]: badFileName })
    }
    // An oversized file is refused by the schema on its size; its bytes are never needed.
    const bytes =
      file.size <= maxAttachmentBytes ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0)
    files[field] = { name: file.name, size: file.size, bytes }
  }

  if (!isUuid(values.submissionKey)) {
    values.submissionKey = contentKey(formName, values, files, now)
  }
  // The tab's attribution, as the page's inline script put it in a hidden field (JSON).
  values.attribution = parsedJson(values.attribution)
  return { values, files, locale }
}

/** Shown under a file field when the form comes back: browsers cannot be handed a file again. */
export const chooseFileAgain = formMessages.refusals.chooseFileAgain

/** The answers to put back in the form: text as typed and tick boxes, never the honeypot or files. */
function answersOf(form: SubmissionForm, formData: FormData): Record<string, string | boolean> {
  const boxes = [form.consentField, ...(form.flags ?? [])]
  const answers: Record<string, string | boolean> = {}
  for (const field of Object.keys(form.type.messages.en.labels)) {
    const value = formData.get(field)
    if (typeof value === 'string') answers[field] = value
  }
  for (const [field, value] of formData) {
    if (typeof value === 'string' && form.isExtraAnswer?.(field)) answers[field] = value
  }
  for (const box of boxes) answers[box] = formData.has(box)
  return answers
}

function refusedState(
  form: SubmissionForm,
  formData: FormData,
  outcome: Exclude<SubmissionOutcome, { ok: true }>,
): FormState {
  const fieldErrors = { ...outcome.fieldErrors }
  for (const field of Object.keys(form.files ?? {})) {
    const file = formData.get(field)
    if (file instanceof File && file.size > 0) fieldErrors[field] ??= chooseFileAgain
  }
  const localized = localizedOutcome(
    { ...outcome, fieldErrors },
    form,
    formLocale(formData.get(localeField)),
  )
  return {
    status: 'refused',
    message: localized.ok ? outcome.message : localized.message,
    fieldErrors: (!localized.ok && localized.fieldErrors) || fieldErrors,
    values: answersOf(form, formData),
  }
}

/**
 * The server action behind every form, for a browser that posts the form itself: the same rate
 * limit, honeypot, rules, idempotency and storage as the scripted endpoint. Stored: the caller
 * redirects to the confirmation page. Refused: the form comes back with its answers and messages.
 */
export async function submitFormData(
  formName: FormName,
  formData: FormData,
  { client, referer }: { client: string; referer?: string | null },
  dependencies: SubmissionDependencies,
): Promise<
  | { stored: true; reference?: string; confirmationWithheld?: true }
  | { stored: false; state: FormState }
> {
  const { payload, now = () => new Date() } = dependencies
  let outcome: SubmissionOutcome
  try {
    outcome =
      (await admitClient(payload, formName, client)) ??
      (await acceptSubmission(
        formName,
        { ...(await submissionFromFormData(formName, formData, now())), referer },
        dependencies,
      ))
  } catch (error) {
    outcome = failedSubmission(payload, formName, error)
  }
  if (outcome.ok) {
    const { ok: _, ...told } = outcome
    return { stored: true, ...told }
  }
  return { stored: false, state: refusedState(await submissionForm(formName), formData, outcome) }
}

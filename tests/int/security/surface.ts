import type { CollectionSlug, Payload } from 'payload'
import { afterAll, expect } from 'vitest'
import { z } from 'zod'

import { honeypotField } from '@/submissions/form/fill'

import { testPayload } from '../../helpers/payload'
import { submissionForm } from '@/submissions/endpoints'
import type { SubmissionForm } from '@/submissions/pipeline/form-entry'
import type { FormName } from '@/submissions/pipeline/response'
import type { SubmissionSlug } from '@/submissions'

import { validFills } from '../../helpers/form-values'
import { parseSalary } from '@/submissions/job-application/salary'

/** One public form: its endpoint name, where it stores, its schema and a valid fill. */
export type PublicForm = {
  form: FormName
  slug: SubmissionSlug
  schema: z.ZodObject
  fields: string[]
  /** The fields that take any text (not an e-mail, phone, choice or key). */
  freeText: string[]
  valid: (marker: string) => Record<string, unknown>
  /** What its endpoint stores and leaves out. */
  entry: SubmissionForm
}

const freeText: Record<FormName, string[]> = {
  contact: ['firstName', 'lastName', 'companyOperator', 'message'],
  quote: ['companyName', 'contactName', 'projectDescription'],
  partnership: ['company', 'contact', 'country', 'description', 'proposal'],
  'job-application': [
    'firstName',
    'lastName',
    'location',
    'position',
    'summary',
    'skills',
    'motivation',
    'additionalInfo',
  ],
  'market-report': ['name', 'company', 'country'],
}

/** The regions' ids and slugs: a market report request is sent with a slug and stored with an id. */
const regionSlugs = new Map(
  (await (await testPayload()).find({ collection: 'regions', depth: 0, limit: 100 })).docs.map(
    (region) => [region.id, region.slug],
  ),
)

/** Fields stored as something other than what was sent, read back as the visitor sent them. */
const readBack: Partial<Record<FormName, Record<string, (stored: unknown) => unknown>>> = {
  'market-report': { region: (id) => regionSlugs.get(Number(id)) },
}

/**
 * The object of a form's fields. A schema that reshapes its answers once checked (the job
 * application's salary) is a pipe from that object, and one that gathers fields first (the
 * posting's own questions) is a pipe into such a pipe.
 */
function objectOf(schema: unknown): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema
  if (schema instanceof z.ZodPipe) {
    return schema.in instanceof z.ZodTransform ? objectOf(schema.out) : objectOf(schema.in)
  }
  throw new Error('A form schema is an object or a pipe around one')
}

export const publicForms: PublicForm[] = await Promise.all(
  Object.entries(validFills).map(async ([form, valid]) => {
    const entry = await submissionForm(form as FormName)
    const {
      type: { slug },
      schema,
    } = entry
    const object = objectOf(schema)
    return {
      form: form as FormName,
      slug,
      schema: object,
      // The answers to a posting's questions are gathered from their own fields, never sent as one.
      fields: Object.keys(object.shape).filter((field) => field !== 'postingAnswers'),
      freeText: freeText[form as FormName],
      valid,
      entry,
    }
  }),
)

export const publicForm = (name: FormName) => publicForms.find(({ form }) => form === name)!

type Row = Record<string, unknown>

/** The stored submission of one form fill, found by the fill's key; none if it was refused. */
export async function rowsWithKey(payload: Payload, slug: SubmissionSlug, key: string) {
  const { docs } = await payload.find({
    collection: slug,
    where: { submissionKey: { equals: key } },
    depth: 0,
    overrideAccess: true,
  })
  return docs as unknown as Row[]
}

/**
 * Collects what a test file stores and deletes it after the file's tests, so that the suites
 * sharing the run's database see only their own documents.
 */
export function removeAfterAll(payloadOf: () => Payload) {
  const stored = new Map<CollectionSlug, (number | string)[]>()
  afterAll(async () => {
    for (const [collection, ids] of stored) {
      await payloadOf().delete({ collection, where: { id: { in: ids } }, overrideAccess: true })
    }
  })
  return (collection: CollectionSlug, id: unknown) => {
    if (typeof id !== 'number' && typeof id !== 'string') return
    stored.set(collection, [...(stored.get(collection) ?? []), id])
  }
}

const dateFields = ['createdAt', 'updatedAt', 'consentGivenAt'] as const

/** A file as the schema sees it, to check a stored application against its schema. */
const storedFile = { name: 'stored.pdf', size: 1 }

/**
 * An accepted submission as it must be stored: status "new", id and timestamps from the server
 * (the forged ones ignored), each text the visitor sent stored trimmed and otherwise unchanged
 * (the phone number in E.164), and the whole row valid against the form's own schema.
 */
export function expectStoredAsSent(
  form: PublicForm,
  row: Row,
  sent: Record<string, unknown>,
  window: { from: number; to: number },
): void {
  const context = JSON.stringify({ sent, row }).slice(0, 2000)
  const stored = (field: string) => readBack[form.form]?.[field]?.(row[field]) ?? row[field]
  const { consentField, files = {} } = form.entry
  const notStored = new Set([consentField, honeypotField, ...Object.keys(files)])

  expect(row.status, context).toBe('new')
  expect(row.id, context).not.toEqual(sent.id)
  for (const field of dateFields) {
    const at = Date.parse(String(row[field]))
    expect(at, `${field}: ${context}`).toBeGreaterThanOrEqual(window.from - 1000)
    expect(at, `${field}: ${context}`).toBeLessThanOrEqual(window.to + 1000)
  }
  for (const forged of ['roles', 'hash', 'salt', '_verified', '_status']) {
    expect(row, context).not.toHaveProperty(forged)
  }

  for (const field of form.fields) {
    const value = sent[field]
    if (notStored.has(field) || typeof value !== 'string') continue
    const trimmed = value.trim()
    if (field === 'salary') {
      expect(row.salary ?? undefined, context).toEqual(
        trimmed ? parseSalary(trimmed)?.amount : undefined,
      )
    } else if (field === 'phone') {
      // In E.164: the fills' numbers are international, the plus and the digits as typed.
      expect(stored(field), context).toBe(`+${trimmed.replace(/\D/g, '')}`)
    } else {
      // A choice left empty is stored as its rule's default (the salary's currency and period).
      const chosenForEmpty =
        trimmed === '' ? form.schema.shape[field].safeParse('').data : undefined
      const expected = typeof chosenForEmpty === 'string' ? chosenForEmpty : trimmed
      expect(stored(field) ?? '', `${field}: ${context}`).toBe(expected)
    }
  }

  const asFilled: Record<string, unknown> = { [consentField]: true }
  for (const field of form.fields) {
    if (notStored.has(field) || row[field] === null || row[field] === undefined) continue
    asFilled[field] = field === 'salary' ? String(row[field]) : stored(field)
  }
  for (const file of Object.keys(files)) if (row[file]) asFilled[file] = storedFile
  const again = form.schema.safeParse(asFilled)
  expect(again.success, `${again.error?.message} ${context}`).toBe(true)
}

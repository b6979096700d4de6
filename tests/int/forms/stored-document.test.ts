import type { CollectionSlug, Field, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dealOutcomesOf } from '@/desk/deals/outcomes'
import { submissionTypes } from '@/submissions'
import { submissionForm } from '@/submissions/endpoints'
import { submissionDocument } from '@/submissions/pipeline/forms'

import { testPayload } from '../../helpers/payload'
import { validFills } from '../../helpers/form-values'
import { pdfBytes } from './documents'
import { newMarker, submit } from './submit'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** What the server sets after the row is stored or per row: not comparable between two rows. */
const perRow = [
  'id',
  'reference',
  'createdAt',
  'updatedAt',
  'submissionKey',
  'consentGivenAt',
  'download',
  // A lead's title begins with its reference.
  'title',
  // When a candidate's wait in their stage ends: counted from the moment each was stored.
  'stageDueAt',
]

const withoutPerRow = (doc: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(doc).filter(([field]) => !perRow.includes(field)))

// The public path stores a submission with Payload's row writer, not payload.create (see
// src/submissions/pipeline/insert-submission.ts): these tests keep the two the same.
describe('a stored submission', () => {
  for (const type of submissionTypes) {
    it(`of the ${type.form} form is what payload.create stores from the same values`, async () => {
      const marker = newMarker()
      const values = validFills[type.form](marker)
      const resume = { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' }
      const files = type.boxes.files.length ? { resume } : undefined
      const response = await submit(payload, type.form, values, { files })
      expect(response.status).toBe(201)

      const slug = type.slug as CollectionSlug
      const find = async (submissionKey: unknown) =>
        (
          await payload.find({
            collection: slug,
            where: { submissionKey: { equals: submissionKey } },
            depth: 0,
            overrideAccess: true,
          })
        ).docs[0] as unknown as Record<string, unknown>
      const stored = await find(values.submissionKey)

      const form = await submissionForm(type.form)
      const parsed = form.schema.parse({
        ...values,
        ...(files && {
          resume: new File([new Uint8Array(pdfBytes)], resume.name, { type: resume.type }),
        }),
      })
      // What the server derives (a posting, a region, a country's code, the owner and response
      // clock routing gave it, the sender's organization and person, an applicant's candidate) and
      // the stored file, taken from the row.
      const derivedAndFiles = Object.fromEntries(
        [
          'job',
          'region',
          'countryCode',
          'resume',
          'owner',
          'responseDueAt',
          'escalationDueAt',
          'reminderDueAt',
          'responseTargetMinutes',
          'organization',
          'personKey',
          'candidate',
          'repeatCandidate',
        ]
          .filter((field) => field in stored)
          .map((f) => [f, stored[f]]),
      )
      const again = await payload.create({
        collection: slug,
        data: {
          ...submissionDocument(form, parsed, new Date(), 'en'),
          ...derivedAndFiles,
          submissionKey: `${marker}-again`,
        } as never,
        overrideAccess: true,
      })
      const created = await find(`${marker}-again`)
      expect(created.id).toBe(again.id)
      expect(withoutPerRow(stored)).toEqual(withoutPerRow(created))
      expect(stored.status).toBe('new')
    })
  }

  it('comes from collections that have no hooks the row writer would skip', () => {
    // A virtual field has no column: what its afterRead computes is never stored.
    const isVirtual = (field: Field) => 'virtual' in field && field.virtual === true
    const createHooks = (fields: Field[]): string[] =>
      fields.flatMap((field) => [
        ...(['beforeValidate', 'beforeChange', 'afterChange', 'afterRead'] as const)
          .filter((hook) => 'hooks' in field && field.hooks?.[hook]?.length)
          .filter((hook) => !(hook === 'afterRead' && isVirtual(field)))
          .map((hook) => `${'name' in field ? field.name : field.type}.${hook}`),
        ...('fields' in field ? createHooks(field.fields) : []),
      ])
    for (const type of submissionTypes) {
      const { hooks, fields } = payload.collections[type.slug as CollectionSlug].config
      expect({ collection: type.slug, hooks: createHooks(fields) }).toEqual({
        collection: type.slug,
        hooks: [],
      })
      // The REST API's guard against bodies that are not an object, the reference's query
      // rewrite, the guard of the visitor's answers against updates and the removal of a user's
      // timestamps (the row writer stamps its own): none writes a document.
      expect(hooks.beforeOperation.map((hook) => hook.name)).toEqual([
        'requireDataObject',
        'searchByReference',
        'keepVisitorAnswers',
        'serverStampsTime',
      ])
      expect(hooks.beforeValidate ?? []).toEqual([])
      // A deal's outcome, checked when a status closes it: a lead arrives `new`, never closed.
      // A job application's stage follows its status: it arrives at the column's default
      // (`applied`, the first stage of every pipeline) and the reply clock's intake step starts
      // what the hook would on a staff-entered one.
      expect((hooks.beforeChange ?? []).map((hook) => hook.name)).toEqual([
        ...(type.slug === 'career-applications' ? ['moveStageWithStatus'] : []),
        ...(dealOutcomesOf(type) ? ['recordDealOutcome'] : []),
      ])
      // Only the status history, the reassignments' timeline entry and e-mail, the webhook
      // events of owner and status changes, and a job application's delayed rejection e-mail:
      // all follow updates (an application arrives `new`, never rejected).
      expect(hooks.afterChange.map((hook) => hook.name)).toEqual([
        'recordStatusChange',
        'recordReassignment',
        'queueLeadChangeEvents',
        ...(type.slug === 'career-applications' ? ['scheduleRejectionEmail'] : []),
      ])
    }
  })
})

describe('a lead’s title', () => {
  it('is its reference and its company, whichever path stores it, and follows an edit', async () => {
    const marker = newMarker()
    const response = await submit(payload, 'quote', validFills.quote(marker))
    expect(response.status).toBe(201)
    const reference = response.body.ok ? response.body.reference : ''
    const { docs } = await payload.find({
      collection: 'quote-requests',
      where: { companyName: { equals: marker } },
      depth: 0,
    })
    expect(docs[0].title).toBe(`${reference} · ${marker}`)
    const byStaff = await payload.create({
      collection: 'contact-submissions',
      data: {
        firstName: 'Ama',
        lastName: 'Owusu',
        email: 'ama@example.com',
        message: 'Call me back, please.',
        language: 'en',
        status: 'new',
      },
    })
    expect(byStaff.title).toBe(`CM-${String(byStaff.id).padStart(6, '0')} · Ama Owusu`)
    const edited = await payload.update({
      collection: 'contact-submissions',
      id: byStaff.id,
      data: { companyOperator: 'MTN Ghana' },
    })
    expect(edited.title).toBe(`CM-${String(byStaff.id).padStart(6, '0')} · MTN Ghana`)
    await payload.delete({ collection: 'contact-submissions', id: byStaff.id })
  })
})

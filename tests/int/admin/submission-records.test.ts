import type { CollectionSlug, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { describe, expect, it, vi } from 'vitest'

import { submissionTypes } from '@/submissions'
import { visitorAnswerUnchangeable } from '@/submissions/visitor-answers'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { makeResume, makeSubmission } from '../access/fixtures'
import { newMarker, prepareAccessContext, type Id } from '../access/matrix'
import { parseCsv } from './csv'

vi.hoisted(() => {
  // Keep the test uploads (résumés) out of the checkout's .data/ directory.
  process.env.UPLOADS_DIR ||= `${process.env.TMPDIR || '/tmp'}/access-test-uploads`
})

const context = prepareAccessContext()

const quoteReference = (id: Id) => `QR-${String(id).padStart(6, '0')}`

/** The ids of the list as the admin's list view asks for it with `?search=`. */
async function listSearch(slug: CollectionSlug, search: string): Promise<Id[]> {
  const { payload } = context
  const where = mergeListSearchAndWhere({
    collectionConfig: payload.collections[slug].config,
    search,
  })
  const { docs } = await payload.find({
    collection: slug,
    where,
    depth: 0,
    limit: 5,
    overrideAccess: false,
    user: await payload.findByID({ collection: 'users', id: context.users.admin.id }),
  })
  return docs.map((doc) => doc.id)
}

const stored = async (slug: CollectionSlug, id: Id) =>
  (await context.payload.findByID({ collection: slug, id, depth: 0 })) as unknown as Record<
    string,
    unknown
  > & { id: Id }

describe("a submission's reference", () => {
  it('is on the document as the e-mails give it, read over REST', async () => {
    const id = await makeSubmission(context, 'quote-requests')
    const response = await rest('GET', `/api/quote-requests/${id}`, {
      token: context.users.admin.token,
    })
    expect(response.status).toBe(200)
    expect(response.body.reference).toBe(quoteReference(id))
    const contact = await makeSubmission(context, 'contact-submissions')
    expect((await stored('contact-submissions', contact)).reference).toMatch(/^CM-0+\d+$/)
  })

  it("is found by the list's search box, as written, in lower case and without its zeros", async () => {
    const id = await makeSubmission(context, 'quote-requests')
    await makeSubmission(context, 'quote-requests')
    for (const search of [quoteReference(id), quoteReference(id).toLowerCase(), `QR-${id}`]) {
      expect({ search, ids: await listSearch('quote-requests', search) }).toEqual({
        search,
        ids: [id],
      })
    }
  })

  it("finds nothing for another type's reference or a number out of range, and other searches still work", async () => {
    const marker = newMarker()
    const id = await makeSubmission(context, 'quote-requests', marker)
    expect(await listSearch('quote-requests', `CM-${String(id).padStart(6, '0')}`)).toEqual([])
    expect(await listSearch('quote-requests', 'QR-99999999999')).toEqual([])
    expect(await listSearch('quote-requests', 'QR-')).toEqual([])
    expect(await listSearch('quote-requests', marker)).toEqual([id])
  })

  it('filters and sorts over REST as the id it names', async () => {
    const first = await makeSubmission(context, 'quote-requests')
    const second = await makeSubmission(context, 'quote-requests')
    const token = context.users.admin.token
    const exact = await rest(
      'GET',
      `/api/quote-requests?where[reference][equals]=${quoteReference(second)}&depth=0`,
      { token },
    )
    expect(exact.status).toBe(200)
    expect(exact.body.docs.map((doc: { id: Id }) => doc.id)).toEqual([second])
    const where: Where = { id: { in: [first, second] } }
    for (const [sort, order] of [
      ['reference', [first, second]],
      ['-reference', [second, first]],
    ] as const) {
      const { docs } = await context.payload.find({ collection: 'quote-requests', where, sort })
      expect(docs.map((doc) => doc.id)).toEqual(order)
    }
  })

  it('and the time it was received are columns of the CSV export, which its search finds', async () => {
    const id = await makeSubmission(context, 'quote-requests')
    const { createdAt } = await stored('quote-requests', id)
    const response = await rest(
      'GET',
      `/api/quote-requests/export.csv?${new URLSearchParams({ search: quoteReference(id) })}`,
      { token: context.users.admin.token },
    )
    expect(response.status).toBe(200)
    const rows = parseCsv(response.body as string)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      ID: String(id),
      Reference: quoteReference(id),
      Received: createdAt,
    })
    expect(Object.keys(rows[0]).slice(0, 3)).toEqual(['ID', 'Received', 'Reference'])
  })
})

describe("the visitor's answers", () => {
  it('cannot be changed over REST: the update is refused with 400 naming the fields', async () => {
    const id = await makeSubmission(context, 'quote-requests')
    const before = await stored('quote-requests', id)
    const response = await rest('PATCH', `/api/quote-requests/${id}`, {
      token: context.users.admin.token,
      body: {
        email: 'someone.else@example.com',
        consentGivenAt: '2020-01-01T00:00:00.000Z',
        language: 'fr',
        status: 'quoted',
      },
    })
    expect(response.status).toBe(400)
    const errors = response.body.errors[0].data.errors as { path: string; message: string }[]
    expect(errors.map((error) => error.path).sort()).toEqual([
      'consentGivenAt',
      'email',
      'language',
    ])
    expect(errors[0].message).toBe(visitorAnswerUnchangeable)
    expect(await stored('quote-requests', id)).toEqual(before)
  })

  it('sent back unchanged beside a new status, as the admin form saves, pass', async () => {
    const id = await makeSubmission(context, 'quote-requests')
    const before = await stored('quote-requests', id)
    const { status: _status, updatedAt: _updatedAt, ...answers } = before
    const response = await rest('PATCH', `/api/quote-requests/${id}`, {
      token: context.users.admin.token,
      body: { ...answers, status: 'contacted' },
    })
    expect(response.status).toBe(200)
    expect(await stored('quote-requests', id)).toMatchObject({ ...answers, status: 'contacted' })
  })

  it('cannot be changed by a bulk update either', async () => {
    const id = await makeSubmission(context, 'contact-submissions')
    const response = await rest('PATCH', `/api/contact-submissions?where[id][equals]=${id}`, {
      token: context.users.admin.token,
      body: { message: 'Rewritten by staff.' },
    })
    expect(response.status).toBe(400)
    expect((await stored('contact-submissions', id)).message).toBe(
      'We want a CRBT service in two markets.',
    )
  })

  it('are read-only for staff in the admin once stored, while status stays theirs to set', async () => {
    const id = await makeSubmission(context, 'quote-requests')
    // What the admin's edit view reads to show a field read-only.
    const response = await rest('POST', `/api/quote-requests/access/${id}`, {
      token: context.users.admin.token,
    })
    expect(response.status).toBe(200)
    // Each field's permissions: true for all of them, else those it has.
    const fields = response.body.fields as Record<string, true | Record<string, boolean>>
    const may = (name: string, operation: string) => {
      const permissions = fields[name]
      return permissions === true || Boolean(permissions?.[operation])
    }
    for (const name of ['companyName', 'email', 'projectDescription', 'consentGivenAt']) {
      expect({ name, read: may(name, 'read'), update: may(name, 'update') }).toEqual({
        name,
        read: true,
        update: false,
      })
    }
    expect(may('status', 'update')).toBe(true)
  })
})

describe('a career application', () => {
  it("is titled by the candidate's name and the position, whichever way it was stored", async () => {
    const marker = newMarker()
    const id = await makeSubmission(context, 'career-applications', marker)
    expect((await stored('career-applications', id)).title).toBe(`${marker} Applicant — Engineer`)
    expect(context.payload.collections['career-applications'].config.admin.useAsTitle).toBe('title')
    await context.payload.update({
      collection: 'career-applications',
      id,
      data: { status: 'screening' },
    })
    expect((await stored('career-applications', id)).title).toBe(`${marker} Applicant — Engineer`)
  })

  it("cannot be recorded by staff with another candidate's file, over REST", async () => {
    const other = await stored(
      'career-applications',
      await makeSubmission(context, 'career-applications'),
    )
    const marker = newMarker()
    const body = {
      firstName: marker,
      lastName: 'Mensah',
      email: 'ama.mensah@example.com',
      phone: '+233 20 123 4567',
      location: 'Accra',
      position: 'Senior Backend Engineer',
      experience: '3-5',
      availability: '1-month',
      summary: 'Builds payment services.',
      skills: 'TypeScript',
      motivation: 'The mission.',
    }
    const token = context.users.recruiter.token
    const refused = await rest('POST', '/api/career-applications', {
      token,
      body: { ...body, resume: other.resume },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].data.errors.map((error: { path: string }) => error.path)).toEqual(
      ['resume'],
    )
    const ownResume = await makeResume(context, marker)
    const accepted = await rest('POST', '/api/career-applications', {
      token,
      body: { ...body, resume: ownResume },
    })
    expect(accepted.status).toBe(201)
    context.track('career-applications', accepted.body.doc.id)
    expect(accepted.body.doc.title).toBe(`${marker} Mensah — Senior Backend Engineer`)

    // Its own files stay its own: pointing its cover letter to the other's résumé is refused.
    const moved = await rest('PATCH', `/api/career-applications/${accepted.body.doc.id}`, {
      token,
      body: { coverLetter: other.resume },
    })
    expect(moved.status).toBe(400)
    expect((await stored('career-applications', accepted.body.doc.id)).coverLetter).toBeNull()
  })
})

describe('the submission lists', () => {
  it('offer no internal field as a column or a filter: what is hidden on the page stays out of the lists', async () => {
    const payload = await testPayload()
    for (const type of submissionTypes) {
      const fields = payload.collections[type.slug].config.fields.filter(
        (field) =>
          'name' in field &&
          field.type !== 'ui' &&
          field.admin?.hidden &&
          // Payload's own timestamps, which it lists itself, and the title the admin names it by.
          !['createdAt', 'updatedAt', type.list.title].includes(field.name),
      )
      const names = fields.map((field) => ('name' in field ? field.name : ''))
      expect(names, type.slug).toEqual(
        expect.arrayContaining(['submissionKey', 'responseTargetMinutes', 'routedTo', 'personKey']),
      )
      for (const field of fields) {
        expect(field.admin, `${type.slug}.${'name' in field ? field.name : ''}`).toMatchObject({
          disableListColumn: true,
          disableListFilter: true,
        })
      }
    }
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'

let payload: Payload
let users: RoleUsers
const made: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterAll(async () => {
  await payload.delete({ collection: 'redirects', where: { from: { like: '/careers/' } } })
  await payload.delete({ collection: 'job-postings', where: { id: { in: made } } })
  await deleteRoleUsers(payload, users)
})

/** A posting as a recruiter creates it in the admin: no status chosen unless `extra` has one. */
async function create(extra: Record<string, unknown>) {
  const response = await rest('POST', '/api/job-postings?depth=0', {
    token: users.recruiter.token,
    body: {
      department: 'Engineering',
      location: 'Nairobi, Kenya',
      employmentType: 'full-time',
      description: 'Builds the platforms our operators rely on.',
      requirements: 'Five years of backend work.',
      ...extra,
    },
  })
  if (response.status === 201) made.push(response.body.doc.id)
  return response
}

/** The field messages of a refused save, as { path, message }. */
const fieldErrors = (body: {
  errors?: { data?: { errors?: { path: string; message: string }[] } }[]
}) =>
  body.errors?.flatMap((error) =>
    (error.data?.errors ?? []).map(({ path, message }) => ({ path, message })),
  ) ?? []

describe('a new job posting', () => {
  it('is a draft until its recruiter makes it active', async () => {
    const { status, body } = await create({ title: `Draft by default ${Date.now()}` })
    expect(status).toBe(201)
    expect(body.doc.status).toBe('draft')
  })

  it('gets its address from its title, accents and punctuation dropped', async () => {
    const marker = Date.now()
    const { body } = await create({ title: `Chargé(e) de comptes – Afrique ${marker}` })
    expect(body.doc.slug).toBe(`charge-e-de-comptes-afrique-${marker}`)
  })

  it('gets the first free address when another posting has the same title', async () => {
    const title = `Field Engineer ${Date.now()}`
    const first = await create({ title })
    const second = await create({ title })
    const third = await create({ title })
    expect([first.body.doc.slug, second.body.doc.slug, third.body.doc.slug]).toEqual([
      `field-engineer-${title.split(' ').at(-1)}`,
      `field-engineer-${title.split(' ').at(-1)}-2`,
      `field-engineer-${title.split(' ').at(-1)}-3`,
    ])
  })

  it('never gets "page", the address of the list’s numbered pages', async () => {
    const existing = await payload.find({
      collection: 'job-postings',
      where: { slug: { equals: 'page' } },
      depth: 0,
    })
    expect(existing.totalDocs).toBe(0)
    const { status, body } = await create({ title: 'Page' })
    expect(status).toBe(201)
    expect(body.doc.slug).not.toBe('page')
    expect(body.doc.slug).toMatch(/^page-\d+$/)
  })

  it('refuses a slug typed as "page", or one another posting has, and saves nothing', async () => {
    const marker = Date.now()
    const reserved = await create({ title: `Page Designer ${marker}`, slug: 'page' })
    expect(reserved.status).toBe(400)
    expect(fieldErrors(reserved.body)).toContainEqual({
      path: 'slug',
      message: '"page" is an address the site uses itself: choose another slug.',
    })

    const { body: first } = await create({ title: `Analyst ${marker}` })
    const taken = await create({ title: `Other Analyst ${marker}`, slug: first.doc.slug })
    expect(taken.status).toBe(400)
    expect(fieldErrors(taken.body)).toContainEqual({
      path: 'slug',
      message: 'This slug is already taken: choose another.',
    })
    const saved = await payload.count({
      collection: 'job-postings',
      where: { title: { in: [`Page Designer ${marker}`, `Other Analyst ${marker}`] } },
    })
    expect(saved.totalDocs).toBe(0)
  })

  it('refuses a slug that is not lowercase words joined by hyphens', async () => {
    const { status, body } = await create({ title: `Tester ${Date.now()}`, slug: 'Not A Slug' })
    expect(status).toBe(400)
    expect(fieldErrors(body)).toContainEqual({
      path: 'slug',
      message: 'Use lowercase letters, digits and single hyphens only.',
    })
  })
})

describe('a renamed posting', () => {
  it('keeps leading visitors from its old address to its new one, and its title alone does not move it', async () => {
    const marker = Date.now()
    const { body } = await create({ title: `Sales Lead ${marker}`, status: 'active' })
    const { id, slug: oldSlug } = body.doc as { id: number; slug: string }

    const retitled = await rest('PATCH', `/api/job-postings/${id}?depth=0`, {
      token: users.recruiter.token,
      body: { title: `Senior Sales Lead ${marker}` },
    })
    expect(retitled.body.doc.slug).toBe(oldSlug)

    const newSlug = `senior-sales-lead-${marker}`
    const renamed = await rest('PATCH', `/api/job-postings/${id}?depth=0`, {
      token: users.recruiter.token,
      body: { slug: newSlug },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.doc.slug).toBe(newSlug)

    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: `/careers/${oldSlug}` } },
      depth: 1,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].to?.type).toBe('reference')
    expect(docs[0].to?.reference?.relationTo).toBe('job-postings')
    expect(docs[0].to?.reference?.value).toMatchObject({ id, slug: newSlug })
  })
})

describe('a job posting in two languages', () => {
  it('is one posting: ?locale=fr writes its French without changing its English', async () => {
    const marker = Date.now()
    const { body } = await create({ title: `Account Manager ${marker}`, status: 'active' })
    const id = body.doc.id
    const french = {
      title: `Chargé(e) de comptes ${marker}`,
      department: 'Commercial',
      location: 'Douala, Cameroun',
      description: 'Suivre nos opérateurs partenaires.',
      requirements: 'Cinq ans d’expérience.',
    }
    const saved = await rest('PATCH', `/api/job-postings/${id}?locale=fr&depth=0`, {
      token: users.recruiter.token,
      body: french,
    })
    expect(saved.status).toBe(200)

    const english = await rest('GET', `/api/job-postings/${id}?locale=en&depth=0`, {
      token: users.recruiter.token,
    })
    expect(english.body).toMatchObject({
      title: `Account Manager ${marker}`,
      department: 'Engineering',
      location: 'Nairobi, Kenya',
      description: 'Builds the platforms our operators rely on.',
      requirements: 'Five years of backend work.',
      language: 'en',
    })
    const inFrench = await rest(
      'GET',
      `/api/job-postings/${id}?locale=fr&fallback-locale=none&depth=0`,
      {
        token: users.recruiter.token,
      },
    )
    expect(inFrench.body).toMatchObject(french)
    // Visitors read it in either language, from the same address.
    expect(english.body.slug).toBe(inFrench.body.slug)
  })

  it('written in French first, says so, and its address comes from its French title', async () => {
    const marker = Date.now()
    const response = await rest('POST', '/api/job-postings?locale=fr&depth=0', {
      token: users.recruiter.token,
      body: {
        title: `Ingénieur(e) réseau ${marker}`,
        department: 'Technique',
        location: 'Abidjan, Côte d’Ivoire',
        employmentType: 'full-time',
        description: 'Exploiter nos plateformes.',
        requirements: 'Trois ans d’expérience.',
      },
    })
    expect(response.status).toBe(201)
    made.push(response.body.doc.id)
    expect(response.body.doc).toMatchObject({
      language: 'fr',
      slug: `ingenieur-e-reseau-${marker}`,
    })
    const english = await rest(
      'GET',
      `/api/job-postings/${response.body.doc.id}?locale=en&fallback-locale=none&depth=0`,
      { token: users.recruiter.token },
    )
    expect(english.body.title ?? null).toBeNull()
  })
})

import type { CollectionSlug } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { rest } from '../../helpers/rest'
import { roleNames, roles, tokenOf, type Role } from '../../helpers/users'
import { submissionBody, submissionMarkerField, submissions } from './fixtures'
import {
  describeCollectionAccess,
  newMarker,
  prepareAccessContext,
  type AccessContext,
  type CollectionOperation,
  type Matrix,
} from './matrix'

vi.hoisted(() => {
  // Keep the test uploads (résumés) out of the checkout's .data/ directory.
  process.env.UPLOADS_DIR ||= `${process.env.TMPDIR || '/tmp'}/access-test-uploads`
})

/**
 * The leads (contact messages, quote, partnership and market report requests): sales and admins
 * work them. Visitors send them through the form, its one public write path (rate limit, honeypot,
 * schema); REST would be a second, unlimited one.
 */
const salesWorkThem: Matrix<CollectionOperation> = {
  anonymous: { create: false, list: false, read: false, update: false, delete: false },
  noRole: { create: false, list: false, read: false, update: false, delete: false },
  editor: { create: false, list: false, read: false, update: false, delete: false },
  recruiter: { create: false, list: false, read: false, update: false, delete: false },
  sales: { create: true, list: true, read: true, update: true, delete: true },
  admin: { create: true, list: true, read: true, update: true, delete: true },
}

/**
 * Job applications: recruiters and admins work them. Everyone else applies through the form,
 * which checks the files; REST create would let them attach any stored file by id.
 */
const recruitersWorkThem: Matrix<CollectionOperation> = {
  anonymous: { create: false, list: false, read: false, update: false, delete: false },
  noRole: { create: false, list: false, read: false, update: false, delete: false },
  editor: { create: false, list: false, read: false, update: false, delete: false },
  recruiter: { create: true, list: true, read: true, update: true, delete: true },
  sales: { create: false, list: false, read: false, update: false, delete: false },
  admin: { create: true, list: true, read: true, update: true, delete: true },
}

/** Each submission type, who works it, and a status other than "new" that staff may set. */
const submissionTypes: {
  slug: CollectionSlug
  matrix: Matrix<CollectionOperation>
  status: string
}[] = [
  { slug: 'contact-submissions', matrix: salesWorkThem, status: 'contacted' },
  { slug: 'quote-requests', matrix: salesWorkThem, status: 'quoted' },
  { slug: 'partnership-applications', matrix: salesWorkThem, status: 'approved' },
  { slug: 'career-applications', matrix: recruitersWorkThem, status: 'hired' },
  { slug: 'market-report-requests', matrix: salesWorkThem, status: 'qualified' },
]

const context = prepareAccessContext()

for (const { slug, matrix } of submissionTypes) {
  describeCollectionAccess(context, submissions(slug), matrix)
}

async function submit(context: AccessContext, slug: CollectionSlug, role: Role, extra: object) {
  const marker = newMarker()
  const body = { ...(await submissionBody(context, slug, marker)), ...extra }
  const response = await rest('POST', `/api/${slug}`, { token: tokenOf(context.users, role), body })
  const { docs } = await context.payload.find({
    collection: slug,
    where: { [submissionMarkerField[slug]]: { equals: marker } },
    depth: 0,
  })
  docs.forEach((doc) => context.track(slug, doc.id))
  expect(response.status).toBe(201)
  expect(docs).toHaveLength(1)
  return docs[0] as unknown as Record<string, unknown>
}

/**
 * The server sets the status and the time: a created submission starts as "new", now, and goes
 * through the workflow from there, whoever creates it. A backdated "quoted" lead would count as
 * qualified in a past year's report.
 */
describe('status and time of a new submission', () => {
  const cases = submissionTypes.flatMap(({ slug, matrix, status }) =>
    roles
      .filter((role) => matrix[role].create)
      .map((role) => ({
        slug,
        role,
        status,
        title: `${roleNames[role]} posting status "${status}" and a 2020 createdAt to ${slug} stores "new", now`,
      })),
  )
  for (const { slug, role, status, title } of cases) {
    it(title, async () => {
      const before = Date.now()
      const doc = await submit(context, slug, role, {
        status,
        createdAt: '2020-01-01T00:00:00.000Z',
        updatedAt: '2020-01-01T00:00:00.000Z',
      })
      expect(doc.status).toBe('new')
      expect(Date.parse(doc.createdAt as string)).toBeGreaterThanOrEqual(before - 1000)
      const moved = await rest('PATCH', `/api/${slug}/${doc.id}`, {
        token: tokenOf(context.users, role),
        body: { createdAt: '2020-01-01T00:00:00.000Z' },
      })
      expect(moved.status).toBeLessThan(500)
      const { docs } = await context.payload.find({
        collection: slug,
        where: { id: { equals: doc.id } },
        depth: 0,
      })
      const stored = docs[0] as unknown as Record<string, unknown>
      expect(stored.createdAt).toBe(doc.createdAt)
    })
  }
})

import { describe, expect, it, vi } from 'vitest'

import { callRoute, rest } from '../../helpers/rest'
import { roleNames, roles, tokenOf, type Role } from '../../helpers/users'
import { applicationFiles, jobPostings, makeResume, submissionBody } from './fixtures'
import {
  describeCollectionAccess,
  newMarker,
  prepareAccessContext,
  type CollectionOperation,
  type Matrix,
} from './matrix'

vi.hoisted(() => {
  // Keep the test uploads out of the checkout's .data/ directory.
  process.env.UPLOADS_DIR ||= `${process.env.TMPDIR || '/tmp'}/access-test-uploads`
})

/** Active postings are on the public site; only recruiters and admins manage postings. */
const activePostings: Matrix<CollectionOperation> = {
  anonymous: { create: false, list: true, read: true, update: false, delete: false },
  noRole: { create: false, list: true, read: true, update: false, delete: false },
  editor: { create: false, list: true, read: true, update: false, delete: false },
  recruiter: { create: true, list: true, read: true, update: true, delete: true },
  sales: { create: false, list: true, read: true, update: false, delete: false },
  admin: { create: true, list: true, read: true, update: true, delete: true },
}

/** Inactive and draft postings exist for recruiters and admins only. */
const hiddenPostings: Matrix<CollectionOperation> = {
  anonymous: { create: false, list: false, read: false, update: false, delete: false },
  noRole: { create: false, list: false, read: false, update: false, delete: false },
  editor: { create: false, list: false, read: false, update: false, delete: false },
  recruiter: { create: true, list: true, read: true, update: true, delete: true },
  sales: { create: false, list: false, read: false, update: false, delete: false },
  admin: { create: true, list: true, read: true, update: true, delete: true },
}

/**
 * Résumés and cover letters are private to recruiters and admins; visitors' files are stored by
 * the job application form on the server, never uploaded through the REST API.
 */
const recruitersOnly: Matrix<CollectionOperation> = {
  anonymous: { create: false, list: false, read: false, update: false, delete: false },
  noRole: { create: false, list: false, read: false, update: false, delete: false },
  editor: { create: false, list: false, read: false, update: false, delete: false },
  recruiter: { create: true, list: true, read: true, update: true, delete: true },
  sales: { create: false, list: false, read: false, update: false, delete: false },
  admin: { create: true, list: true, read: true, update: true, delete: true },
}

const context = prepareAccessContext()

describeCollectionAccess(context, jobPostings('active'), activePostings)
describeCollectionAccess(context, jobPostings('inactive'), hiddenPostings)
describeCollectionAccess(context, jobPostings('draft'), hiddenPostings)
describeCollectionAccess(context, applicationFiles, recruitersOnly)

const publicReaders: Role[] = ['anonymous', 'noRole', 'editor']

describe('the job list', () => {
  for (const role of publicReaders) {
    it(`${roleNames[role]} sees only active postings, whatever the query asks for`, async () => {
      const token = tokenOf(context.users, role)
      const all = await rest('GET', '/api/job-postings?limit=1000&depth=0', { token })
      const hidden = await rest(
        'GET',
        '/api/job-postings?limit=1000&depth=0&where[status][not_equals]=active',
        {
          token,
        },
      )
      expect(all.status).toBe(200)
      expect(all.body.docs.length).toBeGreaterThan(0)
      expect(new Set(all.body.docs.map((doc: { status: string }) => doc.status))).toEqual(
        new Set(['active']),
      )
      expect(hidden.status).toBe(200)
      expect(hidden.body.docs).toEqual([])
    })
  }
})

/** Files are served by Payload's access-checked route, with the collection's read access. */
const fileReaders: Record<Role, boolean> = {
  anonymous: false,
  noRole: false,
  editor: false,
  recruiter: true,
  sales: false,
  admin: true,
}

describe('application file downloads', () => {
  for (const role of roles) {
    const allowed = fileReaders[role]
    it(`${roleNames[role]} ${allowed ? 'can' : 'cannot'} download a résumé`, async () => {
      const marker = newMarker()
      await makeResume(context, marker)
      const response = await rest('GET', `/api/application-files/file/${marker}.pdf`, {
        token: tokenOf(context.users, role),
      })
      expect(response.status).toBe(allowed ? 200 : 403)
      if (allowed) expect(String(response.body)).toMatch(/^%PDF-/)
      else expect(String(response.body)).not.toContain('%PDF-')
    })
  }

  it('are private downloads: never shown inline, cached or sniffed', async () => {
    const marker = newMarker()
    await makeResume(context, marker)
    const { status, headers } = await callRoute(
      'GET',
      `/api/application-files/file/${marker}.pdf`,
      {
        headers: { authorization: `JWT ${tokenOf(context.users, 'recruiter')}` },
      },
    )
    expect(status).toBe(200)
    expect(headers.get('content-disposition')).toBe('attachment')
    expect(headers.get('cache-control')).toBe('private, no-store')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('a career application created through REST by a recruiter', () => {
  it('answers a résumé that is an object without a file with 400, and stores nothing', async () => {
    const marker = newMarker()
    const body = { ...(await submissionBody(context, 'career-applications', marker)) }
    for (const resume of [{}, { filename: 'cv.pdf' }, { id: 'x' }]) {
      const response = await rest('POST', '/api/career-applications', {
        token: tokenOf(context.users, 'recruiter'),
        body: { ...body, resume },
      })
      expect(response.status, JSON.stringify(resume)).toBe(400)
    }
    const { totalDocs } = await context.payload.count({
      collection: 'career-applications',
      where: { firstName: { equals: marker } },
    })
    expect(totalDocs).toBe(0)
  })
})

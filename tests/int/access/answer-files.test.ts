import { describe, expect, it } from 'vitest'

import { callRoute, rest } from '../../helpers/rest'
import { roleNames, roles, tokenOf } from '../../helpers/users'
import { make, pdfBytes, uploadForm } from './fixtures'
import { newMarker, prepareAccessContext, type AccessContext } from './matrix'

const context = prepareAccessContext()

/** A file a visitor attached to an answer about a lead of this type, as the mailbox poll stores it. */
const attachmentOf = async (context: AccessContext, submissionCollection: string) => {
  const marker = newMarker()
  const id = await make(
    context,
    'answer-files',
    { submissionCollection, submissionId: 1 },
    { bytes: pdfBytes, name: `${marker}.pdf`, type: 'application/pdf' },
  )
  return { id, filename: `${marker}.pdf` }
}

/** Who may read each kind of answer attachment: admins all, the staff who work its lead's type. */
const readers: Record<string, string[]> = {
  'quote-requests': ['admin', 'sales'],
  'partnership-applications': ['admin', 'sales'],
  'career-applications': ['admin', 'recruiter'],
}

describe("answer-files (the visitors' attachments to their answers)", () => {
  for (const [collection, allowed] of Object.entries(readers)) {
    for (const role of roles) {
      const may = allowed.includes(role)
      it(`${roleNames[role]} ${may ? 'can' : 'cannot'} read or download those of ${collection}`, async () => {
        const { id, filename } = await attachmentOf(context, collection)
        const token = tokenOf(context.users, role)
        const row = await rest('GET', `/api/answer-files/${id}?depth=0`, { token })
        const file = await callRoute('GET', `/api/answer-files/file/${filename}`, {
          headers: token ? { Authorization: `JWT ${token}` } : {},
        })
        if (may) {
          expect(row.status).toBe(200)
          expect(file.status).toBe(200)
          expect(file.headers.get('content-disposition')).toBe('attachment')
          expect(file.headers.get('cache-control')).toBe('private, no-store')
        } else {
          expect([403, 404]).toContain(row.status)
          expect(row.body.id).toBeUndefined()
          expect([403, 404]).toContain(file.status)
        }
      })
    }
  }

  for (const role of roles) {
    const deletes = role === 'admin'
    it(`${roleNames[role]} cannot upload or change one through REST, and ${deletes ? 'can' : 'cannot'} delete one`, async () => {
      const token = tokenOf(context.users, role)
      const marker = newMarker()
      const upload = uploadForm(pdfBytes, `${marker}.pdf`, 'application/pdf', {
        submissionCollection: 'quote-requests',
        submissionId: 1,
      })
      expect((await rest('POST', '/api/answer-files', { token, ...upload })).status).toBe(403)
      const { totalDocs } = await context.payload.count({
        collection: 'answer-files',
        where: { filename: { equals: `${marker}.pdf` } },
      })
      expect(totalDocs).toBe(0)
      const { id } = await attachmentOf(context, 'quote-requests')
      const changed = await rest('PATCH', `/api/answer-files/${id}`, {
        token,
        body: { submissionCollection: 'career-applications' },
      })
      expect(changed.status).toBe(403)
      const deleted = await rest('DELETE', `/api/answer-files/${id}`, { token })
      expect(deleted.status).toBe(deletes ? 200 : 403)
      const left = await context.payload.findByID({
        collection: 'answer-files',
        id,
        disableErrors: true,
      })
      expect(left === null).toBe(deletes)
    })
  }
})

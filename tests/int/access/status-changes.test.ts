import { describe, expect, it } from 'vitest'

import { rest } from '../../helpers/rest'
import { roleNames, roles, tokenOf } from '../../helpers/users'
import { make } from './fixtures'
import { newMarker, prepareAccessContext, type AccessContext } from './matrix'

const context = prepareAccessContext()

const changeOf = (submissionCollection: string) => (context: AccessContext, marker: string) =>
  make(context, 'status-changes', {
    submissionCollection,
    submissionId: 1,
    submissionLabel: marker,
    fromStatus: 'new',
    toStatus: 'rejected',
  })

/**
 * Who may list each kind of history entry: admins all, sales those of the leads, recruiters those
 * of career applications.
 */
const readers: Record<string, string[]> = {
  'contact-submissions': ['admin', 'sales'],
  'quote-requests': ['admin', 'sales'],
  'market-report-requests': ['admin', 'sales'],
  'career-applications': ['admin', 'recruiter'],
}

describe('status-changes (the audit trail)', () => {
  for (const [collection, allowed] of Object.entries(readers)) {
    for (const role of roles) {
      const may = allowed.includes(role)
      it(`${roleNames[role]} ${may ? 'can' : 'cannot'} read the history of ${collection}`, async () => {
        const marker = newMarker()
        const id = await changeOf(collection)(context, marker)
        const token = tokenOf(context.users, role)
        const list = await rest('GET', '/api/status-changes?limit=1000&depth=0', { token })
        const byId = await rest('GET', `/api/status-changes/${id}?depth=0`, { token })
        if (may) {
          expect(list.status).toBe(200)
          expect(list.body.docs.map((doc: { id: number }) => doc.id)).toContain(id)
          expect(byId.status).toBe(200)
        } else {
          // Sales and recruiters read through a query, so others' entries are simply not there.
          expect(list.body.docs?.map((doc: { id: number }) => doc.id) ?? []).not.toContain(id)
          expect([403, 404]).toContain(byId.status)
          expect(byId.body.id).toBeUndefined()
        }
      })
    }
  }

  for (const role of roles) {
    it(`${roleNames[role]} cannot create or change history entries through REST`, async () => {
      const token = tokenOf(context.users, role)
      const marker = newMarker()
      const created = await rest('POST', '/api/status-changes', {
        token,
        body: {
          submissionCollection: 'contact-submissions',
          submissionId: 1,
          submissionLabel: marker,
          toStatus: 'completed',
        },
      })
      expect(created.status).toBe(403)
      const id = await changeOf('career-applications')(context, marker)
      const updated = await rest('PATCH', `/api/status-changes/${id}`, {
        token,
        body: { toStatus: 'hired' },
      })
      expect(updated.status).toBe(403)
      const stored = await context.payload.findByID({ collection: 'status-changes', id })
      expect(stored.toStatus).toBe('rejected')
      const forged = await context.payload.count({
        collection: 'status-changes',
        where: { submissionLabel: { equals: marker }, toStatus: { equals: 'completed' } },
      })
      expect(forged.totalDocs).toBe(0)
    })
  }
})

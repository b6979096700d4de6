import { describe, expect, it } from 'vitest'

import { rest } from '../../helpers/rest'
import { roles, tokenOf, type Role, type SignedInRole } from '../../helpers/users'
import { makeSubmission } from './fixtures'
import { prepareAccessContext, type AccessContext } from './matrix'

/**
 * The collections and globals Payload adds by itself (src/access/payload-collections.ts): without
 * rules of ours, any signed-in account could lock any document, read others' preferences or the
 * job queue.
 */
const context = prepareAccessContext()

const lockBody = (
  { users }: AccessContext,
  role: SignedInRole,
  document: { relationTo: string; value: number },
) => ({ document, user: { relationTo: 'users', value: users[role].id }, globalSlug: null })

async function aProduct({ payload }: AccessContext) {
  const { docs } = await payload.find({ collection: 'products', limit: 1, depth: 0 })
  return { relationTo: 'products', value: docs[0].id as number }
}

const lockOf = async (role: SignedInRole, document: { relationTo: string; value: number }) => {
  const response = await rest('POST', '/api/payload-locked-documents', {
    token: tokenOf(context.users, role),
    body: lockBody(context, role, document),
  })
  if (response.status === 201) context.track('payload-locked-documents', response.body.doc.id)
  return response
}

describe('document locks (payload-locked-documents)', () => {
  const mayLockAProduct: Record<SignedInRole, boolean> = {
    noRole: false,
    editor: true,
    recruiter: false,
    sales: false,
    admin: true,
  }
  for (const role of Object.keys(mayLockAProduct) as SignedInRole[]) {
    it(`${mayLockAProduct[role] ? 'are' : 'are not'} taken on a product by ${role}`, async () => {
      const response = await lockOf(role, await aProduct(context))
      expect(response.status).toBe(mayLockAProduct[role] ? 201 : 403)
    })
  }

  it('are refused anonymously', async () => {
    const response = await rest('POST', '/api/payload-locked-documents', {
      body: lockBody(context, 'editor', await aProduct(context)),
    })
    expect(response.status).toBe(403)
  })

  it('are never taken in someone else’s name', async () => {
    const response = await rest('POST', '/api/payload-locked-documents', {
      token: tokenOf(context.users, 'editor'),
      body: lockBody(context, 'admin', await aProduct(context)),
    })
    expect(response.status).toBe(403)
  })

  it('cannot be taken on a submission, so nobody freezes the admin’s status change', async () => {
    const id = Number(await makeSubmission(context, 'contact-submissions'))
    for (const role of ['editor', 'noRole', 'admin'] as const) {
      const response = await lockOf(role, { relationTo: 'contact-submissions', value: id })
      expect(response.status, role).toBeGreaterThanOrEqual(400)
      expect(response.status, role).toBeLessThan(500)
    }
    const changed = await rest('PATCH', `/api/contact-submissions/${id}`, {
      token: tokenOf(context.users, 'admin'),
      body: { status: 'contacted' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.doc.status).toBe('contacted')
  })

  const mayListLocks: Record<Role, boolean> = {
    anonymous: false,
    noRole: false,
    editor: true,
    recruiter: true,
    sales: true,
    admin: true,
  }
  for (const role of roles) {
    it(`${mayListLocks[role] ? 'are' : 'are not'} listed for ${role}`, async () => {
      const response = await rest('GET', '/api/payload-locked-documents', {
        token: tokenOf(context.users, role),
      })
      expect(response.status).toBe(mayListLocks[role] ? 200 : 403)
    })
  }

  it('are released by someone who may edit the document, not by someone who may not', async () => {
    const lock = await lockOf('editor', await aProduct(context))
    expect(lock.status).toBe(201)
    const path = `/api/payload-locked-documents/${lock.body.doc.id}`
    for (const role of ['noRole', 'recruiter'] as const) {
      const refused = await rest('DELETE', path, { token: tokenOf(context.users, role) })
      expect(refused.status, role).toBe(403)
    }
    const released = await rest('DELETE', path, { token: tokenOf(context.users, 'admin') })
    expect(released.status).toBe(200)
  })
})

describe('admin preferences (payload-preferences)', () => {
  for (const role of ['anonymous', 'noRole'] as const) {
    it(`are neither listed nor written by ${role}`, async () => {
      const token = tokenOf(context.users, role)
      const listed = await rest('GET', '/api/payload-preferences', { token })
      expect(listed.status).toBe(403)
      const written = await rest('POST', '/api/payload-preferences', {
        token,
        body: { key: 'nav', value: { open: true } },
      })
      expect(written.status).toBe(403)
    })
  }

  it('are written and read back by staff, each their own', async () => {
    const key = `internals-${Date.now()}`
    const editor = tokenOf(context.users, 'editor')
    const saved = await rest('POST', '/api/payload-preferences', {
      token: editor,
      body: { key, value: { collapsed: true } },
    })
    expect(saved.status).toBe(201)
    context.track('payload-preferences', saved.body.doc.id)
    const asEditor = await rest('GET', `/api/payload-preferences?where[key][equals]=${key}`, {
      token: editor,
    })
    expect(asEditor.body.docs).toHaveLength(1)
    const asAdmin = await rest('GET', `/api/payload-preferences?where[key][equals]=${key}`, {
      token: tokenOf(context.users, 'admin'),
    })
    expect(asAdmin.body.docs).toHaveLength(0)
  })
})

describe('Payload’s machinery', () => {
  // Payload serves no REST routes for its migrations (501); the job queue's and the key-value
  // store's are closed (Payload's own rules close payload-jobs and payload-kv too; ours keep them so
  // whatever a Payload upgrade changes).
  const closed = { 'payload-jobs': 403, 'payload-kv': 403, 'payload-migrations': 501 }
  for (const [slug, status] of Object.entries(closed)) {
    it(`${slug} is closed to every role, admins included`, async () => {
      for (const role of roles) {
        const token = tokenOf(context.users, role)
        const listed = await rest('GET', `/api/${slug}`, { token })
        expect(listed.status, role).toBe(status)
        const created = await rest('POST', `/api/${slug}`, { token, body: { name: 'x' } })
        expect(created.status, role).toBe(status)
      }
    })
  }

  it('payload-kv entries are neither read, changed nor deleted by any role, admins included', async () => {
    const { payload } = context
    const key = `internals-${Date.now()}`
    await payload.kv.set(key, { kept: true })
    try {
      const { docs } = await payload.find({
        collection: 'payload-kv',
        where: { key: { equals: key } },
        depth: 0,
      })
      const path = `/api/payload-kv/${docs[0].id}`
      for (const role of roles) {
        const token = tokenOf(context.users, role)
        expect((await rest('GET', path, { token })).status, role).toBe(403)
        const changed = await rest('PATCH', path, { token, body: { data: { kept: false } } })
        expect(changed.status, role).toBe(403)
        expect((await rest('DELETE', path, { token })).status, role).toBe(403)
      }
      expect(await payload.kv.get(key)).toEqual({ kept: true })
    } finally {
      await payload.kv.delete(key)
    }
  })

  // Added by Payload as soon as a task has a schedule: when each scheduled task last ran.
  it('the payload-jobs-stats global is neither read nor written by any role, admins included', async () => {
    const stored = () => context.payload.findGlobal({ slug: 'payload-jobs-stats', depth: 0 })
    const before = await stored()
    for (const role of roles) {
      const token = tokenOf(context.users, role)
      const read = await rest('GET', '/api/globals/payload-jobs-stats', { token })
      expect(read.status, role).toBe(403)
      const written = await rest('POST', '/api/globals/payload-jobs-stats', {
        token,
        body: { stats: { scheduledRuns: { queues: {} } } },
      })
      expect(written.status, role).toBe(403)
    }
    expect(await stored()).toEqual(before)
  })
})

import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { rest } from '../../helpers/rest'
import { roleNames, type SignedInRole } from '../../helpers/users'
import { make } from './fixtures'
import {
  describeCollectionAccess,
  newMarker,
  prepareAccessContext,
  type CollectionOperation,
  type CollectionSubject,
  type Matrix,
} from './matrix'

const accountData = (marker: string) => ({
  email: `${marker}@access.test`,
  password: `pw-${randomUUID()}`,
  name: marker,
  roles: ['editor'],
})

/** Someone else's staff account. */
const otherAccounts: CollectionSubject = {
  slug: 'users',
  label: "other users' accounts",
  existing: (context, marker) => make(context, 'users', accountData(marker)),
  createRequest: async (_, marker) => ({ body: accountData(marker) }),
  created: (marker) => ({ email: { equals: `${marker}@access.test` } }),
  update: { field: 'name', value: (marker) => marker },
  // A signed-in account reads users through a query: its own id, or (working leads) staff accounts.
  readFilteredFor: ['noRole', 'editor'],
}

/**
 * Only admins manage accounts; everyone else edits their own alone. Sales and recruiters see their
 * colleagues (name, roles, away), to reassign leads and mention them.
 */
const adminsManageAccounts: Matrix<CollectionOperation> = {
  anonymous: { create: false, list: false, read: false, update: false, delete: false },
  noRole: { create: false, list: false, read: false, update: false, delete: false },
  editor: { create: false, list: false, read: false, update: false, delete: false },
  recruiter: { create: false, list: true, read: true, update: false, delete: false },
  sales: { create: false, list: true, read: true, update: false, delete: false },
  admin: { create: true, list: true, read: true, update: true, delete: true },
}

const context = prepareAccessContext()

describeCollectionAccess(context, otherAccounts, adminsManageAccounts)

const signedIn: SignedInRole[] = ['noRole', 'editor', 'recruiter', 'sales', 'admin']
const nonAdmins: SignedInRole[] = ['noRole', 'editor', 'recruiter', 'sales']
const seeOwnAccountAlone: SignedInRole[] = ['noRole', 'editor']
const workLeads: SignedInRole[] = ['recruiter', 'sales']

function storedAccount(id: number | string) {
  return context.payload.findByID({ collection: 'users', id, depth: 0 })
}

describe('own account', () => {
  for (const role of signedIn) {
    it(`${roleNames[role]} can read their own account`, async () => {
      const { id, token } = context.users[role]
      const response = await rest('GET', `/api/users/${id}`, { token })
      expect(response.status).toBe(200)
      expect(response.body.id).toBe(id)
    })

    it(`${roleNames[role]} can update their own name`, async () => {
      const { id, token } = context.users[role]
      const name = newMarker()
      const response = await rest('PATCH', `/api/users/${id}`, { token, body: { name } })
      expect(response.status).toBe(200)
      expect((await storedAccount(id)).name).toBe(name)
    })
  }

  for (const role of seeOwnAccountAlone) {
    it(`${roleNames[role]} sees only their own account in the users list`, async () => {
      const { id, token } = context.users[role]
      const response = await rest('GET', '/api/users?limit=1000&depth=0', { token })
      expect(response.status).toBe(200)
      expect(response.body.docs.map((doc: { id: number }) => doc.id)).toEqual([id])
    })
  }

  for (const role of nonAdmins) {
    it(`${roleNames[role]} cannot change their own roles, e.g. make themselves admin`, async () => {
      const { id, token } = context.users[role]
      const before = (await storedAccount(id)).roles
      const response = await rest('PATCH', `/api/users/${id}`, {
        token,
        body: { roles: ['admin', 'editor', 'recruiter'] },
      })
      // Payload drops a field the caller may not write and saves the rest: 200, roles untouched.
      expect(response.status).toBe(200)
      expect((await storedAccount(id)).roles).toEqual(before)
    })

    it(`${roleNames[role]} cannot delete their own account`, async () => {
      const { id, token } = context.users[role]
      const response = await rest('DELETE', `/api/users/${id}`, { token })
      expect(response.status).toBe(403)
      expect(await storedAccount(id)).toMatchObject({ id })
    })
  }
})

describe('roles', () => {
  it("admin can change another user's roles", async () => {
    const id = await make(context, 'users', accountData(newMarker()))
    const response = await rest('PATCH', `/api/users/${id}`, {
      token: context.users.admin.token,
      body: { roles: ['recruiter'] },
    })
    expect(response.status).toBe(200)
    expect((await storedAccount(id)).roles).toEqual(['recruiter'])
  })

  it('admin can create an account with roles', async () => {
    const response = await rest('POST', '/api/users', {
      token: context.users.admin.token,
      body: accountData(newMarker()),
    })
    expect(response.status).toBe(201)
    context.track('users', response.body.doc.id)
    expect((await storedAccount(response.body.doc.id)).roles).toEqual(['editor'])
  })

  for (const role of nonAdmins) {
    it(`${roleNames[role]} cannot give another user a role`, async () => {
      const id = await make(context, 'users', accountData(newMarker()))
      const response = await rest('PATCH', `/api/users/${id}`, {
        token: context.users[role].token,
        body: { roles: ['admin'] },
      })
      expect(response.status).toBe(403)
      expect((await storedAccount(id)).roles).toEqual(['editor'])
    })
  }
})

/** The admin panel is for staff: an account without a role cannot open it. */
describe('admin panel', () => {
  for (const role of signedIn) {
    const allowed = role !== 'noRole'
    it(`${roleNames[role]} ${allowed ? 'can' : 'cannot'} use the admin panel`, async () => {
      const response = await rest('GET', '/api/access', { token: context.users[role].token })
      expect(response.status).toBe(200)
      // Payload's permissions response leaves out what is false.
      expect(response.body.canAccessAdmin ?? false).toBe(allowed)
    })
  }
})

describe('colleagues', () => {
  for (const role of workLeads) {
    it(`${roleNames[role]} sees a colleague's name, roles and whether they are away, never their e-mail or invitation`, async () => {
      const marker = newMarker()
      const id = await make(context, 'users', {
        ...accountData(marker),
        name: 'Ama Owusu',
        away: true,
      })
      const response = await rest('GET', `/api/users/${id}?depth=0`, {
        token: context.users[role].token,
      })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({
        id,
        name: 'Ama Owusu',
        displayName: 'Ama Owusu',
        roles: ['editor'],
        away: true,
      })
      expect(response.body).not.toHaveProperty('email')
      expect(response.body).not.toHaveProperty('invitation')
      const listed = await rest('GET', `/api/users?where[id][equals]=${id}&depth=0`, {
        token: context.users[role].token,
      })
      expect(listed.body.docs).toHaveLength(1)
      expect(listed.body.docs[0]).not.toHaveProperty('email')
    })

    it(`${roleNames[role]} does not see an account without a role, nor change a colleague's`, async () => {
      const roleless = await make(context, 'users', { ...accountData(newMarker()), roles: [] })
      const hidden = await rest('GET', `/api/users/${roleless}?depth=0`, {
        token: context.users[role].token,
      })
      expect(hidden.status).toBe(404)
      const colleague = await make(context, 'users', accountData(newMarker()))
      const changed = await rest('PATCH', `/api/users/${colleague}`, {
        token: context.users[role].token,
        body: { away: true },
      })
      expect(changed.status).toBe(403)
      expect((await storedAccount(colleague)).away).toBe(false)
    })
  }

  it('a salesperson cannot find a colleague by e-mail address, which the admin can', async () => {
    const marker = newMarker()
    await make(context, 'users', accountData(marker))
    const query = `/api/users?where[email][equals]=${marker}@access.test&depth=0`
    const asSales = await rest('GET', query, { token: context.users.sales.token })
    expect(asSales.body.docs ?? []).toEqual([])
    const asAdmin = await rest('GET', query, { token: context.users.admin.token })
    expect(asAdmin.body.docs).toHaveLength(1)
  })

  it('an account is shown by its name, else by its e-mail address before the @', async () => {
    const marker = newMarker()
    const id = await make(context, 'users', { ...accountData(marker), name: undefined })
    expect((await storedAccount(id)).displayName).toBe(marker)
    await context.payload.update({ collection: 'users', id, data: { name: 'Kofi Boateng' } })
    expect((await storedAccount(id)).displayName).toBe('Kofi Boateng')
  })

  for (const role of signedIn) {
    it(`${roleNames[role]} can mark themselves away, and back`, async () => {
      const { id, token } = context.users[role]
      for (const away of [true, false]) {
        const response = await rest('PATCH', `/api/users/${id}`, { token, body: { away } })
        expect(response.status).toBe(200)
        expect((await storedAccount(id)).away).toBe(away)
      }
    })
  }
})

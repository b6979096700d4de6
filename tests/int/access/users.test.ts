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
  // A signed-in account reads users through a query matching its own id.
  readFilteredFor: ['noRole', 'editor', 'recruiter', 'sales'],
}

/** Only admins manage accounts; everyone else sees and edits their own account alone. */
const adminsManageAccounts: Matrix<CollectionOperation> = {
  anonymous: { create: false, list: false, read: false, update: false, delete: false },
  noRole: { create: false, list: false, read: false, update: false, delete: false },
  editor: { create: false, list: false, read: false, update: false, delete: false },
  recruiter: { create: false, list: false, read: false, update: false, delete: false },
  sales: { create: false, list: false, read: false, update: false, delete: false },
  admin: { create: true, list: true, read: true, update: true, delete: true },
}

const context = prepareAccessContext()

describeCollectionAccess(context, otherAccounts, adminsManageAccounts)

const signedIn: SignedInRole[] = ['noRole', 'editor', 'recruiter', 'sales', 'admin']
const nonAdmins: SignedInRole[] = ['noRole', 'editor', 'recruiter', 'sales']

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

  for (const role of nonAdmins) {
    it(`${roleNames[role]} sees only their own account in the users list`, async () => {
      const { id, token } = context.users[role]
      const response = await rest('GET', '/api/users?limit=1000&depth=0', { token })
      expect(response.status).toBe(200)
      expect(response.body.docs.map((doc: { id: number }) => doc.id)).toEqual([id])
    })

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

import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { StaffRole } from '@/access/roles'

import { login } from './rest'

/** Who calls the API: a visitor without a session, or an account holding the given roles. */
export const roles = ['anonymous', 'noRole', 'editor', 'recruiter', 'sales', 'admin'] as const
export type Role = (typeof roles)[number]
export type SignedInRole = Exclude<Role, 'anonymous'>

export const roleNames: Record<Role, string> = {
  anonymous: 'anonymous visitor',
  noRole: 'user without a role',
  editor: 'editor',
  recruiter: 'recruiter',
  sales: 'salesperson',
  admin: 'admin',
}

export type TestUser = { id: number; email: string; password: string; token: string }
export type RoleUsers = Record<SignedInRole, TestUser>

const rolesOf: Record<SignedInRole, StaffRole[]> = {
  admin: ['admin'],
  noRole: [],
  editor: ['editor'],
  recruiter: ['recruiter'],
  sales: ['sales'],
}

/**
 * One signed-in account per role, made through the Local API and logged in through REST. The
 * admin comes first because the very first account of a database always becomes an admin.
 */
export async function createRoleUsers(payload: Payload): Promise<RoleUsers> {
  const run = randomUUID().slice(0, 8)
  const users = {} as RoleUsers
  for (const role of Object.keys(rolesOf) as SignedInRole[]) {
    const email = `${role.toLowerCase()}.${run}@access.test`
    const password = `pw-${randomUUID()}`
    const user = await payload.create({
      collection: 'users',
      data: { email, password, name: role, roles: rolesOf[role], _verified: true },
      context: { trustedFirstAdmin: true },
      disableVerificationEmail: true,
    })
    users[role] = { id: user.id, email, password, token: await login(email, password) }
  }
  return users
}

/** The session token a role calls with; anonymous visitors have none. */
export function tokenOf(users: RoleUsers, role: Role): string | undefined {
  return role === 'anonymous' ? undefined : users[role].token
}

export async function deleteRoleUsers(payload: Payload, users: RoleUsers): Promise<void> {
  const ids = Object.values(users).map((user) => user.id)
  await payload.delete({ collection: 'users', where: { id: { in: ids } } })
}

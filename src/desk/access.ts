import type { FilterOptions, PayloadRequest, Where } from 'payload'

import { hasRole } from '@/access'
import { staffRoles, type StaffRole } from '@/access/roles'

import { deskRoles } from './worked-types'

/** Who works on the desk: admins, and the roles its types are worked by (teams, owners, lists). */
export const worksLeads = hasRole(...deskRoles)

/** Accounts that may own leads of types worked by these roles: theirs and admins'. */
export const accountsWithRoles = (roles: readonly StaffRole[]): Where => ({
  roles: { in: ['admin', ...roles] },
})

/** A relationship to users offers staff accounts only (an account without a role works nothing). */
export const staffAccountsOnly: FilterOptions = () => accountsWithRoles(staffRoles)

async function addressesWhere(req: PayloadRequest, where: Where): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where,
    select: { email: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.map((account) => account.email)
}

/** Every admin's address: told of what nobody else can take (a lead no one may own, a late one). */
export const adminAddresses = (req: PayloadRequest) =>
  addressesWhere(req, { roles: { in: ['admin'] } })

/** The addresses of these accounts, those that still exist. */
export const addressesOf = (req: PayloadRequest, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : addressesWhere(req, { id: { in: ids } })

import type { Access, CollectionBeforeChangeHook, PayloadRequest, Where } from 'payload'

import { userHasRole } from '@/access/roles'

import { deskRoles } from '../worked-types'

/** The columns My work can show besides the reference, the title and what is due. */
export const optionalColumns = [
  { value: 'type', label: 'Type' },
  { value: 'status', label: 'Status' },
  { value: 'owner', label: 'Owner' },
  { value: 'organization', label: 'Organization' },
  { value: 'country', label: 'Country' },
  { value: 'received', label: 'Received' },
] as const

export type OptionalColumn = (typeof optionalColumns)[number]['value']

export const allColumns: OptionalColumn[] = optionalColumns.map(({ value }) => value)

export const isOptionalColumn = (value: unknown): value is OptionalColumn =>
  allColumns.includes(value as OptionalColumn)

/** Everyone who shares a team with this account, itself included (a team's leads are members). */
export async function teammatesOf(req: PayloadRequest, account: number): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'teams',
    where: { members: { contains: account } },
    select: { members: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const ids = new Set([account])
  for (const team of docs) {
    for (const member of team.members ?? [])
      ids.add(typeof member === 'object' ? member.id : member)
  }
  return [...ids]
}

/** A person's own views, and those their teammates shared; admins read all. */
export const ownOrSharedViews: Access = async ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (!req.user || !userHasRole(req.user, ...deskRoles)) return false
  const visible: Where = {
    or: [
      { owner: { equals: req.user.id } },
      {
        and: [{ shared: { equals: true } }, { owner: { in: await teammatesOf(req, req.user.id) } }],
      },
    ],
  }
  return visible
}

/** A view is changed and deleted by the person who saved it (or an admin). */
export const ownViews: Access = ({ req }) => {
  if (userHasRole(req.user, 'admin')) return true
  if (!req.user || !userHasRole(req.user, ...deskRoles)) return false
  const own: Where = { owner: { equals: req.user.id } }
  return own
}

/** Its owner is who saved it, whatever is sent, and stays so. */
export const stampOwner: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  data.owner = operation === 'create' ? (req.user?.id ?? data.owner) : originalDoc?.owner
  return data
}

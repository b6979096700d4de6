import type { FilterOptions, PayloadRequest, RelationshipFieldManyValidation } from 'payload'

import { userHasRole } from '@/access/roles'
import { deskRoles, workedTypes } from '@/desk/worked-types'

const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : Number.isInteger(Number(id)) ? Number(id) : undefined
}

/** The lead types the routing rules send to this team: those its members must be able to work. */
async function typesSentTo(req: PayloadRequest, team: number | string | undefined) {
  if (team === undefined) return []
  const { docs } = await req.payload.find({
    collection: 'routing-rules',
    where: { team: { equals: team } },
    select: { submissionTypes: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const slugs = new Set(docs.flatMap((rule) => rule.submissionTypes ?? []))
  return workedTypes.filter((type) => slugs.has(type.slug))
}

/**
 * A team's members must be able to work its leads: an account that works no leads (an editor) is
 * refused, and so is one who cannot work a type the routing rules send the team (a recruiter in a
 * team that gets quote requests), each named with the reason.
 */
export const membersWhoWorkTheLeads: RelationshipFieldManyValidation = async (
  value,
  { req, id, event },
) => {
  const ids = (Array.isArray(value) ? value : value ? [value] : []).flatMap(
    (member) => idOf(member) ?? [],
  )
  if (ids.length === 0 || event === 'onChange') return true
  const [{ docs: members }, types] = await Promise.all([
    req.payload.find({
      collection: 'users',
      where: { id: { in: ids } },
      select: { displayName: true, roles: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
    typesSentTo(req, id),
  ])
  for (const member of members) {
    const account = { ...member, collection: 'users' as const }
    const name = member.displayName ?? `Account ${member.id}`
    if (!userHasRole(account, 'admin', ...deskRoles)) {
      return `${name} works no leads (their roles: ${(member.roles ?? []).join(', ') || 'none'}): give them the ${deskRoles.join(' or ')} role first, or leave them out of the team.`
    }
    const unworkable = types.find((type) => !userHasRole(account, 'admin', ...type.workedBy))
    if (unworkable) {
      return `${name} cannot work ${unworkable.noun.many}, which routing rules send this team: give them the ${unworkable.workedBy.join(' or ')} role, or leave them out of the team.`
    }
  }
  return true
}

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((each) => idOf(each) ?? [])

/** A team's leads are chosen among its members. */
export const teamMembersOnly: FilterOptions = ({ siblingData }) => ({
  id: { in: idsOf((siblingData as { members?: unknown } | undefined)?.members) },
})

/** Every lead of a team is one of its members: the flag is on a member, not a seat of its own. */
export const leadsAmongMembers: RelationshipFieldManyValidation = (value, { siblingData }) => {
  const members = new Set(idsOf((siblingData as { members?: unknown }).members))
  return idsOf(value).every((id) => members.has(id))
    ? true
    : 'Choose the team leads among its members: add them to Members first.'
}

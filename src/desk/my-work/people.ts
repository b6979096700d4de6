import type { PayloadRequest } from 'payload'

import { userHasRole } from '@/access/roles'

import { accountsWithRoles } from '../access'
import { deskRoles } from '../worked-types'

export type Colleague = { id: number; name: string }

/**
 * Whose work the signed-in person may see: their own; a team's lead (a member flagged so), that
 * of the members of the teams they lead; an admin, that of everyone on the desk.
 */
export async function visibleColleagues(req: PayloadRequest): Promise<Colleague[]> {
  const user = req.user
  if (!user) return []
  const self: Colleague = { id: user.id, name: displayName(user) }
  if (userHasRole(user, 'admin')) {
    const { docs } = await req.payload.find({
      collection: 'users',
      where: accountsWithRoles(deskRoles),
      select: { name: true, displayName: true, email: true },
      sort: 'name',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return withSelfFirst(self, docs.map(colleagueOf))
  }
  const { docs: led } = await req.payload.find({
    collection: 'teams',
    where: { leads: { contains: user.id } },
    select: { members: true },
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  const members = led.flatMap((team) =>
    (team.members ?? []).flatMap((member) =>
      typeof member === 'object' ? [colleagueOf(member)] : [],
    ),
  )
  return withSelfFirst(self, members)
}

type Account = { id: number; name?: string | null; displayName?: string | null; email?: string }

const displayName = (account: Account) =>
  account.displayName || account.name || account.email || `#${account.id}`

const colleagueOf = (account: Account): Colleague => ({
  id: account.id,
  name: displayName(account),
})

function withSelfFirst(self: Colleague, others: Colleague[]): Colleague[] {
  const seen = new Set([self.id])
  const rest = others.filter((each) => !seen.has(each.id) && seen.add(each.id))
  return [self, ...rest.sort((a, b) => a.name.localeCompare(b.name))]
}

/** The people a view shows: `team` (all those visible), one of them by id, else oneself. */
export function chosenPeople(
  asked: unknown,
  visible: Colleague[],
): { people: number[]; person: 'team' | number } {
  const self = visible[0]
  if (!self) return { people: [], person: 0 }
  if (asked === 'team' && visible.length > 1) {
    return { people: visible.map(({ id }) => id), person: 'team' }
  }
  const id = typeof asked === 'string' && /^\d{1,9}$/.test(asked) ? Number(asked) : self.id
  const chosen = visible.find((each) => each.id === id) ?? self
  return { people: [chosen.id], person: chosen.id }
}

import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { defaultOwnerOf } from '@/desk/clock/targets'
import type { RoutingTable } from '@/desk/routing/routing-table'
import { routeLead } from '@/desk/routing/routing'
import { submissionTypes } from '@/submissions'

const quotes = submissionTypes.find((type) => type.slug === 'quote-requests')!
const applications = submissionTypes.find((type) => type.slug === 'career-applications')!

const account = (id: number, roles: string[]) => ({
  id,
  email: `person-${id}@example.com`,
  displayName: `Person ${id}`,
  roles,
  team: null,
})

/** Yaa works sales; Ama recruits; Esi is away (not in the table); one rule, for Kenya only. */
const table: RoutingTable = {
  rules: [
    {
      id: 1,
      name: 'Kenya',
      submissionTypes: ['quote-requests'],
      countries: ['KE'],
      anyCountry: false,
      services: [],
      toAccountOwner: false,
      assignee: 7,
      team: null,
    },
  ],
  accounts: [account(5, ['sales']), account(6, ['recruiter']), account(7, ['sales'])],
  teams: [],
  organizations: [],
  // Not read by routing itself: the desk's step takes the default owner from them first.
  settings: { timeZone: 'Africa/Accra' } as RoutingTable['settings'],
}

// No rule here names a team: routing asks the database nothing.
const req = {} as PayloadRequest

describe('a lead no routing rule matches', () => {
  it('goes to its type’s default owner, when available', async () => {
    const routed = await routeLead(quotes, { country: 'GH' }, table, req, 5)
    expect(routed.owner?.id).toBe(5)
    expect(routed.rule).toBeUndefined()
  })

  it('stays unassigned with no default owner, one away, or one who cannot work the type', async () => {
    expect((await routeLead(quotes, { country: 'GH' }, table, req, null)).owner).toBeUndefined()
    expect((await routeLead(quotes, { country: 'GH' }, table, req, 99)).owner).toBeUndefined()
    expect((await routeLead(quotes, { country: 'GH' }, table, req, 6)).owner).toBeUndefined()
    expect((await routeLead(applications, {}, table, req, 6)).owner?.id).toBe(6)
  })

  it('never overrides a rule that matched', async () => {
    const routed = await routeLead(quotes, { country: 'KE' }, table, req, 5)
    expect(routed).toMatchObject({ owner: { id: 7 }, rule: { name: 'Kenya' } })
  })

  it('is read from Site settings → Lead desk, per type', () => {
    const settings = { responseTargets: { quoteRequestsDefaultOwner: { id: 5 } } } as never
    expect(defaultOwnerOf(settings, quotes)).toBe(5)
    expect(defaultOwnerOf(settings, applications)).toBeNull()
    expect(
      defaultOwnerOf(
        { responseTargets: { careerApplicationsDefaultOwner: 6 } } as never,
        applications,
      ),
    ).toBe(6)
  })
})

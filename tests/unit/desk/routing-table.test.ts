import { describe, expect, it } from 'vitest'

import {
  accountOwnerOf,
  matchingRule,
  type AccountOrganization,
  type RoutingRule,
} from '@/desk/routing/routing-table'

const rule = (name: string, conditions: Partial<RoutingRule> = {}): RoutingRule => ({
  id: name.length,
  name,
  submissionTypes: ['quote-requests'],
  countries: [],
  anyCountry: true,
  services: [],
  toAccountOwner: false,
  assignee: 1,
  team: null,
  ...conditions,
})

const ghana = rule('Ghana', { countries: ['GH'], anyCountry: false })
const westAfrica = rule('West Africa region', { countries: ['NG', 'GH', 'CI'], anyCountry: false })
const smsAnywhere = rule('SMS anywhere', { services: ['bulk-sms'] })
const allQuotes = rule('All quotes')
const contacts = rule('Contacts', { submissionTypes: ['contact-submissions'] })

const lead = (
  type: string,
  country: string | null,
  service: string | null,
  accountOwner = null as number | null,
) => ({
  type,
  country,
  service,
  accountOwner,
})

describe('matchingRule', () => {
  it('takes the first rule in order whose conditions hold', () => {
    const rules = [ghana, westAfrica, allQuotes]
    expect(matchingRule(rules, lead('quote-requests', 'GH', 'vas'))).toBe(ghana)
    expect(matchingRule(rules, lead('quote-requests', 'NG', 'vas'))).toBe(westAfrica)
    expect(matchingRule(rules, lead('quote-requests', 'KE', 'vas'))).toBe(allQuotes)
    expect(matchingRule([allQuotes, ghana], lead('quote-requests', 'GH', 'vas'))).toBe(allQuotes)
  })

  it('matches only its own types', () => {
    expect(matchingRule([contacts], lead('quote-requests', 'GH', null))).toBeUndefined()
    expect(matchingRule([contacts, allQuotes], lead('contact-submissions', null, null))).toBe(
      contacts,
    )
  })

  it('never holds a condition on a field the form lacks', () => {
    expect(matchingRule([ghana], lead('quote-requests', null, 'vas'))).toBeUndefined()
    expect(matchingRule([smsAnywhere], lead('quote-requests', 'GH', null))).toBeUndefined()
    expect(matchingRule([smsAnywhere], lead('quote-requests', null, 'bulk-sms'))).toBe(smsAnywhere)
  })

  it('never matches a rule whose only region has no countries', () => {
    const emptyRegion = rule('Empty region', { countries: [], anyCountry: false })
    expect(matchingRule([emptyRegion], lead('quote-requests', 'GH', 'vas'))).toBeUndefined()
  })
})

describe('rules for account owners', () => {
  const toAccountOwner = rule('Operator accounts', { toAccountOwner: true })

  it('take only the leads of an organization with an account owner', () => {
    expect(matchingRule([toAccountOwner, allQuotes], lead('quote-requests', 'GH', 'vas'))).toBe(
      allQuotes,
    )
    expect(matchingRule([toAccountOwner, allQuotes], lead('quote-requests', 'GH', 'vas', 7))).toBe(
      toAccountOwner,
    )
  })

  it("find the owner on the organization, else on its nearest group's", () => {
    const organizations: AccountOrganization[] = [
      { id: 1, domains: ['mtn.com'], parent: null, accountOwner: 10 },
      { id: 2, domains: ['mtn.com.gh'], parent: 1, accountOwner: null },
      { id: 3, domains: ['mtn.ng'], parent: 1, accountOwner: 30 },
      { id: 4, domains: ['loop.example'], parent: 5, accountOwner: null },
      { id: 5, domains: ['loop2.example'], parent: 4, accountOwner: null },
    ]
    expect(accountOwnerOf(organizations, 2)).toBe(10)
    expect(accountOwnerOf(organizations, 3)).toBe(30)
    expect(accountOwnerOf(organizations, 4)).toBeNull()
    expect(accountOwnerOf(organizations, undefined)).toBeNull()
  })
})

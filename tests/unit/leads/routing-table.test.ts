import { describe, expect, it } from 'vitest'

import { matchingRule, type RoutingRule } from '@/leads/routing-table'

const rule = (name: string, conditions: Partial<RoutingRule> = {}): RoutingRule => ({
  id: name.length,
  name,
  submissionTypes: ['quote-requests'],
  countries: [],
  anyCountry: true,
  services: [],
  assignee: 1,
  team: null,
  ...conditions,
})

const ghana = rule('Ghana', { countries: ['GH'], anyCountry: false })
const westAfrica = rule('West Africa region', { countries: ['NG', 'GH', 'CI'], anyCountry: false })
const smsAnywhere = rule('SMS anywhere', { services: ['bulk-sms'] })
const allQuotes = rule('All quotes')
const contacts = rule('Contacts', { submissionTypes: ['contact-submissions'] })

describe('matchingRule', () => {
  it('takes the first rule in order whose conditions hold', () => {
    const rules = [ghana, westAfrica, allQuotes]
    expect(matchingRule(rules, 'quote-requests', 'GH', 'vas')).toBe(ghana)
    expect(matchingRule(rules, 'quote-requests', 'NG', 'vas')).toBe(westAfrica)
    expect(matchingRule(rules, 'quote-requests', 'KE', 'vas')).toBe(allQuotes)
    expect(matchingRule([allQuotes, ghana], 'quote-requests', 'GH', 'vas')).toBe(allQuotes)
  })

  it('matches only its own types', () => {
    expect(matchingRule([contacts], 'quote-requests', 'GH', null)).toBeUndefined()
    expect(matchingRule([contacts, allQuotes], 'contact-submissions', null, null)).toBe(contacts)
  })

  it('never holds a condition on a field the form lacks', () => {
    expect(matchingRule([ghana], 'quote-requests', null, 'vas')).toBeUndefined()
    expect(matchingRule([smsAnywhere], 'quote-requests', 'GH', null)).toBeUndefined()
    expect(matchingRule([smsAnywhere], 'quote-requests', null, 'bulk-sms')).toBe(smsAnywhere)
  })

  it('never matches a rule whose only region has no countries', () => {
    const emptyRegion = rule('Empty region', { countries: [], anyCountry: false })
    expect(matchingRule([emptyRegion], 'quote-requests', 'GH', 'vas')).toBeUndefined()
  })
})

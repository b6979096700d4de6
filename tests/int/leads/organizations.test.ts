import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, roles, tokenOf, type RoleUsers } from '../../helpers/users'

import { domainOf, isFreeMail, organizationOfDomain } from '@/leads/accounts/domains'

let payload: Payload
let users: RoleUsers
const made: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterAll(async () => {
  await payload.delete({ collection: 'organizations', where: { id: { in: made } } })
})

const unique = () => Math.random().toString(36).slice(2, 8)

async function create(role: (typeof roles)[number], data: Record<string, unknown>) {
  const response = await rest('POST', '/api/organizations', {
    token: tokenOf(users, role),
    body: data,
  })
  if (response.status === 201) made.push(response.body.doc.id)
  const messages = ((response.body?.errors?.[0]?.data?.errors ?? []) as { message: string }[]).map(
    (error) => error.message,
  )
  return { ...response, messages }
}

describe('organizations', () => {
  it('are kept by sales and admins, deleted by admins only, and hidden from everyone else', async () => {
    const allowed = {
      anonymous: false,
      noRole: false,
      editor: false,
      recruiter: false,
      sales: true,
      admin: true,
    }
    for (const role of roles) {
      const marker = unique()
      const created = await create(role, {
        name: `Operator ${marker}`,
        domains: [{ domain: `op-${marker}.example` }],
      })
      expect(created.status, `${role} creates`).toBe(allowed[role] ? 201 : 403)
      const list = await rest('GET', '/api/organizations?limit=1', { token: tokenOf(users, role) })
      expect(list.status, `${role} lists`).toBe(allowed[role] ? 200 : 403)
    }
    const target = await create('admin', {
      name: `Deleted ${unique()}`,
      domains: [{ domain: `gone-${unique()}.example` }],
    })
    const bySales = await rest('DELETE', `/api/organizations/${target.body.doc.id}`, {
      token: tokenOf(users, 'sales'),
    })
    expect(bySales.status).toBe(403)
    const byAdmin = await rest('DELETE', `/api/organizations/${target.body.doc.id}`, {
      token: tokenOf(users, 'admin'),
    })
    expect(byAdmin.status).toBe(200)
  })

  it('keep each domain lowercase, once, in one organization, and refuse free mail and non-domains with why', async () => {
    const marker = unique()
    const first = await create('sales', {
      name: `Group ${marker}`,
      domains: [{ domain: ` @Group-${marker}.Example. ` }],
    })
    expect(first.status).toBe(201)
    expect(first.body.doc.domains[0].domain).toBe(`group-${marker}.example`)

    const cases: [unknown[], string][] = [
      [[], 'Add at least one e-mail domain, e.g. mtn.com.gh.'],
      [
        [{ domain: 'gmail.com' }],
        'gmail.com is a free e-mail provider: its addresses say nothing of the company.',
      ],
      [
        [{ domain: 'not a domain' }],
        '"not a domain" is not an e-mail domain: write it as it follows the @, e.g. mtn.com.gh.',
      ],
      [
        [{ domain: `x-${marker}.example` }, { domain: `X-${marker}.example` }],
        `x-${marker}.example is listed twice.`,
      ],
      [
        [{ domain: `group-${marker}.example` }],
        `group-${marker}.example is already Group ${marker}'s: a domain belongs to one organization.`,
      ],
    ]
    for (const [domains, message] of cases) {
      const refused = await create('sales', { name: `Other ${unique()}`, domains })
      expect(refused.status).toBe(400)
      expect(refused.messages).toContain(message)
    }
  })

  it('have their domains confirmed by admins only', async () => {
    const bySales = await create('sales', {
      name: `Unconfirmed ${unique()}`,
      domains: [{ domain: `unconfirmed-${unique()}.example`, verified: true }],
    })
    expect(bySales.body.doc.domains[0].verified).toBe(false)
    const byAdmin = await create('admin', {
      name: `Confirmed ${unique()}`,
      domains: [{ domain: `confirmed-${unique()}.example`, verified: true }],
    })
    expect(byAdmin.body.doc.domains[0].verified).toBe(true)
  })

  it('cannot be their own group', async () => {
    const group = await create('admin', {
      name: `Self ${unique()}`,
      domains: [{ domain: `self-${unique()}.example` }],
    })
    const refused = await rest('PATCH', `/api/organizations/${group.body.doc.id}`, {
      token: tokenOf(users, 'admin'),
      body: { parent: group.body.doc.id },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].data.errors[0].message).toBe(
      'An organization cannot be its own group.',
    )
  })

  it('refuse a country for a group: its companies each have theirs', async () => {
    const group = await create('sales', {
      name: `Group ${unique()}`,
      domains: [{ domain: `group-${unique()}.example` }],
    })
    const company = await create('sales', {
      name: `Company ${unique()}`,
      country: 'GH',
      parent: group.body.doc.id,
      domains: [{ domain: `company-${unique()}.example` }],
    })
    expect(company.status).toBe(201)
    const refused = await rest('PATCH', `/api/organizations/${group.body.doc.id}`, {
      token: tokenOf(users, 'sales'),
      body: { country: 'NG' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].data.errors[0].message).toBe(
      'This is a group of 1 country company: leave its country empty, and set one on each of its companies.',
    )
  })

  it('are seeded: the operator groups and their country companies, each domain unverified', async () => {
    const { docs } = await payload.find({
      collection: 'organizations',
      where: { name: { equals: 'MTN Ghana' } },
      depth: 1,
    })
    expect(docs[0]).toMatchObject({
      country: 'GH',
      parent: { name: 'MTN Group' },
      domains: [{ domain: 'mtn.com.gh', verified: false }],
    })
    const { totalDocs } = await payload.count({
      collection: 'organizations',
      where: { 'parent.name': { equals: 'Vodacom Group' } },
    })
    expect(totalDocs).toBeGreaterThanOrEqual(3)
  })
})

describe('a sender’s domain', () => {
  const owners = [
    { id: 1, domains: ['mtn.com'] },
    { id: 2, domains: ['mtn.com.gh', 'mtnghana.com'] },
    { id: 3, domains: ['safaricom.co.ke'] },
  ]

  it('is what follows the @, lowercase; no address has none', () => {
    expect(domainOf('Kofi.Mensah+quotes@Mail.MTN.com.GH')).toBe('mail.mtn.com.gh')
    expect(domainOf('no-at-sign')).toBeUndefined()
    expect(domainOf('@mtn.com')).toBeUndefined()
    expect(domainOf('x@localhost')).toBeUndefined()
  })

  it('leads to the organization with that domain or, for a subdomain, the nearest one', () => {
    expect(organizationOfDomain('mtn.com.gh', owners)).toBe(2)
    expect(organizationOfDomain('mtnghana.com', owners)).toBe(2)
    expect(organizationOfDomain('accra.mtn.com.gh', owners)).toBe(2)
    expect(organizationOfDomain('mtn.com', owners)).toBe(1)
    expect(organizationOfDomain('nigeria.mtn.com', owners)).toBe(1)
    expect(organizationOfDomain('notmtn.com', owners)).toBeUndefined()
    expect(organizationOfDomain('unknown.example', owners)).toBeUndefined()
  })

  it('never leads anywhere from free mail', () => {
    for (const domain of ['gmail.com', 'yahoo.fr', 'outlook.com', 'hotmail.com', 'ymail.com']) {
      expect(isFreeMail(domain), domain).toBe(true)
      expect(organizationOfDomain(domain, [{ id: 9, domains: [domain] }])).toBeUndefined()
    }
    expect(isFreeMail('mtn.com.gh')).toBe(false)
  })
})

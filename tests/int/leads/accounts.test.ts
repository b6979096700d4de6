import { randomUUID } from 'node:crypto'

import { createLocalReq, type CollectionSlug, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { personKeyOf } from '@/lib/mailbox'
import { leadsOfOrganization, leadsOfPerson, readLeadAccount } from '@/leads/accounts/rollups'
import { unknownCompanyDomains } from '@/leads/accounts/from-domain'

import { testPayload } from '../../helpers/payload'
import { validContact, validQuote } from '../../helpers/form-values'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, tokenOf, type RoleUsers } from '../../helpers/users'
import { newMarker, submit } from '../forms/submit'

let payload: Payload
let users: RoleUsers

/** What a test made, removed after it: organizations and rules match every lead after them. */
const made: { collection: CollectionSlug; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterEach(async () => {
  for (const { collection, id } of made.splice(0).reverse()) {
    await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
  }
})

afterAll(async () => {
  await deleteRoleUsers(payload, users)
})

async function organization(data: {
  name: string
  domains: string[]
  parent?: number
  accountOwner?: number
}) {
  const doc = await payload.create({
    collection: 'organizations',
    data: { ...data, domains: data.domains.map((domain) => ({ domain })) },
  })
  made.push({ collection: 'organizations', id: doc.id })
  return doc
}

/** An operator group with one country company, on domains of their own. */
async function operatorGroup(extra: { groupOwner?: number; companyOwner?: number } = {}) {
  const marker = newMarker()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
  const group = await organization({
    name: `Group ${marker}`,
    domains: [`grp${marker}.example`],
    accountOwner: extra.groupOwner,
  })
  const company = await organization({
    name: `Group ${marker} Ghana`,
    domains: [`grp${marker}.com.gh`, `grp${marker}-gh.example`],
    parent: group.id,
    accountOwner: extra.companyOwner,
  })
  return { marker, group, company }
}

type Lead = { id: number; organization: number | null; owner: number | null; personKey: string }

/** Sends a quote (or a contact message) from this address and returns the stored lead. */
async function leadFrom(email: string, form: 'quote' | 'contact' = 'quote'): Promise<Lead> {
  const marker = newMarker()
  const values = form === 'quote' ? validQuote(marker) : validContact(marker)
  const response = await submit(payload, form, { ...values, email })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  const collection = form === 'quote' ? 'quote-requests' : 'contact-submissions'
  const field = form === 'quote' ? 'companyName' : 'firstName'
  const { docs } = await payload.find({
    collection,
    where: { [field]: { equals: marker } },
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0] as unknown as Lead
  made.push({ collection, id: doc.id })
  return doc
}

async function salesAccount(name: string, away = false) {
  const user = await payload.create({
    collection: 'users',
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@desk.test`,
      password: `pw-${randomUUID()}`,
      roles: ['sales'],
      away,
      _verified: true,
    },
    context: { trustedFirstAdmin: true },
    disableVerificationEmail: true,
  })
  made.unshift({ collection: 'users', id: user.id })
  return user
}

const asAdmin = async () =>
  createLocalReq(
    {
      user: {
        ...(await payload.findByID({ collection: 'users', id: users.admin.id })),
        collection: 'users',
      },
    },
    payload,
  )

describe('a lead’s organization', () => {
  it('is found on arrival by its sender’s domain, a subdomain of it or another of its domains', async () => {
    const { marker, company } = await operatorGroup()
    expect((await leadFrom(`kofi@grp${marker}.com.gh`)).organization).toBe(company.id)
    expect((await leadFrom(`Ama@Mail.GRP${marker}.com.gh`)).organization).toBe(company.id)
    expect((await leadFrom(`yaw@grp${marker}-gh.example`, 'contact')).organization).toBe(company.id)
  })

  it('is the nearest: a country company’s domain under its group’s goes to the company', async () => {
    const marker = newMarker()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
    const group = await organization({ name: `Nested ${marker}`, domains: [`n${marker}.example`] })
    const company = await organization({
      name: `Nested ${marker} Kenya`,
      domains: [`ke.n${marker}.example`],
      parent: group.id,
    })
    expect((await leadFrom(`wanjiru@ke.n${marker}.example`)).organization).toBe(company.id)
    expect((await leadFrom(`peter@n${marker}.example`)).organization).toBe(group.id)
  })

  it('is never found for free mail, nor for a domain no organization has', async () => {
    await operatorGroup()
    expect((await leadFrom(`kofi.${newMarker()}@gmail.com`)).organization).toBeNull()
    expect((await leadFrom(`ama.${newMarker()}@yahoo.fr`)).organization).toBeNull()
    expect(
      (await leadFrom(`yaw@unknown-${randomUUID().slice(0, 8)}.example`)).organization,
    ).toBeNull()
  })
})

describe('a person', () => {
  it('is one address whatever its case or +tag', () => {
    expect(personKeyOf('Kofi.Mensah+quotes@MTN.com.gh')).toBe('kofi.mensah@mtn.com.gh')
    expect(personKeyOf(' kofi.mensah@mtn.com.gh ')).toBe('kofi.mensah@mtn.com.gh')
    expect(personKeyOf('+only@mtn.com.gh')).toBe('+only@mtn.com.gh')
    expect(personKeyOf('no-address')).toBeNull()
  })

  it('has their earlier leads, of every type, on a lead’s page', async () => {
    const box = `kofi.${randomUUID().slice(0, 8)}`
    const first = await leadFrom(`${box}@gmail.com`, 'contact')
    const second = await leadFrom(`${box.toUpperCase()}+quotes@Gmail.com`)
    const other = await leadFrom(`someone.else.${randomUUID().slice(0, 8)}@gmail.com`)
    expect(second.personKey).toBe(first.personKey)
    expect(other.personKey).not.toBe(first.personKey)

    const req = await asAdmin()
    const earlier = await leadsOfPerson(req, second.personKey, {
      type: 'quote-requests',
      id: second.id,
    })
    expect(earlier.total).toBe(1)
    expect(earlier.leads[0]).toMatchObject({
      type: 'contact-submissions',
      id: first.id,
      status: 'new',
      kind: 'Contact message',
    })
  })
})

describe('the roll-up', () => {
  it('shows a lead’s organization and group, and the group’s leads across its companies', async () => {
    const { marker, group, company } = await operatorGroup()
    const fromGroup = await leadFrom(`ceo@grp${marker}.example`)
    const fromCompany = await leadFrom(`cto@grp${marker}.com.gh`)
    const latest = await leadFrom(`kofi@grp${marker}.com.gh`)

    const req = await asAdmin()
    const account = await readLeadAccount(req, 'quote-requests', latest.id)
    expect(account.organization).toMatchObject({ id: company.id, name: company.name })
    expect(account.group).toEqual({ id: group.id, name: group.name })

    const except = { type: 'quote-requests' as const, id: latest.id }
    const ofCompany = await leadsOfOrganization(req, company.id, except, { withCompanies: true })
    expect(ofCompany.leads.map((lead) => lead.id)).toEqual([fromCompany.id])
    const ofGroup = await leadsOfOrganization(req, group.id, except, { withCompanies: true })
    expect(ofGroup.leads.map((lead) => lead.id)).toEqual([fromCompany.id, fromGroup.id])
    expect(ofGroup.leads.map((lead) => lead.organization)).toEqual([company.name, group.name])
  })

  it('names the sender as the contact sales keep, whatever the capitals or +tag', async () => {
    const { marker, group, company } = await operatorGroup()
    await payload.update({
      collection: 'organizations',
      id: group.id,
      data: { contacts: [{ name: 'Kofi Mensah (group)', email: `kofi@grp${marker}.com.gh` }] },
    })
    await payload.update({
      collection: 'organizations',
      id: company.id,
      data: {
        contacts: [
          { name: 'Ama Owusu', email: `ama@grp${marker}.com.gh` },
          { name: 'Kofi Mensah', role: 'Head of VAS', email: `Kofi@grp${marker}.com.gh` },
        ],
      },
    })
    const lead = await leadFrom(`kofi+rfp@grp${marker}.com.gh`)
    const stranger = await leadFrom(`yaw@grp${marker}.com.gh`)

    const req = await asAdmin()
    expect((await readLeadAccount(req, 'quote-requests', lead.id)).contact).toEqual({
      name: 'Kofi Mensah',
      role: 'Head of VAS',
      organization: { id: company.id, name: company.name },
    })
    expect((await readLeadAccount(req, 'quote-requests', stranger.id)).contact).toBeNull()
  })

  it('lists only the types the viewer works', async () => {
    const { marker, company } = await operatorGroup()
    await leadFrom(`kofi@grp${marker}.com.gh`)
    const recruiter = await payload.findByID({ collection: 'users', id: users.recruiter.id })
    const req = await createLocalReq({ user: { ...recruiter, collection: 'users' } }, payload)
    expect((await leadsOfOrganization(req, company.id, null, { withCompanies: true })).total).toBe(
      0,
    )
  })
})

describe('routing by account', () => {
  it('gives an organization’s leads to its account owner, else its group’s, else the rule’s fallback', async () => {
    const kofi = await salesAccount('Kofi Mensah')
    const ama = await salesAccount('Ama Owusu')
    const desk = await salesAccount('Desk Fallback')
    const { marker } = await operatorGroup({ groupOwner: kofi.id, companyOwner: ama.id })
    const rule = await payload.create({
      collection: 'routing-rules',
      data: {
        name: `Accounts ${marker}`,
        submissionTypes: ['quote-requests'],
        toAccountOwner: true,
        assignee: desk.id,
      },
    })
    made.push({ collection: 'routing-rules', id: rule.id })

    expect((await leadFrom(`cto@grp${marker}.com.gh`)).owner).toBe(ama.id)
    expect((await leadFrom(`ceo@grp${marker}.example`)).owner).toBe(kofi.id)
    await payload.update({ collection: 'users', id: ama.id, data: { away: true } })
    expect((await leadFrom(`cto2@grp${marker}.com.gh`)).owner).toBe(desk.id)
    // A lead from no organization is not the rule's: it waits in the queue.
    expect((await leadFrom(`someone.${newMarker()}@gmail.com`)).owner).toBeNull()
  })

  it('needs a person or a team unless it sends to account owners', async () => {
    const refused = await rest('POST', '/api/routing-rules', {
      token: tokenOf(users, 'admin'),
      body: { name: `No one ${newMarker()}`, submissionTypes: ['quote-requests'] },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('Choose a person or a team (one of the two).')
    const accepted = await rest('POST', '/api/routing-rules', {
      token: tokenOf(users, 'admin'),
      body: {
        name: `Owners ${newMarker()}`,
        submissionTypes: ['quote-requests'],
        toAccountOwner: true,
      },
    })
    expect(accepted.status).toBe(201)
    made.push({ collection: 'routing-rules', id: accepted.body.doc.id })
  })
})

describe('an unknown company domain', () => {
  it('is offered to sales, and made an organization its leads are linked to', async () => {
    const domain = `newco-${randomUUID().slice(0, 8)}.example`
    const first = await leadFrom(`kofi@${domain}`)
    const second = await leadFrom(`ama@mail.${domain}`, 'contact')
    const sales = await payload.findByID({ collection: 'users', id: users.sales.id })
    const offered = await unknownCompanyDomains(
      payload,
      { ...sales, collection: 'users' },
      { limit: 1000 },
    )
    expect(offered).toContainEqual({ domain, leads: 1 })

    const forbidden = await rest('POST', '/api/organizations/from-domain', {
      token: tokenOf(users, 'editor'),
      body: { domain },
    })
    expect(forbidden.status).toBe(403)
    const freeMail = await rest('POST', '/api/organizations/from-domain', {
      token: tokenOf(users, 'sales'),
      body: { domain: 'gmail.com' },
    })
    expect(freeMail.status).toBe(400)

    const created = await rest('POST', '/api/organizations/from-domain', {
      token: tokenOf(users, 'sales'),
      body: { domain },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ created: true, linked: 2 })
    made.push({ collection: 'organizations', id: created.body.id })
    for (const [collection, lead] of [
      ['quote-requests', first],
      ['contact-submissions', second],
    ] as const) {
      const stored = await payload.findByID({ collection, id: lead.id, depth: 0 })
      expect(stored.organization).toBe(created.body.id)
    }
    const again = await rest('POST', '/api/organizations/from-domain', {
      token: tokenOf(users, 'sales'),
      body: { domain },
    })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ id: created.body.id, created: false, linked: 0 })
    const stillOffered = await unknownCompanyDomains(
      payload,
      { ...sales, collection: 'users' },
      { limit: 1000 },
    )
    expect(stillOffered.map((each) => each.domain)).not.toContain(domain)
  })
})

describe('a person’s data request', () => {
  it('finds their leads sent with a +tag or other capitals as theirs', async () => {
    const box = `efua.${randomUUID().slice(0, 8)}`
    const plain = await leadFrom(`${box}@gmail.com`)
    const tagged = await leadFrom(`${box.toUpperCase()}+events@gmail.com`, 'contact')
    const other = await leadFrom(`${box}x@gmail.com`, 'contact')
    const exported = await rest('POST', '/api/data-requests/export', {
      token: tokenOf(users, 'admin'),
      body: { email: `${box}@gmail.com` },
    })
    expect(exported.status).toBe(200)
    const idsOf = (collection: string) =>
      ((exported.body.submissions[collection] ?? []) as { id: number }[]).map((doc) => doc.id)
    expect(idsOf('quote-requests')).toEqual([plain.id])
    expect(idsOf('contact-submissions')).toEqual([tagged.id])
    expect(idsOf('contact-submissions')).not.toContain(other.id)
  })
})

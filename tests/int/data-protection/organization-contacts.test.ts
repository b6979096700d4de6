import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { rest } from '../../helpers/rest'
import { prepareAccessContext } from '../access/matrix'
import { newEmail } from './fixtures'

const context = prepareAccessContext()

const asAdmin = (action: string, body: object) =>
  rest('POST', `/api/data-requests/${action}`, { token: context.users.admin.token, body })

/** An organization of its own domain, in Ghana, keeping `contacts`; made by sales over REST. */
async function organizationWith(contacts: object[]) {
  const marker = randomUUID().slice(0, 8)
  const response = await rest('POST', '/api/organizations', {
    token: context.users.sales.token,
    body: {
      name: `Contacts ${marker}`,
      country: 'GH',
      domains: [{ domain: `contacts-${marker}.example.com` }],
      contacts,
    },
  })
  if (response.status === 201) context.track('organizations', response.body.doc.id)
  return response
}

describe("an organization's contacts", () => {
  it('keep their phone in E.164, read as a number of the company’s country, and refuse an impossible one', async () => {
    const kept = await organizationWith([
      { name: 'Ama Owusu', role: 'Head of VAS', phone: '024 123 4567' },
      { name: 'Yaw Boateng', phone: '+234 801 234 5678' },
    ])
    expect(kept.status).toBe(201)
    expect(kept.body.doc.contacts.map((contact: { phone: string }) => contact.phone)).toEqual([
      '+233241234567',
      '+2348012345678',
    ])

    const refused = await organizationWith([{ name: 'Kofi Mensah', phone: '12' }])
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body.errors)).toContain(
      'This phone number cannot exist: check the country code and the number of digits.',
    )
  })

  it('are found by a data request as the person whatever the capitals or +tag, exported and erased, no one else', async () => {
    const email = newEmail('ama.owusu')
    const someoneElse = newEmail('yaw.boateng')
    const tagged = email.replace('@', '+crm@').replace('ama.owusu', 'Ama.Owusu')
    const made = await organizationWith([
      { name: 'Ama Owusu', role: 'Head of VAS', email: tagged, phone: '+233241234567' },
      { name: 'Yaw Boateng', email: someoneElse },
    ])
    expect(made.status).toBe(201)
    const organization = made.body.doc

    const exported = await asAdmin('export', { email })
    expect(exported.status).toBe(200)
    expect(exported.body.keptAsContact).toEqual([
      {
        organization: organization.name,
        name: 'Ama Owusu',
        role: 'Head of VAS',
        email: tagged,
        phone: '+233241234567',
      },
    ])

    const summary = await asAdmin('summary', { email: email.toUpperCase() })
    expect(summary.body.summary).toMatchObject({ organizationContacts: 1, total: 1 })

    const erased = await asAdmin('erase', { email, confirmedTotal: 1 })
    expect(erased.status).toBe(200)
    expect(erased.body.deleted).toMatchObject({ submissions: 0, organizationContacts: 1 })
    const after = await context.payload.findByID({
      collection: 'organizations',
      id: organization.id,
      depth: 0,
    })
    expect(after.contacts?.map((contact) => contact.email)).toEqual([someoneElse])
    expect(after.domains).toEqual(organization.domains)
    expect((await asAdmin('summary', { email })).body.summary.total).toBe(0)
  })
})

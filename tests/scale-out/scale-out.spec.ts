import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { pdf } from '../helpers/documents'
import { validJobApplication, validQuote } from '../helpers/form-values'
import { checkStorage, latency, statusTally } from '../resilience/figures'
import { describeLoad, runLoad, type LoadShape } from '../resilience/load'
import { admin, expect, test, type Cluster } from './cluster'
import { msUntil, printFigures, record } from './figures'
import { phoneBrowser } from '../helpers/user-agents'

/** An edit made through one instance must be live on the other within this. */
const liveWithinMs = 2_000

test.afterAll(printFigures)

type Credentials = { email: string; password: string }

async function signIn(baseUrl: string, credentials: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(response.status, `sign-in of ${credentials.email}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** One REST call with a staff session; the parsed answer, which must be a success. */
async function api<T = Record<string, unknown>>(
  baseUrl: string,
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(baseUrl + route, {
    method,
    headers: {
      Authorization: `JWT ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  expect(response.ok, `${method} ${route}: ${response.status} ${text.slice(0, 300)}`).toBe(true)
  return JSON.parse(text) as T
}

const html = async (url: string) => (await fetch(url)).text()

/** Renders a page on an instance and has it cached there: the test then proves it is replaced. */
async function cached(url: string, text: string, shown = true) {
  for (let visit = 0; visit < 2; visit++) expect((await html(url)).includes(text)).toBe(shown)
}

/** How long until the page at `url` shows (or no longer shows) `text`. */
const msUntilPage = (url: string, text: string, shown = true) =>
  msUntil(async () => (await html(url)).includes(text) === shown, 15_000)

const label = (ms: number) => (Number.isFinite(ms) ? `${ms} ms` : 'never (15 s)')

type Posting = { id: number; title: string }

async function newestActivePosting(cluster: Cluster, token: string): Promise<Posting> {
  const { docs } = await api<{ docs: Posting[] }>(
    cluster.a.url,
    token,
    'GET',
    '/api/job-postings?where[status][equals]=active&sort=-createdAt&limit=1&depth=0',
  )
  expect(docs).toHaveLength(1)
  return docs[0]
}

test('a session made on one instance is accepted on the other', async ({ cluster }) => {
  const token = await signIn(cluster.a.url, admin)
  const me = await api<{ user: { email: string } | null }>(
    cluster.b.url,
    token,
    'GET',
    '/api/users/me',
  )
  expect(me.user?.email).toBe(admin.email)
  record('session signed in on A, used on B', 'accepted')
})

test('a product, a page and a job posting edited through one instance are live on the other within 2 s', async ({
  cluster,
}) => {
  const { a, b } = cluster
  const token = await signIn(a.url, admin)
  const run = randomUUID().slice(0, 8)

  // A product: through A, seen on B; then through B, seen on A.
  const {
    docs: [product],
  } = await api<{ docs: { id: number; tagline: string }[] }>(
    a.url,
    token,
    'GET',
    '/api/products?where[slug][equals]=vas&depth=0',
  )
  const productPage = '/products/vas'
  const timings: [string, number][] = []
  for (const [via, seenOn, name] of [
    [a, b, 'A to B'],
    [b, a, 'B to A'],
  ] as const) {
    const tagline = `Tagline ${name} ${run}`
    await cached(seenOn.url + productPage, tagline, false)
    await api(via.url, token, 'PATCH', `/api/products/${product.id}`, { tagline })
    timings.push([
      `product ${productPage}, ${name}`,
      await msUntilPage(seenOn.url + productPage, tagline),
    ])
  }
  await api(a.url, token, 'PATCH', `/api/products/${product.id}`, { tagline: product.tagline })

  // A page global: through B, seen on A; then the reverse.
  const network = await api<{ hero: Record<string, unknown> }>(
    b.url,
    token,
    'GET',
    '/api/globals/network-page?depth=0',
  )
  for (const [via, seenOn, name] of [
    [b, a, 'B to A'],
    [a, b, 'A to B'],
  ] as const) {
    const heading = `Network ${name} ${run}`
    await cached(seenOn.url + '/network', heading, false)
    await api(via.url, token, 'POST', '/api/globals/network-page', {
      hero: { ...network.hero, heading },
    })
    timings.push([
      `page global /network, ${name}`,
      await msUntilPage(seenOn.url + '/network', heading),
    ])
  }
  await api(a.url, token, 'POST', '/api/globals/network-page', { hero: network.hero })

  // A job posting: renamed through A, seen on B; closed through B, gone from A's /careers.
  const posting = await newestActivePosting(cluster, token)
  const title = `Scale-out engineer ${run}`
  await cached(b.url + '/careers', title, false)
  await api(a.url, token, 'PATCH', `/api/job-postings/${posting.id}`, { title })
  timings.push([
    'job posting renamed on /careers, A to B',
    await msUntilPage(b.url + '/careers', title),
  ])
  await cached(a.url + '/careers', title)
  await api(b.url, token, 'PATCH', `/api/job-postings/${posting.id}`, { status: 'inactive' })
  timings.push([
    'job posting closed, off /careers, B to A',
    await msUntilPage(a.url + '/careers', title, false),
  ])
  await api(a.url, token, 'PATCH', `/api/job-postings/${posting.id}`, {
    title: posting.title,
    status: 'active',
  })

  for (const [check, ms] of timings) record(check, label(ms))
  for (const [check, ms] of timings) expect(ms, check).toBeLessThanOrEqual(liveWithinMs)
})

/** Every stored file's download path in an API answer (a career application at depth 1). */
function fileUrls(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return []
  const own = (value as { url?: unknown }).url
  const download = typeof own === 'string' ? new URL(own, 'http://site') : undefined
  return [
    ...(download?.pathname.startsWith('/api/application-files/file/')
      ? [download.pathname + download.search]
      : []),
    ...Object.values(value).flatMap(fileUrls),
  ]
}

test('a résumé sent through A is in the bucket, downloadable by a recruiter through B, refused anonymously, and gone once its application is deleted', async ({
  cluster,
}, testInfo) => {
  const { a, b, bucket } = cluster
  const resume = pdf()
  const values = validJobApplication('Scale-out')
  const form = new FormData()
  form.append('values', JSON.stringify(values))
  form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'cv.pdf')
  const sent = await fetch(`${a.url}/api/forms/job-application`, { method: 'POST', body: form })
  expect(sent.status, await sent.clone().text()).toBe(201)

  // A recruiter, made by the admin on A, signs in on B.
  const adminToken = await signIn(a.url, admin)
  const recruiter = {
    email: `recruiter.${randomUUID().slice(0, 8)}@scale-out.test`,
    password: `recruiter-${randomUUID()}`,
  }
  await api(a.url, adminToken, 'POST', '/api/users', {
    ...recruiter,
    name: 'Recruiter',
    roles: ['recruiter'],
  })
  await cluster.database.query('UPDATE users SET _verified = true WHERE email = $1', [
    recruiter.email,
  ])
  const recruiterToken = await signIn(b.url, recruiter)

  const {
    docs: [application],
  } = await api<{ docs: { id: number }[] }>(
    b.url,
    recruiterToken,
    'GET',
    '/api/career-applications?sort=-createdAt&limit=1&depth=1',
  )
  const [download] = fileUrls(application)
  expect(download, JSON.stringify(application)).toBeDefined()
  const filename = decodeURIComponent(new URL(download, 'http://site').pathname.split('/').pop()!)

  const stored = await bucket.keys('application-files/')
  expect(stored).toContain(`application-files/${filename}`)
  // Nothing on either instance's own disk.
  for (const name of ['a', 'b']) {
    const folder = path.join(testInfo.project.outputDir, `uploads-${name}`, 'application-files')
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([])
  }

  const asRecruiter = await fetch(b.url + download, {
    headers: { Authorization: `JWT ${recruiterToken}` },
  })
  expect(asRecruiter.status).toBe(200)
  expect(Buffer.from(await asRecruiter.arrayBuffer()).equals(resume)).toBe(true)
  expect(asRecruiter.headers.get('content-disposition')).toMatch(/^attachment/)
  expect(asRecruiter.headers.get('cache-control')).toBe('private, no-store')
  const anonymous = await fetch(b.url + download)
  expect([401, 403]).toContain(anonymous.status)

  await api(b.url, adminToken, 'DELETE', `/api/career-applications/${application.id}`)
  const goneMs = await msUntil(
    async () =>
      !(await bucket.keys('application-files/')).includes(`application-files/${filename}`),
    15_000,
  )
  expect(goneMs, 'ms until the object left the bucket').toBeLessThan(15_000)

  record('résumé sent through A, in the bucket', 'stored (no file on either instance’s disk)')
  record('résumé downloaded through B', `recruiter 200 (same bytes), anonymous ${anonymous.status}`)
  record('résumé after its application was deleted', `gone from the bucket in ${label(goneMs)}`)
})

test('an image uploaded through A is in the bucket and served by B', async ({ cluster }) => {
  const { a, b, bucket } = cluster
  const token = await signIn(a.url, admin)
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#0a7d4f' },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt: 'Network operations centre' }))
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'noc.png')
  const uploaded = await fetch(`${a.url}/api/media`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  expect(uploaded.status, await uploaded.clone().text()).toBe(201)
  const { doc } = (await uploaded.json()) as { doc: { filename: string; url: string } }

  expect(await bucket.keys('media/')).toContain(`media/${doc.filename}`)
  const served = await fetch(b.url + new URL(doc.url, 'http://site').pathname)
  expect(served.status).toBe(200)
  expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)
  record('image uploaded through A', 'in the bucket; served by B, anonymously, with its bytes')
})

test('a cache tag expired from a job, outside any request, reaches both instances', async ({
  cluster,
}) => {
  const { a, b, database } = cluster
  const token = await signIn(a.url, admin)
  const posting = await newestActivePosting(cluster, token)
  const title = `Night shift engineer ${randomUUID().slice(0, 8)}`
  for (const instance of [a, b]) await cached(instance.url + '/careers', posting.title)

  // Changed behind the app's back: both instances keep serving their cached page...
  // A posting's title is localized: its English row.
  const setTitle = (value: string) =>
    database.query(
      `UPDATE job_postings_locales SET title = $1 WHERE _parent_id = $2 AND _locale = 'en'`,
      [value, posting.id],
    )
  await setTitle(title)
  for (const instance of [a, b]) expect(await html(instance.url + '/careers')).not.toContain(title)

  // ...until a job expires the tag, from whichever instance's job runner takes it.
  await database.query(
    `INSERT INTO payload_jobs (input, task_slug, queue) VALUES ($1, 'expireCacheTags', 'default')`,
    [JSON.stringify({ tags: ['job-postings'] })],
  )
  const [onA, onB] = await Promise.all([
    msUntilPage(a.url + '/careers', title),
    msUntilPage(b.url + '/careers', title),
  ])
  await setTitle(posting.title)
  record('tag expired by a job: new content on A', label(onA))
  record('tag expired by a job: new content on B', label(onB))
  expect(onA, 'ms until A served the new content').toBeLessThan(15_000)
  expect(onB, 'ms until B served the new content').toBeLessThan(15_000)
})

test('page views counted by both instances, straight and through nginx, add up', async ({
  cluster,
}) => {
  const views = async () =>
    Number(
      (
        await cluster.database.query<{ views: string }>(
          `SELECT coalesce(sum(views), 0) AS views FROM stats.page_views WHERE path = '/network'`,
        )
      )[0].views,
    )
  const before = await views()
  const load = (base: string) =>
    fetch(`${base}/network`, { headers: { 'user-agent': phoneBrowser } })
  const answers = await Promise.all([
    ...Array.from({ length: 40 }, () => load(cluster.a.url)),
    ...Array.from({ length: 40 }, () => load(cluster.b.url)),
    ...Array.from({ length: 40 }, () => load(cluster.url)),
  ])
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
  // Each instance stores its counts every 5 s.
  const ms = await msUntil(async () => (await views()) === before + 120, 15_000)
  record('120 page views through A, B and nginx', `all stored within ${label(ms)}`)
  expect(await views()).toBe(before + 120)
})

test('the nightly purge, due on both instances at once, runs once', async ({ cluster }) => {
  const { a, b, database } = cluster
  const purgeRuns = () => a.countLogLines(/Data retention: /) + b.countLogLines(/Data retention: /)
  const before = purgeRuns()
  // Tonight's run, queued by the instances' first tick, comes due now for both of them.
  let due: { id: number }[] = []
  await msUntil(async () => {
    due = await database.query<{ id: number }>(
      `UPDATE payload_jobs SET wait_until = now() WHERE task_slug = 'purgeExpiredSubmissions'
       AND completed_at IS NULL RETURNING id`,
    )
    return due.length > 0
  }, 15_000)
  expect(due, 'the nightly purge queued by the instances').toHaveLength(1)
  // Both job runners tick every 2 s; give them several ticks each.
  await msUntil(async () => purgeRuns() > before, 20_000)
  await new Promise((resolve) => setTimeout(resolve, 8_000))
  const runs = purgeRuns() - before
  const left = await database.query(
    `SELECT id FROM payload_jobs WHERE task_slug = 'purgeExpiredSubmissions' AND wait_until <= now()`,
  )
  record(
    'nightly purge due on A and B at once',
    `${runs} run (logged by ${a.countLogLines(/Data retention: /) > 0 ? 'A' : 'B'})`,
  )
  expect(runs, 'purge runs logged by A and B together').toBe(1)
  expect(left, 'due purge jobs left').toEqual([])
})

test("a visitor's answer in the team mailbox, polled by both instances every second, is filed once", async ({
  cluster,
}) => {
  const { a, b, database, imap } = cluster
  const marker = `Mailbox ${randomUUID().slice(0, 8)}`
  const values = validQuote(marker)
  const sent = await fetch(`${cluster.url}/api/forms/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  })
  expect(sent.status, await sent.clone().text()).toBe(201)
  const [lead] = await database.query<{ id: number }>(
    'SELECT id FROM quote_requests WHERE company_name = $1',
    [marker],
  )
  const reference = `QR-${String(lead.id).padStart(6, '0')}`
  const subject = `Re: Your quote ${reference}`
  await imap.append(
    [
      // The lead's own address: a subject naming it from another is held, not filed.
      `From: Ada Okafor <${values.email}>`,
      'To: team@example.com',
      `Subject: ${subject}`,
      `Message-ID: <${randomUUID()}@visitor.test>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Yes, Monday suits us.',
      '',
    ].join('\r\n'),
  )
  const filed = () =>
    database.query(
      `SELECT id FROM lead_activities WHERE kind = 'emailReceived' AND submission_id = $1`,
      [lead.id],
    )
  const ms = await msUntil(async () => (await filed()).length > 0, 15_000)
  // Both instances keep polling: several more seconds each.
  await new Promise((resolve) => setTimeout(resolve, 4_000))
  const logged = (instance: typeof a) => instance.countLogLines(/Team mailbox: \d+ answer/)
  record(
    'an answer polled by A and B every second',
    `filed in ${(ms / 1000).toFixed(1)} s, ${(await filed()).length} entry (logged by ${logged(a) > 0 ? 'A' : 'B'})`,
  )
  expect(await filed(), 'entries filed by A and B together').toHaveLength(1)
  expect(logged(a) + logged(b), 'polls that filed it').toBe(1)
  expect(await imap.messages('Filed')).toContainEqual({ subject, seen: true })
  expect((await imap.messages('INBOX')).map((each) => each.subject)).not.toContain(subject)
})

const browsing: LoadShape = { browsers: 20, submitters: 0, seconds: 20 }

test('Redis restarted in the middle of browsing: no 5xx', async ({ cluster }) => {
  let restartedAt = 0
  const load = await runLoad(
    cluster.url,
    async (startedAt) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      restartedAt = Date.now() - startedAt
      await cluster.redis.restart(3_000)
    },
    browsing,
  )
  const failed = load.outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500)
  record(
    `Redis restarted (down 3 s) under ${describeLoad(browsing)}`,
    `${statusTally(load.outcomes)}, p50/p99 ${latency(load.outcomes)}, restart at ${(restartedAt / 1000).toFixed(1)} s`,
  )
  expect(failed, 'pages answered 5xx or not at all').toEqual([])
  expect(load.outcomes.length).toBeGreaterThan(100)
})

const submitting: LoadShape = { browsers: 0, submitters: 20, seconds: 25 }

test('instance A killed in the middle of 20 submitting clients: nginx moves to B, no acknowledged submission lost or doubled', async ({
  cluster,
}) => {
  let killedAt = 0
  const load = await runLoad(
    cluster.url,
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 8_000))
      killedAt = Date.now()
      await cluster.a.kill()
    },
    submitting,
  )
  const storage = await checkStorage(cluster.database, load.fills)
  const afterKill = load.outcomes.filter((outcome) => outcome.sentAt > killedAt + 1_000)
  record(
    `A killed 8 s into ${describeLoad(submitting)}`,
    `${statusTally(load.outcomes)}; after: ${statusTally(afterKill)}; ` +
      `${storage.acknowledged} acknowledged, ${storage.lost.length} lost, ${storage.doubled.length} doubled`,
  )
  expect(cluster.a.isRunning()).toBe(false)
  expect(
    afterKill.filter((outcome) => outcome.status === 201).length,
    'acknowledged after the kill',
  ).toBeGreaterThan(0)
  // In flight on A when it died: 502 from nginx, or, for an answer A had begun to send, a dropped
  // connection (nginx has passed its headers on and can only close it). Neither is an
  // acknowledgement: the client sends the fill again with its key.
  const dropped = load.outcomes.filter((outcome) => outcome.status === 0)
  const unexpected = load.outcomes.filter((outcome) => ![0, 201, 502].includes(outcome.status))
  expect(unexpected, 'answers other than 201 and 502').toEqual([])
  expect(
    dropped.filter((outcome) => outcome.sentAt > killedAt + 1_000 || outcome.answeredAt < killedAt),
    'connections dropped other than those in flight when A died',
  ).toEqual([])
  expect(storage.lost, 'acknowledged submissions not stored').toEqual([])
  expect(storage.doubled, 'submissions stored twice').toEqual([])
})

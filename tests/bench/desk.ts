import { randomUUID } from 'node:crypto'

import type pg from 'pg'

import { measureLatency } from './load'
import { asAdmin } from './routing-rules'

type Latency = { p50Ms: number; p99Ms: number }

export type DeskFigures = {
  openItems: number
  openTasks: number
  boardOpenLeads: number
  otherRows: number
  /** The admin's account page: what any admin screen costs before its own work. */
  adminShell: Latency
  myWork: Latency
  myWorkDueToday: Latency
  myWorkOverdue: Latency
  myWorkQuotes: Latency
  board: Latency
  boardDueWeek: Latency
  /** A posting's pipeline as its recruiter opens it: candidates in its stages. */
  pipelineCandidates: number
  pipeline: Latency
}

/** The recruiter whose posting's pipeline is measured. */
const recruiter = { email: 'bench.recruiter@example.com', password: `bench-${randomUUID()}` }

/**
 * A busy posting: 2,000 applications spread over its six default stages (the closing ones within
 * the last 30 days), owned by its recruiter, among 20,000 applications to other postings.
 */
async function loadPipeline(
  pool: pg.Pool,
  postingId: number,
  otherPostingId: number,
  owner: number,
) {
  const { rows } = await pool.query(
    `INSERT INTO application_files (filename, mime_type, filesize, created_at, updated_at)
     VALUES ('bench-resume-' || gen_random_uuid() || '.pdf', 'application/pdf', 1024, now(), now())
     RETURNING id`,
  )
  const stages = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']
  await pool.query(`
    INSERT INTO career_applications (first_name, last_name, email, phone, location, position,
      experience, availability, summary, skills, motivation, resume_id, updates, job_id, owner_id,
      stage, status, created_at, updated_at)
    SELECT 'Ama' || i, 'Bench', 'ama' || i || '@example.com', '+233 20 000 0000', 'Accra',
      'Engineer', '3-5', '1-month', 'Bench summary', 'Bench skills', 'Bench motivation',
      ${rows[0].id}, false, CASE WHEN i <= 2000 THEN ${postingId} ELSE ${otherPostingId} END, ${owner},
      (ARRAY[${stages.map((stage) => `'${stage}'`).join(',')}])[1 + i % 6],
      (ARRAY['new','screening','interview','offer','hired','rejected'])[1 + i % 6]::enum_career_applications_status,
      now() - (i % 600) * interval '1 hour', now() - (i % 20) * interval '1 day'
    FROM generate_series(1, 22000) AS i`)
  await pool.query('VACUUM ANALYZE career_applications')
}

/** The salesperson whose desk is measured. */
const seller = { email: 'bench.seller@example.com', password: `bench-${randomUUID()}` }

/**
 * A busy salesperson's desk, loaded straight into PostgreSQL: 5,000 open leads they own (2,000
 * quotes, 1,500 contact messages, 1,500 partnership applications), each fifth answered, the rest
 * waiting with a first answer due over the next two weeks or the last one; 1,000 open tasks of
 * theirs, 800 about their quotes and 200 about colleagues'; and 60,000 leads of colleagues, open
 * and closed, that their queries must pass over.
 */
async function loadDesk(pool: pg.Pool, sellerId: number, colleagueId: number) {
  const clock = (i: string) => `now() - (${i} % 720) * interval '1 hour'`
  const due = (i: string) => `now() + ((${i} % 672) - 336) * interval '1 hour'`
  const answered = (i: string) => `CASE WHEN ${i} % 5 = 0 THEN now() - interval '3 days' END`
  const owner = (i: string, mine: number) =>
    `CASE WHEN ${i} <= ${mine} THEN ${sellerId} ELSE ${colleagueId} END`
  const status = (type: string, i: string, mine: number, open: string[], closed: string) =>
    `CASE WHEN ${i} <= ${mine} OR ${i} % 2 = 0 THEN (ARRAY[${open.map((s) => `'${s}'`).join(',')}])[1 + ${i} % ${open.length}]::${type} ELSE '${closed}'::${type} END`
  await pool.query(`
    INSERT INTO quote_requests (company_name, contact_name, email, country, phone, service_type,
      timeline, budget, project_description, title, status, owner_id, response_due_at,
      first_response_at, created_at, updated_at)
    SELECT 'Company ' || i, 'Contact ' || i, 'quote' || i || '@example.com', 'NG', '+234 800 000 0000',
      'vas', 'short', 'discuss', 'Bench project', 'Company ' || i,
      ${status('enum_quote_requests_status', 'i', 2000, ['new', 'contacted', 'quoted'], 'lost')},
      ${owner('i', 2000)}, ${due('i')}, ${answered('i')}, ${clock('i')}, now()
    FROM generate_series(1, 22000) AS i`)
  await pool.query(`
    INSERT INTO contact_submissions (first_name, last_name, email, company_operator, message, title,
      status, owner_id, response_due_at, first_response_at, created_at, updated_at)
    SELECT 'Ada' || i, 'Bench', 'ada' || i || '@example.com', 'Operator', 'Bench message', 'Ada ' || i,
      ${status('enum_contact_submissions_status', 'i', 1500, ['new', 'contacted'], 'completed')},
      ${owner('i', 1500)}, ${due('i')}, ${answered('i')}, ${clock('i')}, now()
    FROM generate_series(1, 21500) AS i`)
  await pool.query(`
    INSERT INTO partnership_applications (company, contact, email, phone, country, partnership_type,
      description, proposal, title, status, owner_id, response_due_at, first_response_at,
      created_at, updated_at)
    SELECT 'Partner ' || i, 'Contact ' || i, 'partner' || i || '@example.com', '+254 700 000 000',
      'Kenya', 'channel', 'Bench description', 'Bench proposal', 'Partner ' || i,
      ${status('enum_partnership_applications_status', 'i', 1500, ['new', 'under_review'], 'rejected')},
      ${owner('i', 1500)}, ${due('i')}, ${answered('i')}, ${clock('i')}, now()
    FROM generate_series(1, 21500) AS i`)
  // Quote i of the first 2,000 is the seller's (ids start at 1 in the bench's fresh database).
  const { rows } = await pool.query<{ first: number }>(
    'SELECT min(id)::int AS first FROM quote_requests',
  )
  const first = rows[0].first
  await pool.query(`
    WITH made AS (
      INSERT INTO tasks (title, kind, due, due_tz, assignee_id, done, created_by_id, created_at, updated_at)
      SELECT 'Follow up ' || i, 'call', ${due('(i * 7)')}, 'Africa/Lagos', ${sellerId}, false,
        ${sellerId}, now(), now()
      FROM generate_series(1, 1000) AS i
      RETURNING id
    )
    INSERT INTO tasks_rels ("order", parent_id, path, quote_requests_id)
    SELECT 1, id, 'relatedTo',
      CASE WHEN row_number() OVER (ORDER BY id) <= 800
        THEN ${first} + (row_number() OVER (ORDER BY id) - 1) * 2
        ELSE ${first} + 2000 + row_number() OVER (ORDER BY id) * 2 END
    FROM made`)
  await pool.query(
    'VACUUM ANALYZE quote_requests, contact_submissions, partnership_applications, tasks, tasks_rels',
  )
}

/**
 * My work and the board as the salesperson's browser asks for them from the production server:
 * the whole admin page, read to its end. Beside them, the admin's account page, which is the
 * cost of the admin's shell alone.
 */
export async function measureDesk(
  baseUrl: string,
  pool: pg.Pool,
  adminToken: string,
): Promise<DeskFigures> {
  const { doc } = await asAdmin(baseUrl, adminToken, 'POST', '/api/users', {
    ...seller,
    name: 'Bench Seller',
    roles: ['sales'],
  })
  const colleague = await asAdmin(baseUrl, adminToken, 'POST', '/api/users', {
    email: 'bench.colleague@example.com',
    password: `bench-${randomUUID()}`,
    name: 'Bench Colleague',
    roles: ['sales'],
  })
  console.log('  loading 5,000 open leads and 1,000 tasks of one salesperson, 60,000 of others')
  await loadDesk(pool, doc!.id, colleague.doc!.id)
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(seller),
  })
  const { token } = (await login.json()) as { token: string }
  const page = (path: string) => async () => {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { authorization: `JWT ${token}` },
    })
    const html = await response.text()
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
    return html
  }
  // Each page once, checked: it shows the salesperson's work, not an error.
  const expected: [string, string][] = [
    ['/admin/account', 'bench.seller@example.com'],
    ['/admin/my-work', '5,200 items'],
    ['/admin/board?type=quote-requests', 'data-status="quoted"'],
  ]
  for (const [path, text] of expected) {
    console.log(`  checking ${path}`)
    const html = await page(path)()
    if (!html.includes(text)) throw new Error(`${path} does not show "${text}"`)
  }
  const recruiterAccount = await asAdmin(baseUrl, adminToken, 'POST', '/api/users', {
    ...recruiter,
    name: 'Bench Recruiter',
    roles: ['recruiter'],
  })
  const posting = (title: string) =>
    asAdmin(baseUrl, adminToken, 'POST', '/api/job-postings', {
      title,
      department: 'Engineering',
      location: 'Accra',
      description: 'Bench posting.',
      requirements: 'Bench',
      status: 'active',
    })
  const busy = await posting('Bench Platform Engineer')
  const other = await posting('Bench Other Engineer')
  console.log('  loading 2,000 applications to one posting, 20,000 to another')
  await loadPipeline(pool, busy.doc!.id, other.doc!.id, recruiterAccount.doc!.id)
  const recruiterLogin = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(recruiter),
  })
  const recruiterToken = ((await recruiterLogin.json()) as { token: string }).token
  const pipelinePath = `/admin/pipeline?posting=${busy.doc!.id}`
  const pipelinePage = async () => {
    const response = await fetch(`${baseUrl}${pipelinePath}`, {
      headers: { authorization: `JWT ${recruiterToken}` },
    })
    const html = await response.text()
    if (response.status !== 200) throw new Error(`${pipelinePath}: ${response.status}`)
    return html
  }
  console.log(`  checking ${pipelinePath}`)
  if (!(await pipelinePage()).includes('334 candidates'))
    throw new Error(`${pipelinePath} does not show its stages' counts`)
  const runs = 60
  const figures: DeskFigures = {
    openItems: 5000,
    openTasks: 1000,
    boardOpenLeads: 2000,
    otherRows: 60000,
    adminShell: await measureLatency(page('/admin/account'), runs, 5),
    myWork: await measureLatency(page('/admin/my-work'), runs, 5),
    myWorkDueToday: await measureLatency(page('/admin/my-work?due=today'), runs, 5),
    myWorkOverdue: await measureLatency(page('/admin/my-work?due=overdue'), runs, 5),
    myWorkQuotes: await measureLatency(page('/admin/my-work?type=quote-requests'), runs, 5),
    board: await measureLatency(page('/admin/board?type=quote-requests'), runs, 5),
    boardDueWeek: await measureLatency(page('/admin/board?type=quote-requests&due=week'), runs, 5),
    pipelineCandidates: 2000,
    pipeline: await measureLatency(pipelinePage, runs, 5),
  }
  return figures
}

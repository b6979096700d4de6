import { randomUUID } from 'node:crypto'

import type pg from 'pg'
import type { Payload, TypedUser } from 'payload'

import { postgres } from '../../src/server/database/adapter'
import { measureLatency } from './load'

/**
 * Bulk-loads submission rows straight into PostgreSQL (as a busy year of traffic would leave
 * them): `total` rows spread evenly over the four submission tables, one in ten still "new",
 * created over the last two years. Each lead has an owner among `owners` (one in twenty waits
 * unassigned) and a response clock with a one-hour target: the new ones wait, the others were
 * answered within two hours.
 */
async function loadSubmissionRows(pool: pg.Pool, total: number, owners: number[]): Promise<void> {
  const perTable = Math.floor(total / 4)
  const createdAt = `now() - (random() * interval '730 days')`
  // Each row's time, owner and answer, drawn once for the four tables (a table, not a temporary
  // one: the pool's statements may each run on another connection).
  await pool.query(`CREATE UNLOGGED TABLE bench_clock (
    i int PRIMARY KEY, created_at timestamptz, owner_id int, response_minutes numeric)`)
  await pool.query(
    `INSERT INTO bench_clock
     SELECT i, ${createdAt},
       CASE WHEN i % 20 = 1 THEN NULL ELSE ($1::int[])[1 + (i % cardinality($1::int[]))] END,
       CASE WHEN i % 10 = 0 THEN NULL ELSE round(random() * 120) END
     FROM generate_series(1, $2) AS i`,
    [owners, perTable],
  )
  // The clock's columns, in the order `clockColumns` lists them.
  const clockColumns =
    'owner_id, response_target_minutes, response_due_at, first_response_at, response_minutes'
  const clockValues = `clock.owner_id, 60, clock.created_at + interval '1 hour',
      clock.created_at + clock.response_minutes * interval '1 minute', clock.response_minutes`
  const fromClock = `FROM generate_series(1, ${perTable}) AS i JOIN bench_clock AS clock USING (i)`
  const pick = (type: string, values: string[]) =>
    `(ARRAY[${values.map((value) => `'${value}'`).join(',')}])[1 + (i % ${values.length})]::${type}`
  const status = (type: string, others: string[]) =>
    `CASE WHEN i % 10 = 0 THEN 'new'::${type} ELSE ${pick(type, others)} END`

  const { rows } = await pool.query(
    `INSERT INTO application_files (filename, mime_type, filesize, updated_at, created_at)
     VALUES ('bench-resume-' || gen_random_uuid() || '.pdf', 'application/pdf', 1024, now(), now())
     RETURNING id`,
  )
  const resumeId = rows[0].id as number

  await pool.query(`
    INSERT INTO contact_submissions
      (first_name, last_name, email, company_operator, message, status, created_at,
       updated_at, ${clockColumns})
    SELECT 'Ada' || i, 'Bench', 'ada' || i || '@example.com', 'Operator ' || (i % 500),
      'Bench project details', ${status('enum_contact_submissions_status', ['contacted', 'completed'])},
      clock.created_at, now(), ${clockValues}
    ${fromClock}`)
  await pool.query(`
    INSERT INTO quote_requests
      (company_name, contact_name, email, country, phone, service_type, timeline, budget,
       project_description, status, created_at, updated_at, ${clockColumns})
    SELECT 'Company ' || i, 'Contact ' || i, 'quote' || i || '@example.com', 'NG',
      '+234 800 000 0000', 'vas', 'short', 'discuss', 'Bench project description',
      ${status('enum_quote_requests_status', ['contacted', 'quoted', 'lost'])}, clock.created_at,
      now(), ${clockValues}
    ${fromClock}`)
  await pool.query(`
    INSERT INTO partnership_applications
      (company, contact, email, phone, country, partnership_type, description, proposal, status,
       created_at, updated_at, ${clockColumns})
    SELECT 'Partner ' || i, 'Contact ' || i, 'partner' || i || '@example.com', '+254 700 000 000',
      'Kenya', 'channel', 'Bench company description', 'Bench proposal',
      ${status('enum_partnership_applications_status', ['under_review', 'approved', 'rejected'])},
      clock.created_at, now(), ${clockValues}
    ${fromClock}`)
  await pool.query(`
    INSERT INTO career_applications
      (first_name, last_name, email, phone, location, position, experience, availability, summary,
       skills, motivation, resume_id, updates, status, created_at, updated_at, ${clockColumns})
    SELECT 'Grace' || i, 'Bench', 'grace' || i || '@example.com', '+233 20 000 0000', 'Accra',
      'Engineer', '3-5', '1-month', 'Bench summary', 'Bench skills', 'Bench motivation',
      ${resumeId}, false,
      ${status('enum_career_applications_status', ['screening', 'interview', 'hired', 'rejected'])},
      clock.created_at, now(), ${clockValues}
    ${fromClock}`)
  // Each application at the default pipeline's stage of its status.
  await pool.query(
    `UPDATE career_applications SET stage = status::text WHERE status <> 'new' AND stage = 'applied'`,
  )
  await pool.query('DROP TABLE bench_clock')
  // What autovacuum does to a live table: statistics and the visibility map that index-only
  // scans rely on.
  await pool.query(
    'VACUUM ANALYZE contact_submissions, quote_requests, partnership_applications, career_applications',
  )
}

/**
 * The admin list's query and the Overview's counters, as an admin sees them; a salesperson's
 * "My leads"; the Overview's clock figures (response times as last stored, leads waiting past
 * target); and the job's refresh of the stored response times.
 */
async function adminQueries(payload: Payload, admin: TypedUser, salesperson: TypedUser) {
  // Imported once Payload is up: imported before the config, it sometimes left the config's
  // import (under tsx) unsettled, and the bench idle.
  const { getSubmissionCounters } = await import('../../src/admin/dashboard/data')
  const { getMyLeads, getWaitingPastTarget } = await import('@/desk/queues')
  const { getResponseFigures, refreshResponseFigures } = await import('@/desk/clock/figures')
  const list = await measureLatency(
    () =>
      payload.find({
        collection: 'quote-requests',
        where: { status: { equals: 'new' } },
        sort: '-createdAt',
        limit: 10,
        depth: 0,
        overrideAccess: false,
        user: admin,
      }),
    200,
  )
  const counters = await measureLatency(() => getSubmissionCounters({ payload, user: admin }), 100)
  const myLeads = await measureLatency(() => getMyLeads(payload, salesperson), 200)
  // As the Overview reads them: side by side.
  const clock = await measureLatency(
    () => Promise.all([getResponseFigures(payload, admin), getWaitingPastTarget(payload, admin)]),
    100,
  )
  // What the job spends every minute to keep those figures (not on any page's path).
  const figuresRefresh = await measureLatency(() => refreshResponseFigures(payload), 5, 1)
  return { list, counters, myLeads, clock, figuresRefresh }
}

/** The admin's queries with 100k, then 1M submission rows, through the app's own Payload. */
export async function measureGrowth(databaseUrl: string, pool: pg.Pool) {
  process.env.DATABASE_URL = databaseUrl
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  const { default: config } = await import('../../payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const admin = {
    ...(await payload.create({
      collection: 'users',
      data: { email: 'bench-admin@example.com', password: randomUUID(), roles: ['admin'] },
      disableVerificationEmail: true,
    })),
    collection: 'users' as const,
  }
  // A sales team of twenty: the leads are shared among them.
  const team: TypedUser[] = []
  for (let index = 0; index < 20; index++) {
    const member = await payload.create({
      collection: 'users',
      data: {
        email: `bench-sales-${index}@example.com`,
        password: randomUUID(),
        roles: ['sales'],
        displayName: `Bench Sales ${index}`,
      },
      disableVerificationEmail: true,
    })
    team.push({ ...member, collection: 'users' as const })
  }
  const owners = team.map((member) => member.id as number)
  const ratio = (at1m: number, at100k: number) => Math.round((at1m / at100k) * 100) / 100
  try {
    console.log('  loading 100,000 rows')
    await loadSubmissionRows(pool, 100_000, owners)
    console.log('  measuring at 100,000 rows')
    const at100k = await adminQueries(payload, admin, team[0])
    console.log('  loading 900,000 more rows')
    await loadSubmissionRows(pool, 900_000, owners)
    console.log('  measuring at 1,000,000 rows')
    const at1m = await adminQueries(payload, admin, team[0])
    return {
      at100k,
      at1m,
      listRatio: ratio(at1m.list.p50Ms, at100k.list.p50Ms),
      countersRatio: ratio(at1m.counters.p50Ms, at100k.counters.p50Ms),
      myLeadsRatio: ratio(at1m.myLeads.p50Ms, at100k.myLeads.p50Ms),
      clockRatio: ratio(at1m.clock.p50Ms, at100k.clock.p50Ms),
    }
  } finally {
    await payload.destroy()
    // Payload's adapter keeps one client checked out for the pool's whole life, so `end()`
    // never settles: start it without waiting; dropping the database (WITH FORCE) closes that
    // last connection.
    postgres(payload)
      .pool.end()
      .catch(() => undefined)
  }
}

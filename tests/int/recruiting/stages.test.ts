import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addBusinessMinutes, standardHours } from '@/desk/teams/business-hours'
import { siteTimeZone } from '@/lib/admin/time-zone/read'
import { defaultSiteTimeZone } from '@/lib/site/time-zones'
import { defaultRejectionReasons } from '@/recruiting/stages/reasons'
import { countWaitingInStage } from '@/recruiting/stages/WaitingInStagePanel'
import { stagesOf } from '@/recruiting/stages/stages'
import { readPipeline } from '@/recruiting/stages/pipeline'
import { postgres } from '@/server/database/adapter'

import * as stagesMigration from '../../../migrations/20261204_110000_stages'
import { validJobApplication } from '../../helpers/form-values'
import { rest } from '../../helpers/rest'
import { createTestDatabase, type TestDatabase } from '../../setup/test-database'
import { make, makeSubmission } from '../access/fixtures'
import { pdfBytes } from '../forms/documents'
import { submit } from '../forms/submit'
import { newMarker, prepareAccessContext } from '../access/matrix'

const context = prepareAccessContext()

const posting = (marker: string, stages?: { en: string; fr: string; category: string }[]) =>
  make(context, 'job-postings', {
    title: `Engineer ${marker}`,
    department: 'Engineering',
    location: 'Lagos',
    description: 'Exists only while the stage tests run.',
    requirements: 'Patience',
    status: 'active',
    ...(stages && { stages }),
  })

const application = async (job?: number) =>
  Number(await makeSubmission(context, 'career-applications', newMarker(), job ? { job } : {}))

const stored = (id: number) =>
  context.payload.findByID({ collection: 'career-applications', id, depth: 0 })

const moveTo = (id: number, stage: string, rejectionReason?: string, role = 'recruiter' as const) =>
  rest('POST', `/api/career-applications/${id}/stage`, {
    token: context.users[role].token,
    body: { stage, ...(rejectionReason && { rejectionReason }) },
  })

async function movesOf(id: number) {
  const { docs } = await context.payload.find({
    collection: 'status-changes',
    where: {
      submissionCollection: { equals: 'career-applications' },
      submissionId: { equals: id },
    },
    sort: 'createdAt',
    depth: 0,
  })
  docs.forEach((doc) => context.track('status-changes', doc.id))
  return docs
}

const withTechnicalTest = [
  { en: 'Applied', fr: 'Candidature reçue', category: 'new' },
  { en: 'Phone screen', fr: 'Entretien téléphonique', category: 'screening' },
  { en: 'Technical test', fr: 'Test technique', category: 'interview' },
  { en: 'Panel interview', fr: 'Entretien avec le jury', category: 'interview' },
  { en: 'Hired', fr: 'Embauché', category: 'hired' },
  { en: 'Not retained', fr: 'Non retenu', category: 'rejected' },
]

describe('the default pipeline', () => {
  it('starts an application at Applied, and a move to a stage sets its status and is kept with who and when', async () => {
    const id = await application()
    expect(await stored(id)).toMatchObject({ stage: 'applied', status: 'new' })

    const moved = await moveTo(id, 'interview')
    expect(moved.status).toBe(200)
    expect(moved.body.doc).toMatchObject({ stage: 'interview', status: 'interview' })
    const [move] = await movesOf(id)
    expect(move).toMatchObject({
      fromStatus: 'new',
      toStatus: 'interview',
      changedBy: context.users.recruiter.id,
      stageMove: {
        from: { key: 'applied', en: 'Applied', fr: 'Candidature reçue' },
        to: { key: 'interview', en: 'Interview', fr: 'Entretien' },
      },
    })

    const timeline = await rest('GET', `/api/career-applications/${id}/timeline`, {
      token: context.users.recruiter.token,
    })
    const shown = (timeline.body.docs as { kind: string; stageMove?: unknown }[]).find(
      (entry) => entry.kind === 'status',
    )
    expect(shown?.stageMove).toMatchObject({ to: { en: 'Interview' } })
  })

  it('follows a status set on its own (its buttons, the board) to the first stage of that kind', async () => {
    const id = await application()
    const set = await rest('POST', `/api/career-applications/${id}/status`, {
      token: context.users.recruiter.token,
      body: { status: 'offer' },
    })
    expect(set.status).toBe(200)
    expect(await stored(id)).toMatchObject({ stage: 'offer', status: 'offer' })
    // The buttons' rejection asks its question, not a reason: it stays a rejection without one.
    await rest('POST', `/api/career-applications/${id}/status`, {
      token: context.users.recruiter.token,
      body: { status: 'rejected' },
    })
    expect(await stored(id)).toMatchObject({ stage: 'rejected', rejectionReason: null })
  })

  it('asks why for a rejection on the pipeline, from the list, and forgets why once moved on', async () => {
    const id = await application()
    const without = await moveTo(id, 'rejected')
    expect(without.status).toBe(400)
    expect(JSON.stringify(without.body)).toContain('Say why the application is rejected')
    const unlisted = await moveTo(id, 'rejected', 'Bad vibes')
    expect(unlisted.status).toBe(400)
    expect((await stored(id)).stage).toBe('applied')

    const reason = defaultRejectionReasons[0].en
    expect((await moveTo(id, 'rejected', reason)).status).toBe(200)
    expect(await stored(id)).toMatchObject({
      stage: 'rejected',
      status: 'rejected',
      rejectionReason: reason,
    })
    expect((await moveTo(id, 'screening')).status).toBe(200)
    expect(await stored(id)).toMatchObject({ stage: 'screening', rejectionReason: null })
  })

  it('refuses a stage the posting does not have, and staff who do not recruit', async () => {
    const id = await application()
    const unknown = await moveTo(id, 'technical-test')
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain('Choose one of this posting’s stages')
    expect((await moveTo(id, 'screening', undefined, 'sales' as never)).status).toBe(403)
    expect((await moveTo(id, 'screening', undefined, 'editor' as never)).status).toBe(403)
    expect((await stored(id)).stage).toBe('applied')
  })
})

describe("a posting's board", () => {
  it('holds each stage’s longest waiting first, at most 25 cards with the whole count, and only the last 30 days of closing stages', async () => {
    const job = Number(await posting(newMarker()))
    const ids = [] as number[]
    for (let index = 0; index < 31; index++) ids.push(await application(job))
    const pool = postgres(context.payload).pool
    // Arrivals a minute apart, the first the oldest; two moved on, one rejected long ago.
    await pool.query(
      `UPDATE career_applications SET created_at = now() - (50 - array_position($1::int[], id)) * interval '1 minute'
       WHERE id = ANY($1)`,
      [ids],
    )
    await pool.query(`UPDATE career_applications SET stage = 'interview' WHERE id = $1`, [ids[30]])
    await pool.query(
      `UPDATE career_applications SET stage = 'rejected', updated_at = now() - interval '31 days' WHERE id = $1`,
      [ids[29]],
    )
    await pool.query(
      `UPDATE career_applications SET stage = 'rejected', updated_at = now() WHERE id = $1`,
      [ids[28]],
    )
    const columns = await readPipeline(context.payload, job, stagesOf(null))
    const column = (key: string) => columns.find((each) => each.stage.key === key)!
    expect(columns.map((each) => each.stage.key)).toEqual([
      'applied',
      'screening',
      'interview',
      'offer',
      'hired',
      'rejected',
    ])
    expect(column('applied').count).toBe(28)
    expect(column('applied').cards.map((card) => card.id)).toEqual(ids.slice(0, 25))
    expect(column('interview')).toMatchObject({ count: 1, cards: [{ id: ids[30] }] })
    expect(column('screening')).toMatchObject({ count: 0, cards: [] })
    expect(column('rejected')).toMatchObject({ count: 1, closing: true, cards: [{ id: ids[28] }] })
  })
})

describe("a posting's own pipeline", () => {
  it('gives its stages keys that stay when they are renamed, and its applications move through them', async () => {
    const job = Number(await posting(newMarker(), withTechnicalTest))
    const made = await context.payload.findByID({ collection: 'job-postings', id: job, depth: 0 })
    expect(made.stages?.map((stage) => stage.key)).toEqual([
      'applied',
      'phone-screen',
      'technical-test',
      'panel-interview',
      'hired',
      'not-retained',
    ])
    const id = await application(job)
    expect((await moveTo(id, 'technical-test')).status).toBe(200)
    expect(await stored(id)).toMatchObject({ stage: 'technical-test', status: 'interview' })
    // The status buttons' "screening" lands on this posting's first screening stage.
    await rest('POST', `/api/career-applications/${id}/status`, {
      token: context.users.recruiter.token,
      body: { status: 'screening' },
    })
    expect(await stored(id)).toMatchObject({ stage: 'phone-screen', status: 'screening' })

    const renamed = (made.stages ?? []).map((stage) =>
      stage.key === 'phone-screen' ? { ...stage, en: 'Call with HR', fr: 'Appel RH' } : stage,
    )
    const saved = await rest('PATCH', `/api/job-postings/${job}`, {
      token: context.users.recruiter.token,
      body: { stages: renamed },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.doc.stages[1]).toMatchObject({ key: 'phone-screen', en: 'Call with HR' })
    expect((await stored(id)).stage).toBe('phone-screen')
    const [, back] = await movesOf(id)
    expect(back.stageMove).toMatchObject({ to: { key: 'phone-screen', en: 'Phone screen' } })
  })

  it('keeps a stage that applications are in, and refuses a pipeline that is not whole', async () => {
    const job = Number(await posting(newMarker(), withTechnicalTest))
    const id = await application(job)
    await moveTo(id, 'panel-interview')
    const made = await context.payload.findByID({ collection: 'job-postings', id: job, depth: 0 })
    const withoutPanel = (made.stages ?? []).filter((stage) => stage.key !== 'panel-interview')
    const removed = await rest('PATCH', `/api/job-postings/${job}`, {
      token: context.users.recruiter.token,
      body: { stages: withoutPanel },
    })
    expect(removed.status).toBe(400)
    expect(JSON.stringify(removed.body)).toContain(
      '1 application is in the stage \\"Panel interview\\": move it to another stage before removing it.',
    )

    const refusals: [typeof withTechnicalTest, string][] = [
      [withTechnicalTest.slice(1), 'The first stage is where applications arrive'],
      [
        withTechnicalTest.filter((stage) => stage.category !== 'hired'),
        'a stage of the kind \\"Hired\\"',
      ],
      [
        withTechnicalTest.filter((stage) => stage.category !== 'rejected'),
        'a stage of the kind \\"Rejected\\"',
      ],
      [
        [...withTechnicalTest, { en: 'Technical test', fr: 'Test', category: 'interview' }],
        'Give each stage a different name',
      ],
    ]
    for (const [stages, message] of refusals) {
      const refused = await rest('POST', '/api/job-postings', {
        token: context.users.recruiter.token,
        body: {
          title: `Refused ${newMarker()}`,
          department: 'Engineering',
          location: 'Lagos',
          description: 'Never stored.',
          requirements: 'None',
          status: 'active',
          stages,
        },
      })
      expect(refused.status, message).toBe(400)
      expect(JSON.stringify(refused.body)).toContain(message)
    }
  })
})

describe('the status migration', () => {
  let database: TestDatabase
  let pool: pg.Pool

  beforeAll(async () => {
    database = await createTestDatabase()
    pool = new pg.Pool({ connectionString: database.url })
    // The tables and enums the migration changes, as they stood before it.
    await pool.query(`
      CREATE TYPE enum_career_applications_status AS ENUM('new', 'reviewed', 'interviewed', 'accepted', 'rejected');
      CREATE TYPE enum_status_changes_from_status AS ENUM('new', 'contacted', 'rejected', 'reviewed', 'interviewed', 'accepted');
      CREATE TYPE enum_status_changes_to_status AS ENUM('new', 'contacted', 'rejected', 'reviewed', 'interviewed', 'accepted');
      CREATE TABLE career_applications (id serial PRIMARY KEY, status enum_career_applications_status DEFAULT 'new' NOT NULL);
      CREATE INDEX career_applications_status_idx ON career_applications (status);
      CREATE TABLE status_changes (id serial PRIMARY KEY, from_status enum_status_changes_from_status, to_status enum_status_changes_to_status NOT NULL);
      CREATE TABLE job_postings (id serial PRIMARY KEY);
      CREATE TABLE _job_postings_v (id serial PRIMARY KEY);
      CREATE TABLE site_settings (id serial PRIMARY KEY);
      INSERT INTO career_applications (status) VALUES ('new'), ('reviewed'), ('interviewed'), ('accepted'), ('rejected');
      INSERT INTO status_changes (from_status, to_status) VALUES ('new', 'reviewed'), ('interviewed', 'accepted'), ('contacted', 'rejected');
    `)
  }, 60_000)

  afterAll(async () => {
    await pool?.end()
    await database?.drop()
  })

  const applications = async () =>
    (await pool.query('SELECT status::text, stage FROM career_applications ORDER BY id')).rows
  const changes = async () =>
    (
      await pool.query(
        'SELECT from_status::text AS "from", to_status::text AS "to" FROM status_changes ORDER BY id',
      )
    ).rows

  it('turns each status into its stage, and back', async () => {
    const db = drizzle(pool) as never
    await stagesMigration.up({ db, payload: undefined as never, req: undefined as never })
    expect(await applications()).toEqual([
      { status: 'new', stage: 'applied' },
      { status: 'screening', stage: 'screening' },
      { status: 'interview', stage: 'interview' },
      { status: 'hired', stage: 'hired' },
      { status: 'rejected', stage: 'rejected' },
    ])
    expect(await changes()).toEqual([
      { from: 'new', to: 'screening' },
      { from: 'interview', to: 'hired' },
      { from: 'contacted', to: 'rejected' },
    ])
    await pool.query(`INSERT INTO career_applications (status, stage) VALUES ('offer', 'offer')`)

    await stagesMigration.down({ db, payload: undefined as never, req: undefined as never })
    expect(
      (await pool.query('SELECT status::text FROM career_applications ORDER BY id')).rows.map(
        (row) => row.status,
      ),
    ).toEqual(['new', 'reviewed', 'interviewed', 'accepted', 'rejected', 'interviewed'])
    expect(await changes()).toEqual([
      { from: 'new', to: 'reviewed' },
      { from: 'interviewed', to: 'accepted' },
      { from: 'contacted', to: 'rejected' },
    ])
    const values = await pool.query(
      `SELECT enumlabel FROM pg_enum JOIN pg_type ON pg_type.oid = enumtypid WHERE typname = 'enum_career_applications_status' ORDER BY enumsortorder`,
    )
    expect(values.rows.map((row) => row.enumlabel)).toEqual([
      'new',
      'reviewed',
      'interviewed',
      'accepted',
      'rejected',
    ])

    await stagesMigration.up({ db, payload: undefined as never, req: undefined as never })
    expect((await applications()).map((row) => row.stage)).toEqual([
      'applied',
      'screening',
      'interview',
      'hired',
      'rejected',
      'interview',
    ])
  })
})

describe("a posting's reply clock", () => {
  it('gives a candidate its posting’s business days for a first answer and for each stage, and none once closed', async () => {
    const marker = newMarker()
    const title = `Clock Engineer ${marker}`
    const job = Number(
      await make(context, 'job-postings', {
        title,
        department: 'Engineering',
        location: 'Lagos',
        description: 'Exists only while the clock test runs.',
        requirements: 'Patience',
        status: 'active',
        owner: context.users.recruiter.id,
        replyWithinDays: 3,
      }),
    )
    // Friday 4 December 2026, 15:00 in Lagos: three business days of 08:00–17:00 later is
    // Wednesday 9 December, 15:00.
    const friday = new Date('2026-12-04T14:00:00.000Z')
    const sent = await submit(
      context.payload,
      'job-application',
      { ...validJobApplication(marker), position: title, email: `${marker}@candidate.test` },
      {
        files: { resume: { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' } },
        now: friday,
      },
    )
    expect(sent.status).toBe(201)
    const { docs } = await context.payload.find({
      collection: 'career-applications',
      where: { email: { equals: `${marker}@candidate.test` } },
      depth: 0,
    })
    const [arrived] = docs
    context.track('career-applications', arrived.id)
    expect(arrived).toMatchObject({
      job,
      owner: context.users.recruiter.id,
      responseTargetMinutes: 3 * 9 * 60,
      responseDueAt: '2026-12-09T14:00:00.000Z',
      stageDueAt: '2026-12-09T14:00:00.000Z',
    })

    const zone = (await siteTimeZone(context.payload)) ?? defaultSiteTimeZone
    const before = new Date()
    expect((await moveTo(arrived.id, 'screening')).status).toBe(200)
    const after = new Date()
    const due = Date.parse((await stored(arrived.id)).stageDueAt as string)
    const hours = standardHours(zone)
    expect(due).toBeGreaterThanOrEqual(addBusinessMinutes(hours, before, 27 * 60).getTime())
    expect(due).toBeLessThanOrEqual(addBusinessMinutes(hours, after, 27 * 60).getTime())

    expect((await moveTo(arrived.id, 'hired')).status).toBe(200)
    expect((await stored(arrived.id)).stageDueAt).toBeNull()
  })

  it('counts for a recruiter their own candidates waiting past target, and every one for an admin', async () => {
    const id = await application()
    await context.payload.update({
      collection: 'career-applications',
      id,
      data: { owner: context.users.recruiter.id },
      overrideAccess: true,
    })
    const later = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000)
    const recruiter = {
      id: context.users.recruiter.id,
      roles: ['recruiter' as const],
      collection: 'users',
    }
    const admin = { id: context.users.admin.id, roles: ['admin' as const], collection: 'users' }
    const own = (await countWaitingInStage(context.payload, recruiter, later))!
    const all = (await countWaitingInStage(context.payload, admin, later))!
    expect(own).toBeGreaterThanOrEqual(1)
    expect(all).toBeGreaterThanOrEqual(own)
    await moveTo(id, 'rejected', defaultRejectionReasons[0].en)
    expect(await countWaitingInStage(context.payload, recruiter, later)).toBe(own - 1)
    expect(
      await countWaitingInStage(
        context.payload,
        { id: 1, roles: ['sales'], collection: 'users' },
        later,
      ),
    ).toBeNull()
  })
})

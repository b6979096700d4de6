import { readdirSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { _internal_jobSystemGlobals } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { postgres } from '@/server/database/adapter'

import { testPayload } from '../../helpers/payload'
import { callRoute } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { docBytes, docxBytes, otherCompoundFileBytes, pdfBytes, pngBytes } from './documents'
import { validJobApplication } from '../../helpers/form-values'
import { newMarker, submit, type Attachment } from './submit'

const uploadsDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR || '/tmp'}/forms-test-uploads-${process.pid}`
  process.env.UPLOADS_DIR = dir
  return dir
})

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  _internal_jobSystemGlobals.shouldAutoRun = false
})

afterAll(() => {
  _internal_jobSystemGlobals.shouldAutoRun = true
})

const pdf = (name = 'cv.pdf'): Attachment => ({ bytes: pdfBytes, name, type: 'application/pdf' })
const resumeRule = 'Resume must be a PDF, DOC or DOCX file of at most 5 MB'

const storedFiles = () => {
  try {
    return readdirSync(path.join(uploadsDir, 'application-files')).sort()
  } catch {
    return []
  }
}

async function applications(marker: string) {
  const { docs } = await payload.find({
    collection: 'career-applications',
    where: { firstName: { equals: marker } },
    depth: 1,
  })
  return docs
}

describe('the job application form', () => {
  it('stores the application with its résumé and cover letter, status new', async () => {
    const marker = newMarker()
    const response = await submit(payload, 'job-application', validJobApplication(marker), {
      files: {
        resume: pdf('Grace CV.pdf'),
        coverLetter: { bytes: docxBytes, name: 'letter.docx', type: 'application/octet-stream' },
      },
    })
    expect(response).toMatchObject({ status: 201, body: { ok: true } })
    const [application] = await applications(marker)
    expect(application).toMatchObject({
      status: 'new',
      salary: 45000,
      updates: true,
      resume: { mimeType: 'application/pdf', filename: expect.stringMatching(/^Grace-CV.*\.pdf$/) },
      coverLetter: { filename: expect.stringMatching(/\.docx$/) },
    })
    expect(application.consentGivenAt).toEqual(expect.any(String))
    expect(storedFiles()).toContain((application.resume as { filename: string }).filename)
  })

  it('links the application to the active posting of that title', async () => {
    const posting = await payload.create({
      collection: 'job-postings',
      data: {
        title: `Engineer ${newMarker()}`,
        department: 'Engineering',
        location: 'Lagos',
        description: 'Builds things.',
        requirements: 'Patience',
        status: 'active',
      } as never,
    })
    const marker = newMarker()
    const values = { ...validJobApplication(marker), position: posting.title }
    expect(
      (await submit(payload, 'job-application', values, { files: { resume: pdf() } })).status,
    ).toBe(201)
    const [application] = await applications(marker)
    expect(application.position).toBe(posting.title)
    expect((application.job as { id: number }).id).toBe(posting.id)
    await payload.delete({ collection: 'job-postings', id: posting.id })
  })

  it('links it to a posting by its French title, and keeps the salary in the posting’s currency', async () => {
    const marker = newMarker()
    const posting = await payload.create({
      collection: 'job-postings',
      data: {
        title: `Engineer ${marker}`,
        department: 'Engineering',
        location: 'Accra',
        description: 'Builds things.',
        requirements: 'Patience',
        salaryCurrency: 'GHS',
        salaryPeriod: 'month',
        status: 'active',
      } as never,
    })
    await payload.update({
      collection: 'job-postings',
      id: posting.id,
      locale: 'fr',
      data: {
        title: `Ingénieur ${marker}`,
        department: 'Technique',
        location: 'Accra',
        description: 'Construit.',
        requirements: 'Patience',
      },
    })
    const values = {
      ...validJobApplication(marker),
      position: `Ingénieur ${marker}`,
      salary: 'GHS 28,000',
      salaryCurrency: 'GHS',
      salaryPeriod: 'month',
    }
    const response = await submit(payload, 'job-application', values, { files: { resume: pdf() } })
    expect(response.status).toBe(201)
    const [application] = await applications(marker)
    expect(application).toMatchObject({
      salary: 28000,
      salaryCurrency: 'GHS',
      salaryPeriod: 'month',
    })
    expect((application.job as { id: number }).id).toBe(posting.id)
    await payload.delete({ collection: 'job-postings', id: posting.id })
  })

  it.each([
    ['a DOCX named .pdf', docxBytes, 'cv.pdf'],
    ['a DOC', docBytes, 'cv.doc'],
  ])('judges %s by its content and accepts it', async (_, bytes, name) => {
    const marker = newMarker()
    const response = await submit(payload, 'job-application', validJobApplication(marker), {
      files: { resume: { bytes, name, type: 'application/pdf' } },
    })
    expect(response.status).toBe(201)
    expect(await applications(marker)).toHaveLength(1)
  })

  it.each([
    ['a PNG renamed to .pdf', pngBytes],
    ['a spreadsheet in a Word container', otherCompoundFileBytes],
    ['plain text', Buffer.from('%PDF-pretend, not really a document')],
  ])('refuses %s, naming the rule, and stores nothing', async (_, bytes) => {
    const marker = newMarker()
    const filesBefore = storedFiles()
    const response = await submit(payload, 'job-application', validJobApplication(marker), {
      files: { resume: { bytes, name: 'cv.pdf', type: 'application/pdf' } },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ ok: false, fieldErrors: { resume: resumeRule } })
    expect(await applications(marker)).toHaveLength(0)
    expect(storedFiles()).toEqual(filesBefore)
  })

  it('refuses a file over 5 MB with 413 while it is still arriving', async () => {
    const marker = newMarker()
    const tooBig = Buffer.concat([pdfBytes, Buffer.alloc(5 * 1024 * 1024)])
    const response = await submit(payload, 'job-application', validJobApplication(marker), {
      files: {
        resume: pdf(),
        coverLetter: { bytes: tooBig, name: 'letter.pdf', type: 'application/pdf' },
      },
    })
    expect(response.status).toBe(413)
    expect(response.body).toMatchObject({
      fieldErrors: { coverLetter: 'Cover letter must be a PDF, DOC or DOCX file of at most 5 MB' },
    })
    expect(await applications(marker)).toHaveLength(0)
  })

  it('refuses a request declaring a body larger than two files can be', async () => {
    const response = await submit(payload, 'job-application', validJobApplication(newMarker()), {
      files: { resume: pdf() },
      headers: { 'content-length': String(20 * 1024 * 1024) },
    })
    expect(response.status).toBe(413)
  })

  it('refuses any file but the résumé and the cover letter', async () => {
    const values = validJobApplication(newMarker())
    const extra = await submit(payload, 'job-application', values, {
      files: { resume: pdf(), photo: pdf('photo.pdf') },
    })
    expect(extra).toMatchObject({ status: 400, body: { message: 'Unexpected file "photo".' } })
  })

  it('asks for the résumé when none is attached', async () => {
    const response = await submit(payload, 'job-application', validJobApplication(newMarker()), {
      files: {},
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ fieldErrors: { resume: 'Please attach your resume' } })
  })

  it('answers a résumé sent as a value instead of a file with 400', async () => {
    for (const resume of [{}, { filename: 'cv.pdf' }, 'cv.pdf', 42]) {
      const inValues = await submit(
        payload,
        'job-application',
        { ...validJobApplication(newMarker()), resume },
        { files: {} },
      )
      expect(inValues.status, JSON.stringify(resume)).toBe(400)
      expect(inValues.body).toMatchObject({ ok: false })
    }
  })

  it('leaves no row and no file behind when storing fails halfway', async () => {
    const marker = newMarker()
    const filesBefore = storedFiles()
    const filesCount = await payload.count({ collection: 'application-files' })
    // The files and the application row are written, then the transaction fails on the e-mail
    // jobs, the last thing it writes.
    const database = postgres(payload).pool
    await database.query(`
      CREATE FUNCTION fail_for_marker() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.input::text LIKE '%${marker}%' THEN RAISE EXCEPTION 'storing failed'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER fail_for_marker BEFORE INSERT ON payload_jobs
        FOR EACH ROW EXECUTE FUNCTION fail_for_marker();`)
    const response = await submit(payload, 'job-application', validJobApplication(marker), {
      files: { resume: pdf() },
    }).finally(() =>
      database.query(
        'DROP TRIGGER fail_for_marker ON payload_jobs; DROP FUNCTION fail_for_marker()',
      ),
    )
    expect(response).toMatchObject({
      status: 500,
      body: { ok: false, message: 'We could not send your request. Please try again in a moment.' },
    })
    expect(await applications(marker)).toHaveLength(0)
    expect(await payload.count({ collection: 'application-files' })).toEqual(filesCount)
    expect(storedFiles()).toEqual(filesBefore)
  })
})

describe('a résumé shown in its application’s page', () => {
  let users: RoleUsers
  beforeAll(async () => {
    users = await createRoleUsers(payload)
  })
  afterAll(async () => {
    await deleteRoleUsers(payload, users)
  })

  const view = (id: number, token?: string) =>
    callRoute('GET', `/api/application-files/${id}/view`, {
      headers: token ? { Authorization: `JWT ${token}` } : {},
    })

  it('is served inline, as a PDF, to recruiters and admins, and to no one else', async () => {
    const marker = newMarker()
    await submit(payload, 'job-application', validJobApplication(marker), {
      files: {
        resume: pdf('Grace CV.pdf'),
        coverLetter: { bytes: docxBytes, name: 'letter.docx', type: 'application/octet-stream' },
      },
    })
    const [application] = await applications(marker)
    const resume = application.resume as { id: number }
    const letter = application.coverLetter as { id: number }

    for (const role of ['recruiter', 'admin'] as const) {
      const shown = await view(resume.id, users[role].token)
      expect(shown.status, role).toBe(200)
      expect(shown.headers.get('content-type')).toBe('application/pdf')
      expect(shown.headers.get('content-disposition')).toMatch(
        /^inline; filename="Grace-CV.*\.pdf"$/,
      )
      expect(String(shown.body)).toMatch(/^%PDF/)
    }
    for (const role of ['sales', 'editor', 'noRole'] as const) {
      expect((await view(resume.id, users[role].token)).status, role).toBe(404)
    }
    expect((await view(resume.id)).status).toBe(404)
    // A Word document is never shown in the page: it stays a download.
    expect((await view(letter.id, users.recruiter.token)).status).toBe(404)
    expect((await view(999_999_999, users.recruiter.token)).status).toBe(404)
  })
})

import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { validJobApplication } from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'
import { uploadForm } from '../access/fixtures'
import { docxBytes, pdfBytes, pngBytes } from '../forms/documents'
import { newMarker, submit, type Attachment, type Submitted } from '../forms/submit'
import { hostileText } from './arbitraries'
import { checkProperty, countInput, expectReadableRefusal, reportInputsTried } from './expectations'
import { removeAfterAll } from './surface'

/**
 * Uploads live three folders below a root of their own, so that a file written through "../.."
 * still lands inside the root, where the snapshot below sees it.
 */
const storageRoot = vi.hoisted(() => {
  // As deployed: Payload's error answers carry a stack trace only outside production.
  Object.assign(process.env, { NODE_ENV: 'production' })
  const root = `${process.env.TMPDIR || '/tmp'}/security-uploads-${process.pid}`
  process.env.UPLOADS_DIR = `${root}/site/data/uploads`
  return root
})

const maxBytes = 5 * 1024 * 1024
const resumeRule = 'Resume must be a PDF, DOC or DOCX file of at most 5 MB'
const coverLetterRule = 'Cover letter must be a PDF, DOC or DOCX file of at most 5 MB'
const badFileName =
  'Please rename the file: its name must be at most 255 characters, without folders or control characters.'

let payload: Payload
let users: RoleUsers

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterAll(async () => {
  await deleteRoleUsers(payload, users)
  rmSync(storageRoot, { recursive: true, force: true })
})

reportInputsTried('uploads')
const remove = removeAfterAll(() => payload)

/** The stored application of the fill marked `marker`, with its files, removed after the file. */
async function storedApplication(marker: string) {
  const { docs } = await payload.find({
    collection: 'career-applications',
    where: { firstName: { equals: marker } },
    depth: 1,
  })
  expect(docs).toHaveLength(1)
  const [application] = docs
  remove('career-applications', application.id)
  for (const file of [application.resume, application.coverLetter]) {
    if (file && typeof file === 'object') remove('application-files', file.id)
  }
  return application
}

/** Every file under the storage root, with its path relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  )
}

/** What storage holds: the files on disk and the rows that describe them. */
async function storage() {
  const count = async (collection: 'application-files' | 'career-applications' | 'media') =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs
  return {
    files: filesUnder(storageRoot).sort(),
    applicationFiles: await count('application-files'),
    applications: await count('career-applications'),
    media: await count('media'),
  }
}

/** Sends a job application and checks it was refused readably with nothing stored. */
async function expectRefusedAndNothingStored(send: () => Promise<Submitted>) {
  const before = await storage()
  const response = await send()
  countInput()
  expectReadableRefusal(response.status, response.body)
  expect(await storage()).toEqual(before)
  return response
}

const apply = (files: Record<string, Attachment>, marker = newMarker()) =>
  submit(payload, 'job-application', validJobApplication(marker), { files })

const resume = (bytes: Buffer, name = 'cv.pdf', type = 'application/pdf'): Attachment => ({
  bytes,
  name,
  type,
})
const goodResume = resume(pdfBytes)

/** A PDF of exactly `size` bytes: a real document padded with a comment after its header. */
function pdfOfSize(size: number): Buffer {
  const header = pdfBytes.indexOf('\n') + 1
  const padding = Buffer.alloc(size - pdfBytes.length, 'x')
  padding[0] = '%'.charCodeAt(0)
  padding[padding.length - 1] = '\n'.charCodeAt(0)
  return Buffer.concat([pdfBytes.subarray(0, header), padding, pdfBytes.subarray(header)])
}

/** Not documents, whatever their names say. */
const disguised: [string, Buffer][] = [
  [
    'a Windows executable',
    Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(2048)]),
  ],
  [
    'a Linux executable',
    Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(2048)]),
  ],
  ['an HTML page', Buffer.from('<!doctype html><html><script>window.__pwned=1</script></html>')],
  [
    'an SVG with a script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  ['a PDF header in front of HTML', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script>')],
  ['a PNG image', pngBytes],
  [
    'a zip archive that is not a Word document',
    Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1'),
  ],
  ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
]

describe('job application files', () => {
  it.each(disguised)(
    'refuses %s named cv.pdf as the résumé, naming the rule, and stores nothing',
    async (_, bytes) => {
      const response = await expectRefusedAndNothingStored(() => apply({ resume: resume(bytes) }))
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ fieldErrors: { resume: resumeRule } })
    },
  )

  it.each(disguised)(
    'refuses %s named letter.docx as the cover letter and stores not even the valid résumé',
    async (_, bytes) => {
      const coverLetter = resume(bytes, 'letter.docx', 'application/octet-stream')
      const response = await expectRefusedAndNothingStored(() =>
        apply({ resume: goodResume, coverLetter }),
      )
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ fieldErrors: { coverLetter: coverLetterRule } })
    },
  )

  it('accepts a résumé of exactly 5 MB, and stores it whole', async () => {
    const bytes = pdfOfSize(maxBytes)
    const marker = newMarker()
    const response = await apply({ resume: resume(bytes) }, marker)
    countInput()
    expect(response.status).toBe(201)
    const application = await storedApplication(marker)
    expect((application.resume as { filesize: number }).filesize).toBe(maxBytes)
  })

  it.each([
    ['the résumé', { resume: resume(pdfOfSize(maxBytes + 1)) }, 'resume', resumeRule],
    [
      'the cover letter',
      { resume: goodResume, coverLetter: resume(pdfOfSize(maxBytes + 1), 'letter.pdf') },
      'coverLetter',
      coverLetterRule,
    ],
    ['a 20 MB résumé', { resume: resume(pdfOfSize(20 * 1024 * 1024)) }, 'resume', resumeRule],
  ] as const)(
    'refuses %s one byte (or more) over 5 MB with 413 and stores nothing, not even part of it',
    async (_, files, field, rule) => {
      const response = await expectRefusedAndNothingStored(() => apply(files))
      expect(response.status).toBe(413)
      expect(response.body).toMatchObject({ message: rule, fieldErrors: { [field]: rule } })
    },
  )

  it.each([
    ['an empty résumé', { resume: resume(Buffer.alloc(0)) }, 'resume', resumeRule],
    [
      'an empty cover letter',
      { resume: goodResume, coverLetter: resume(Buffer.alloc(0), 'letter.pdf') },
      'coverLetter',
      coverLetterRule,
    ],
  ] as const)('refuses %s, naming the rule, and stores nothing', async (_, files, field, rule) => {
    const response = await expectRefusedAndNothingStored(() => apply(files))
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ fieldErrors: { [field]: rule } })
  })

  it.each([
    ['../../etc/passwd.pdf', badFileName],
    ['../../../../../../tmp/evil.pdf', badFileName],
    ['/etc/passwd.pdf', badFileName],
    ['C:\\Windows\\System32\\cv.pdf', badFileName],
    ['..\\..\\cv.pdf', badFileName],
    [`${'a'.repeat(1000)}.pdf`, badFileName],
    ['..', badFileName],
    // The multipart parser itself refuses a NUL in a part's header.
    ['cv\u0000.exe.pdf', 'The form data could not be read.'],
  ])(
    'refuses a résumé named %j, even a real PDF, and writes nothing anywhere',
    async (name, message) => {
      const response = await expectRefusedAndNothingStored(() =>
        apply({ resume: resume(pdfBytes, name) }),
      )
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ message })
    },
  )

  /** Multipart bodies no form sends: extra, repeated or misplaced parts. */
  const oddBodies: [string, () => FormData, number, string][] = [
    [
      'a third file field',
      () => withFiles({ resume: goodResume, coverLetter: goodResume, photo: goodResume }),
      413,
      'At most 2 files can be attached.',
    ],
    [
      'two résumés',
      () => withFiles({ resume: goodResume }, [['resume', goodResume]]),
      400,
      'Unexpected file "resume".',
    ],
    [
      'ten files',
      () =>
        withFiles(
          {},
          Array.from({ length: 10 }, () => ['resume', goodResume] as [string, Attachment]),
        ),
      400,
      'Unexpected file "resume".',
    ],
    [
      'a file sent as the values',
      () => withFiles({ values: goodResume }),
      400,
      'Unexpected file "values".',
    ],
    [
      'a status field before the values',
      () => {
        const form = new FormData()
        form.append('status', 'accepted')
        for (const [field, value] of withFiles({ resume: goodResume })) form.append(field, value)
        return form
      },
      400,
      'Unexpected field "status".',
    ],
    [
      'a status field after the values',
      () => {
        const form = withFiles({ resume: goodResume })
        form.append('status', 'accepted')
        return form
      },
      413,
      'The form has too many fields.',
    ],
    [
      'the values twice',
      () => {
        const form = withFiles({ resume: goodResume })
        form.append('values', JSON.stringify(validJobApplication(newMarker())))
        return form
      },
      413,
      'The form has too many fields.',
    ],
  ]

  function withFiles(files: Record<string, Attachment>, extra: [string, Attachment][] = []) {
    const form = new FormData()
    form.append('values', JSON.stringify(validJobApplication(newMarker())))
    for (const [field, file] of [...Object.entries(files), ...extra]) {
      form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
    }
    return form
  }

  it.each(oddBodies)('refuses %s and stores nothing', async (_, body, status, message) => {
    const response = await expectRefusedAndNothingStored(() =>
      submit(payload, 'job-application', {}, { body: body() }),
    )
    expect(response.status).toBe(status)
    expect(response.body).toMatchObject({ message })
  })

  it('never stores random bytes, whatever their name, as résumé or cover letter', async () => {
    await checkProperty(
      60,
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 4096 }),
        fc.oneof(hostileText, fc.constantFrom('cv.pdf', 'cv.docx', 'cv.doc', 'cv.exe', '')),
        fc.constantFrom('resume', 'coverLetter'),
        async (bytes, name, field) => {
          const file = resume(Buffer.from(bytes), name, 'application/pdf')
          const files: Record<string, Attachment> =
            field === 'resume' ? { resume: file } : { resume: goodResume, coverLetter: file }
          const before = await storage()
          const marker = newMarker()
          const response = await apply(files, marker)
          if (response.status !== 201) {
            expectReadableRefusal(response.status, response.body)
            expect(await storage()).toEqual(before)
            return
          }
          // Browsers and undici send a backslash in a file name unescaped; busboy reads it as an
          // escape, cannot parse the part's header and skips the part without a word. Only then
          // is the application stored: without that part, never with these bytes.
          expect(field).toBe('coverLetter')
          expect(name).toContain('\\')
          const application = await storedApplication(marker)
          expect(application.coverLetter ?? null).toBeNull()
        },
      ),
    )
  })

  it('still accepts the documents it should: a PDF résumé and a DOCX cover letter', async () => {
    const before = await storage()
    const marker = newMarker()
    const response = await apply(
      {
        resume: goodResume,
        coverLetter: resume(docxBytes, 'letter.docx', 'application/octet-stream'),
      },
      marker,
    )
    countInput()
    expect(response.status).toBe(201)
    await storedApplication(marker)
    const after = await storage()
    expect(after.applicationFiles).toBe(before.applicationFiles + 2)
    expect(after.files.length).toBe(before.files.length + 2)
  })
})

describe('images uploaded by an editor', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
  )
  const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>')

  it.each([
    ['an SVG named logo.png', svg, 'logo.png', 'image/png'],
    ['an SVG as itself', svg, 'logo.svg', 'image/svg+xml'],
    ['an HTML page named photo.jpg', html, 'photo.jpg', 'image/jpeg'],
    ['an HTML page named photo.webp', html, 'photo.webp', 'image/webp'],
  ])('refuses %s and stores nothing', async (_, bytes, name, type) => {
    const before = await storage()
    const response = await rest('POST', '/api/media', {
      token: users.editor.token,
      ...uploadForm(bytes, name, type, { alt: 'Disguised' }),
    })
    countInput()
    expectReadableRefusal(response.status, response.body)
    expect(await storage()).toEqual(before)
  })

  it('still accepts a real PNG', async () => {
    const response = await rest('POST', '/api/media', {
      token: users.editor.token,
      ...uploadForm(pngBytes, 'pixel.png', 'image/png', { alt: 'A pixel' }),
    })
    countInput()
    expect(response.status).toBe(201)
    await payload.delete({ collection: 'media', id: response.body.doc.id })
  })
})

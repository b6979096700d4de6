import { rmSync } from 'node:fs'

import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { honeypotField } from '@/submissions/form/fill'

import { testPayload } from '../../helpers/payload'
import { pdfBytes } from '../forms/documents'
import { newMarker, submit, type Submitted } from '../forms/submit'
import {
  applyMutations,
  awkwardCharacters,
  clientAddresses,
  contentTypes,
  edgeCaseEmails,
  isStorableText,
  malformedBodies,
  mutations,
  scriptPayloads,
  sqlPayloads,
} from './arbitraries'
import { checkProperty, countInput, expectReadableRefusal, reportInputsTried } from './expectations'
import {
  publicForm,
  publicForms,
  removeAfterAll,
  rowsWithKey,
  expectStoredAsSent,
  type PublicForm,
} from './surface'

const uploadsDir = vi.hoisted(() => {
  // Accepted job applications store their résumé; keep them out of the checkout's .data/.
  const dir = `${process.env.TMPDIR || '/tmp'}/security-test-uploads-${process.pid}`
  process.env.UPLOADS_DIR = dir
  return dir
})

/** Generated inputs per property; each form's endpoint gets every property. */
const runs = { values: 150, malformed: 60, addresses: 40 }
const timeout = 240_000

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => {
  rmSync(uploadsDir, { recursive: true, force: true })
})

reportInputsTried('hostile-input')
const remove = removeAfterAll(() => payload)

/**
 * Sends the body as the form's client would: JSON, or multipart with a résumé attached; from a
 * new client address unless one is given.
 */
function send(form: PublicForm, text: string, ip?: string): Promise<Submitted> {
  if (form.form !== 'job-application') {
    return submit(
      payload,
      form.form,
      {},
      { body: text, headers: { 'content-type': 'application/json' }, ip },
    )
  }
  const body = new FormData()
  body.append('values', text)
  body.append('resume', new Blob([new Uint8Array(pdfBytes)], { type: 'application/pdf' }), 'cv.pdf')
  return submit(payload, form.form, {}, { body, ip })
}

/** The posting a job application is linked to: the active one titled as the position, if any. */
async function postingFor(position: unknown) {
  if (typeof position !== 'string') return undefined
  const { docs } = await payload.find({
    collection: 'job-postings',
    where: { and: [{ title: { equals: position.trim() } }, { status: { equals: 'active' } }] },
    depth: 0,
  })
  return docs[0]?.id
}

const count = async (form: PublicForm) => (await payload.count({ collection: form.slug })).totalDocs

/**
 * Sends the JSON text and checks what must hold after any request: a refusal is readable and
 * stores nothing; an acceptance stores exactly one row as sent (none for a filled honeypot).
 */
async function sendAndCheck(form: PublicForm, text: string): Promise<Submitted> {
  const sent = JSON.parse(text) as Record<string, unknown>
  const before = await count(form)
  const from = Date.now()
  const response = await send(form, text)
  if (response.status !== 201) {
    expectReadableRefusal(response.status, response.body)
    expect(await count(form)).toBe(before)
    return response
  }
  const honeypot = sent[honeypotField]
  if (typeof honeypot === 'string' && honeypot !== '') {
    expect(response.body).toEqual({ ok: true })
    expect(await count(form)).toBe(before)
    return response
  }
  expect(await count(form)).toBe(before + 1)
  const rows = await rowsWithKey(payload, form.slug, String(sent.submissionKey))
  expect(rows).toHaveLength(1)
  // Generated addresses often fold to one mailbox, whose confirmations for the day run out.
  const withheld = 'confirmationWithheld' in response.body ? { confirmationWithheld: true } : {}
  expect(response.body).toEqual({
    ok: true,
    reference: expect.stringMatching(
      new RegExp(`^[A-Z]{2}-${String(rows[0].id).padStart(6, '0')}$`),
    ),
    ...withheld,
  })
  remove(form.slug, rows[0].id)
  expectStoredAsSent(form, rows[0], sent, { from, to: Date.now() })
  if (form.form === 'job-application') {
    remove('application-files', rows[0].resume)
    expect(rows[0].job ?? undefined).toEqual(await postingFor(sent.position))
    expect(rows[0].resume).toEqual(expect.any(Number))
  }
  return response
}

const payloads = [...scriptPayloads, ...sqlPayloads, ...awkwardCharacters]

describe.each(publicForms)('POST /api/forms/$form', (form) => {
  it('stores every script, SQL and awkward-character payload in its text fields as sent', async () => {
    for (const hostile of payloads) {
      const values = form.valid(newMarker())
      for (const field of form.freeText) values[field] = `  Okafor ${hostile} details\n`
      const response = await sendAndCheck(form, JSON.stringify(values))
      countInput()
      if (!isStorableText(hostile)) {
        expect(response.status, JSON.stringify(hostile)).toBe(400)
        const fieldErrors = response.body.ok ? {} : response.body.fieldErrors
        for (const field of form.freeText) {
          expect(fieldErrors?.[field]).toBe('Please remove the unsupported characters')
        }
      } else {
        expect(response.status, JSON.stringify(hostile)).toBe(201)
      }
    }
  })

  it('answers every edge-case e-mail address with 201 or a readable 4xx, never a 5xx', async () => {
    for (const email of edgeCaseEmails) {
      await sendAndCheck(form, JSON.stringify({ ...form.valid(newMarker()), email }))
      countInput()
    }
  })

  it(
    'answers any changed, forged or hostile values with 201 or a readable 4xx, and stores only what the schema accepts',
    async () => {
      let accepted = 0
      await checkProperty(
        runs.values,
        fc.asyncProperty(mutations(form.fields, form.freeText), async (changes) => {
          const { text } = applyMutations(form.valid(newMarker()), changes)
          const response = await sendAndCheck(form, text)
          if (response.status === 201) accepted += 1
        }),
      )
      // The generators are meant to reach both sides; a run that only refuses proves little.
      expect(accepted).toBeGreaterThan(runs.values / 10)
      expect(accepted).toBeLessThan(runs.values)
    },
    timeout,
  )

  it(
    'refuses malformed bodies and false content types with a readable 4xx and stores nothing',
    async () => {
      await checkProperty(
        runs.malformed,
        fc.asyncProperty(
          malformedBodies,
          contentTypes,
          fc.option(fc.nat({ max: 10_000_000 })),
          async (body, contentType, declaredLength) => {
            const before = await count(form)
            const headers: Record<string, string> = { 'content-type': contentType }
            if (declaredLength !== null) headers['content-length'] = String(declaredLength)
            const response = await submit(payload, form.form, {}, { body, headers })
            expectReadableRefusal(response.status, response.body)
            expect(await count(form)).toBe(before)
          },
        ),
      )
    },
    timeout,
  )
})

describe('the client address the front reports', () => {
  it(
    'never breaks the rate limiter: any address gets 201 or 429',
    async () => {
      const form = publicForm('contact')
      await checkProperty(
        runs.addresses,
        fc.asyncProperty(clientAddresses, async (address) => {
          const valid = form.valid(newMarker())
          const response = await send(form, JSON.stringify(valid), address)
          if (response.status === 201) {
            const rows = await rowsWithKey(payload, form.slug, String(valid.submissionKey))
            expect(rows).toHaveLength(1)
            remove(form.slug, rows[0].id)
          } else {
            expect(response.status).toBe(429)
            expectReadableRefusal(response.status, response.body)
            expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
          }
        }),
      )
    },
    timeout,
  )
})

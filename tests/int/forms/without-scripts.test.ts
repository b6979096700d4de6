import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { chooseFileAgain, submitFormData } from '@/submissions/pipeline/without-scripts'
import type { FormName, FormState } from '@/submissions/pipeline/response'

import { pdf } from '../../helpers/documents'
import {
  validContact,
  validJobApplication,
  validMarketReport,
  validQuote,
} from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { newMarker, randomAddress } from './submit'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/**
 * A form as the browser posts it without JavaScript: every text field as typed, a ticked box as
 * "on", an unticked one left out, no submission key (the static page cannot hold one), and
 * React's own fields beside them.
 */
function browserPost(values: Record<string, unknown>, files: Record<string, File> = {}) {
  const formData = new FormData()
  formData.append('$ACTION_ID_0123456789abcdef', '')
  formData.append('locale', 'en')
  for (const [field, value] of Object.entries(values)) {
    if (field === 'submissionKey') continue
    if (value === true) formData.append(field, 'on')
    else if (value !== false && value !== undefined) formData.append(field, String(value))
  }
  for (const [field, file] of Object.entries(files)) formData.append(field, file)
  return formData
}

async function send(
  form: FormName,
  formData: FormData,
  client = randomAddress(),
  referer: string | null = null,
) {
  const afterResponse: (() => Promise<void>)[] = []
  const result = await submitFormData(
    form,
    formData,
    { client, referer },
    {
      payload,
      afterResponse: (task) => afterResponse.push(task),
    },
  )
  return result
}

async function stored(slug: CollectionSlug, field: string, marker: string) {
  const { docs } = await payload.find({
    collection: slug,
    where: { [field]: { equals: marker } },
    depth: 0,
  })
  return docs as unknown as Record<string, unknown>[]
}

/** The reference a stored submission is given, e.g. "QR-000042". */
const referenceOf = (prefix: string, doc: Record<string, unknown> | undefined) =>
  `${prefix}-${String(doc?.id).padStart(6, '0')}`

const sentBack = (result: Awaited<ReturnType<typeof send>>) => {
  expect(result.stored).toBe(false)
  return (result as { state: Extract<FormState, { status: 'refused' }> }).state
}

describe('a form posted without JavaScript', () => {
  it('is stored with the ticked consent, status new and a key of its own, and gives its reference', async () => {
    const marker = newMarker()
    const result = await send('quote', browserPost(validQuote(marker)))
    const [doc, ...others] = await stored('quote-requests', 'companyName', marker)
    expect(result).toEqual({ stored: true, reference: referenceOf('QR', doc) })
    expect(others).toEqual([])
    expect(doc).toMatchObject({ status: 'new', phone: '+2348012345678', budget: '50k-100k' })
    expect(doc.consentGivenAt).toEqual(expect.any(String))
    expect(doc.submissionKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-/)
  })

  it('keeps the campaign in the address of the page it was sent from, its Referer', async () => {
    const marker = newMarker()
    const page = 'https://www.example.com/fr/get-quote?utm_source=linkedin&utm_campaign=q1-ghana'
    await send('quote', browserPost(validQuote(marker)), randomAddress(), page)
    const [doc] = await stored('quote-requests', 'companyName', marker)
    const landing = {
      source: 'linkedin',
      campaign: 'q1-ghana',
      landingPath: '/fr/get-quote',
      at: doc.createdAt,
    }
    expect(doc.attribution).toMatchObject({ firstTouch: landing, lastTouch: landing })
  })

  it('is stored once when the browser sends the same fill twice', async () => {
    const marker = newMarker()
    const values = validContact(marker)
    const [first, second] = await Promise.all([
      send('contact', browserPost(values)),
      send('contact', browserPost(values)),
    ])
    const [doc, ...others] = await stored('contact-submissions', 'firstName', marker)
    expect(others).toEqual([])
    // Both told the one stored submission's reference.
    const told = { stored: true, reference: referenceOf('CM', doc) }
    expect([first, second]).toEqual([told, told])
  })

  it('keeps the key a script gave the fill, so a retry of it is stored once', async () => {
    const marker = newMarker()
    const values = validContact(marker)
    const formData = browserPost(values)
    formData.append('submissionKey', values.submissionKey)
    const result = await send('contact', formData)
    const [doc] = await stored('contact-submissions', 'firstName', marker)
    expect(result).toEqual({ stored: true, reference: referenceOf('CM', doc) })
    expect(doc.submissionKey).toBe(values.submissionKey)
  })

  it('says so when the e-mail a stored request promised was not sent: its mailbox had all its confirmations for today', async () => {
    const mailbox = `withheld-${randomUUID().slice(0, 8)}`
    const addresses = ['', '+1', '+2', '+3'].map((tag) => `${mailbox}${tag}@example.com`)
    try {
      const results = []
      for (const email of addresses) {
        results.push(
          await send('market-report', browserPost({ ...validMarketReport(newMarker()), email })),
        )
      }
      const told = { stored: true, reference: expect.stringMatching(/^MR-\d{6}$/) }
      expect(results).toEqual([told, told, told, { ...told, confirmationWithheld: true }])
    } finally {
      await payload.delete({
        collection: 'market-report-requests',
        where: { email: { in: addresses } },
      })
    }
  })

  it('comes back with each message and every answer when the consent box is left unticked', async () => {
    const marker = newMarker()
    const state = sentBack(
      await send(
        'contact',
        browserPost({ ...validContact(marker), privacy: false, email: 'ada@' }),
      ),
    )
    expect(state).toMatchObject({
      message: 'Please correct the highlighted fields.',
      fieldErrors: {
        privacy: 'You must agree to the privacy policy.',
        email: 'Please enter a valid email address',
      },
      values: { firstName: marker, email: 'ada@', privacy: false, serviceInterest: 'vas' },
    })
    expect(state.values).not.toHaveProperty('website')
    expect(await stored('contact-submissions', 'firstName', marker)).toEqual([])
  })

  it('answers a filled honeypot as if stored, and stores nothing', async () => {
    const marker = newMarker()
    const result = await send('contact', browserPost({ ...validContact(marker), website: 'x.io' }))
    expect(result).toEqual({ stored: true })
    expect(await stored('contact-submissions', 'firstName', marker)).toEqual([])
  })

  it('counts against the same rate limit as the scripted form', async () => {
    const client = randomAddress()
    const results = []
    for (let attempt = 0; attempt < 11; attempt++) {
      results.push(await send('contact', browserPost({ firstName: 'x' }), client))
    }
    expect(sentBack(results[9]).message).toBe('Please correct the highlighted fields.')
    expect(sentBack(results[10]).message).toMatch(/^Too many submissions from your network/)
  })

  it('refuses text beyond the size limit without storing anything', async () => {
    const marker = newMarker()
    const formData = browserPost({ ...validContact(marker), message: 'x'.repeat(70_000) })
    expect(sentBack(await send('contact', formData)).message).toBe('The form is too large to send.')
    expect(await stored('contact-submissions', 'firstName', marker)).toEqual([])
  })

  it('stores a job application with its résumé, checked by content', async () => {
    const marker = newMarker()
    const resume = new File([new Uint8Array(pdf())], 'my cv.pdf', { type: 'application/pdf' })
    const formData = browserPost(validJobApplication(marker), { resume })
    const result = await send('job-application', formData)
    const [doc] = await stored('career-applications', 'firstName', marker)
    expect(result).toEqual({ stored: true, reference: referenceOf('JA', doc) })
    expect(doc).toMatchObject({ resume: expect.any(Number), updates: true })
  })

  it('asks for the files again when a job application comes back', async () => {
    const marker = newMarker()
    const resume = new File([new Uint8Array(pdf())], 'cv.pdf', { type: 'application/pdf' })
    const formData = browserPost({ ...validJobApplication(marker), location: '' }, { resume })
    const state = sentBack(await send('job-application', formData))
    expect(state.fieldErrors).toMatchObject({
      location: 'Please enter your current location',
      resume: chooseFileAgain,
    })
    expect(state.values).not.toHaveProperty('resume')
  })

  it('refuses a file whose content is not a document under its field', async () => {
    const marker = newMarker()
    const resume = new File(['GIF89a not a résumé'], 'cv.pdf', { type: 'application/pdf' })
    const state = sentBack(
      await send('job-application', browserPost(validJobApplication(marker), { resume })),
    )
    expect(state.fieldErrors.resume).toBe('Resume must be a PDF, DOC or DOCX file of at most 5 MB')
  })
})

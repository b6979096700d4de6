import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { directSendWindowMs } from '@/server/email'

import { testPayload } from '../../helpers/payload'
import { validContact, validPartnership, validQuote } from '../../helpers/form-values'
import { emailJobsTo as emailJobsOf, newMarker, randomAddress, submit } from './submit'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const forms = [
  {
    form: 'contact',
    slug: 'contact-submissions',
    marker: 'firstName',
    valid: validContact,
    prefix: 'CM',
  },
  {
    form: 'quote',
    slug: 'quote-requests',
    marker: 'companyName',
    valid: validQuote,
    prefix: 'QR',
  },
  {
    form: 'partnership',
    slug: 'partnership-applications',
    marker: 'company',
    valid: validPartnership,
    prefix: 'PA',
  },
] as const

async function stored(slug: CollectionSlug, field: string, marker: string) {
  const { docs } = await payload.find({
    collection: slug,
    where: { [field]: { equals: marker } },
    depth: 0,
  })
  return docs as unknown as Record<string, unknown>[]
}

const emailJobsTo = (address: string) => emailJobsOf(payload, address)

describe.each(forms)('the $form form', ({ form, slug, marker: markerField, valid, prefix }) => {
  it('stores a valid submission with status new, the consent time and the trimmed values, and answers its reference', async () => {
    const marker = newMarker()
    const before = Date.now()
    const values = { ...valid(marker), email: '  someone@example.com  ' }
    const response = await submit(payload, form, values)
    const [doc, ...others] = await stored(slug, markerField, marker)
    expect(response).toMatchObject({ status: 201 })
    expect(response.body).toEqual({
      ok: true,
      reference: `${prefix}-${String(doc.id).padStart(6, '0')}`,
    })
    expect(others).toHaveLength(0)
    expect(doc).toMatchObject({
      status: 'new',
      email: 'someone@example.com',
      submissionKey: values.submissionKey,
    })
    expect(new Date(String(doc.consentGivenAt)).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(doc).not.toHaveProperty('terms')
    expect(doc).not.toHaveProperty('privacy')
  })

  it('ignores the status, consent time and any other field a visitor posts', async () => {
    const marker = newMarker()
    const forged = '2001-01-01T00:00:00.000Z'
    const values = { ...valid(marker), status: 'completed', consentGivenAt: forged, id: 999_999 }
    expect((await submit(payload, form, values)).status).toBe(201)
    const [doc] = await stored(slug, markerField, marker)
    expect(doc.status).toBe('new')
    expect(doc.consentGivenAt).not.toBe(forged)
    expect(doc.id).not.toBe(999_999)
  })

  it('refuses an empty form with a message for each required field and stores nothing', async () => {
    const before = await payload.count({ collection: slug })
    const response = await submit(payload, form, {})
    expect(response.status).toBe(400)
    if (response.body.ok) throw new Error('expected a refusal')
    expect(response.body.fieldErrors).toMatchObject({
      email: 'Please enter a valid email address',
      submissionKey: 'This form has expired. Please reload the page and try again.',
    })
    expect(await payload.count({ collection: slug })).toEqual(before)
  })

  it('pretends to accept a filled honeypot and stores nothing', async () => {
    const marker = newMarker()
    const response = await submit(payload, form, { ...valid(marker), website: 'http://spam' })
    expect(response).toMatchObject({ status: 201 })
    // Nothing was stored, so there is no reference to give.
    expect(response.body).toEqual({ ok: true })
    expect(await stored(slug, markerField, marker)).toHaveLength(0)
  })

  it('answers a repeated submission like the first and stores it once', async () => {
    const marker = newMarker()
    const values = valid(marker)
    const first = await submit(payload, form, values)
    const again = await submit(payload, form, values)
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    expect(await stored(slug, markerField, marker)).toHaveLength(1)
  })

  it('stores a double-clicked submission once, even when the requests race', async () => {
    const marker = newMarker()
    const values = valid(marker)
    const responses = await Promise.all([1, 2, 3].map(() => submit(payload, form, values)))
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201])
    const [doc, ...others] = await stored(slug, markerField, marker)
    expect(others).toHaveLength(0)
    // Each told the one stored submission's reference.
    const reference = `${prefix}-${String(doc.id).padStart(6, '0')}`
    expect(responses.map((response) => response.body)).toEqual(
      [1, 2, 3].map(() => ({ ok: true, reference })),
    )
  })
})

describe('the quote form', () => {
  it('answers each rule of the spec with its exact message', async () => {
    const response = await submit(payload, 'quote', {
      ...validQuote('x'),
      country: 'Atlantis',
      phone: '',
      serviceType: '',
      timeline: 'soon',
      terms: false,
    })
    expect(response.status).toBe(400)
    if (response.body.ok) throw new Error('expected a refusal')
    expect(response.body.fieldErrors).toEqual({
      companyName: 'Company name must be at least 2 characters',
      country: 'Please select your country',
      phone: 'Please enter a valid phone number',
      serviceType: 'Please select a service type',
      timeline: 'Please select your timeline',
      terms: 'You must agree to the terms.',
    })
  })
})

describe('abuse limits', () => {
  it('refuses the 11th submission of a client within the window with 429, a message and Retry-After', async () => {
    const ip = randomAddress()
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await submit(payload, 'contact', {}, { ip })).status).toBe(400)
    }
    const refused = await submit(payload, 'contact', validContact(newMarker()), { ip })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many submissions from your network\. Please try again/),
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await submit(payload, 'quote', validQuote(newMarker()), { ip })).status).toBe(201)
  })

  it('refuses a body over 64 KB with 413 before storing anything', async () => {
    const marker = newMarker()
    const values = { ...validQuote(marker), projectDescription: 'x'.repeat(70 * 1024) }
    const response = await submit(payload, 'quote', values)
    expect(response.status).toBe(413)
    expect(await stored('quote-requests', 'companyName', marker)).toHaveLength(0)
  })

  it('refuses a body that is not JSON with 415', async () => {
    const response = await submit(payload, 'quote', {}, { body: 'companyName=Acme' })
    expect(response.status).toBe(415)
  })

  it('refuses text over its length cap with a message', async () => {
    const response = await submit(payload, 'partnership', {
      ...validPartnership(newMarker()),
      company: 'x'.repeat(201),
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      fieldErrors: { company: 'Please use at most 200 characters' },
    })
  })

  it('answers an unknown form with 404', async () => {
    expect((await submit(payload, 'newsletter' as never, {})).status).toBe(404)
  })
})

describe('under concurrent load', () => {
  it('stores more submissions at once than the pool has connections, none waiting on another', async () => {
    const started = Date.now()
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        submit(payload, 'contact', {
          ...validContact(newMarker()),
          email: `load-${randomUUID()}@example.com`,
        }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(201))
    // Counting a confirmation inside a submission's transaction once drew a second connection
    // from the same pool: at 10 in flight every connection waited for another until the timeout.
    expect(Date.now() - started).toBeLessThan(8000)
  })
})

describe('e-mails', () => {
  it("log neither the visitor's name nor address, only the reference", async () => {
    const visitor = `logged-${randomUUID()}@example.com`
    const marker = newMarker()
    const lines: string[] = []
    const spies = (['info', 'warn'] as const).map((level) =>
      vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => {
        lines.push(JSON.stringify(args))
      }) as never),
    )
    try {
      const response = await submit(payload, 'contact', { ...validContact(marker), email: visitor })
      expect(response.status).toBe(201)
      await response.afterResponse[0]()
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    const [stored] = await payload
      .find({ collection: 'contact-submissions', where: { email: { equals: visitor } }, depth: 0 })
      .then(({ docs }) => docs)
    const logged = lines.join('\n')
    expect(logged).toContain(`CM-${String(stored.id).padStart(6, '0')}`)
    expect(logged).not.toContain(visitor)
    expect(logged).not.toContain(marker)
  })

  it('queues the staff notification and the visitor confirmation, and sends them after the response', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const visitor = `visitor-${randomUUID()}@example.com`
    const response = await submit(payload, 'partnership', {
      ...validPartnership(newMarker()),
      email: visitor,
    })
    expect(response.status).toBe(201)

    const [stored] = await payload
      .find({
        collection: 'partnership-applications',
        where: { email: { equals: visitor } },
        depth: 0,
      })
      .then(({ docs }) => docs)
    const reference = `PA-${String(stored.id).padStart(6, '0')}`
    // The reference the e-mails give is the one the admin shows.
    expect(stored.reference).toBe(reference)
    const [confirmation] = await emailJobsTo(visitor)
    expect(confirmation.input).toMatchObject({
      subject: `We received your partnership application (${reference})`,
    })
    const staff = (await emailJobsTo(settings.notifications!.partnershipEmail)).find(
      (job) => (job.input as { replyTo?: string }).replyTo === visitor,
    )
    expect(staff?.input).toMatchObject({
      subject: `New partnership application ${reference}`,
      text: expect.stringContaining('Partnership Type: Channel Partnership'),
    })
    expect((staff?.input as { text: string }).text).toContain('from Kwame Mensah')

    expect(response.afterResponse).toHaveLength(1)
    await response.afterResponse[0]()
    expect(await emailJobsTo(visitor)).toHaveLength(0)
  })

  it('keeps the submission when sending fails, with the e-mail left for a retry', async () => {
    const visitor = `visitor-${randomUUID()}@example.com`
    const marker = newMarker()
    const submittedAt = Date.now()
    const response = await submit(payload, 'contact', { ...validContact(marker), email: visitor })
    const sendEmail = payload.sendEmail
    payload.sendEmail = () => Promise.reject(new Error('mail server down'))
    try {
      await response.afterResponse[0]()
    } finally {
      payload.sendEmail = sendEmail
    }
    expect(await stored('contact-submissions', 'firstName', marker)).toHaveLength(1)
    // Still queued, for the job schedule once the direct-send window has passed.
    const [job] = await emailJobsTo(visitor)
    expect(job).toMatchObject({ completedAt: null, hasError: false, processing: false })
    expect(new Date(job.waitUntil!).getTime()).toBeGreaterThanOrEqual(
      submittedAt + directSendWindowMs,
    )
  })

  it("confirms with the reference and the visitor's choices, never with text they typed", async () => {
    const visitor = `visitor-${randomUUID()}@example.com`
    const marker = newMarker()
    const typed = `Click http://spam.example/${marker} now`
    await submit(payload, 'quote', {
      ...validQuote(typed),
      contactName: typed,
      projectDescription: typed,
      email: visitor,
    })
    const [confirmation] = await emailJobsTo(visitor)
    const { subject, text } = confirmation.input as { subject: string; text: string }
    expect(`${subject}\n${text}`).not.toContain(marker)
    expect(text).toMatch(/Your reference is QR-\d{6}/)
    expect(text).toContain('Service Type: Fintech Solutions')
    expect(text).toContain('Budget Range: $50,000-$100,000')
  })

  it('sends at most three confirmations a day to one address, and tells staff of every submission', async () => {
    const visitor = `Flooded-${randomUUID()}@Example.com`
    for (let sent = 0; sent < 5; sent++) {
      const response = await submit(payload, 'contact', {
        ...validContact(newMarker()),
        email: sent % 2 ? visitor.toLowerCase() : visitor,
      })
      expect(response.status).toBe(201)
    }
    const confirmations = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.subject': { like: 'We received your contact message' } },
      limit: 1000,
      depth: 0,
    })
    const toVisitor = confirmations.docs.filter(
      (job) => (job.input as { to: string }).to.toLowerCase() === visitor.toLowerCase(),
    )
    expect(toVisitor).toHaveLength(3)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const staff = (await emailJobsTo(settings.notifications!.contactEmail)).filter(
      (job) => (job.input as { replyTo?: string }).replyTo?.toLowerCase() === visitor.toLowerCase(),
    )
    expect(staff).toHaveLength(5)
  })

  it('queues nothing for a refused submission', async () => {
    const visitor = `visitor-${randomUUID()}@example.com`
    await submit(payload, 'quote', { ...validQuote(newMarker()), email: visitor, budget: '' })
    expect(await emailJobsTo(visitor)).toHaveLength(0)
  })
})

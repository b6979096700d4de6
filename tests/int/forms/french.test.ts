import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../helpers/payload'
import { validContact, validQuote } from '../../helpers/form-values'
import { emailJobsTo as emailJobsOf, newMarker, submit } from './submit'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const inFrench = { headers: { 'content-language': 'fr' } }

const emailJobsTo = async (address: string) =>
  (await emailJobsOf(payload, address)).map((job) => job.input as { subject: string; text: string })

const quoteWith = async (companyName: string) => {
  const { docs } = await payload.find({
    collection: 'quote-requests',
    where: { companyName: { equals: companyName } },
    depth: 0,
  })
  return docs
}

describe('a form sent from a French page', () => {
  it('is stored with its language, and confirmed in French with the choices in French', async () => {
    const visitor = `visiteur-${randomUUID()}@example.com`
    const marker = newMarker()
    const response = await submit(
      payload,
      'quote',
      { ...validQuote(marker), email: visitor },
      inFrench,
    )
    expect(response.status).toBe(201)

    const [doc] = await quoteWith(marker)
    expect(doc.language).toBe('fr')
    const [confirmation] = await emailJobsTo(visitor)
    expect(confirmation.subject).toMatch(
      /^Nous avons bien reçu votre demande de devis \(QR-\d{6}\)$/,
    )
    expect(confirmation.text).toContain('Bonjour,')
    expect(confirmation.text).toMatch(/Votre référence est QR-\d{6}/)
    expect(confirmation.text).toContain('Type de service : Solutions fintech')
    expect(confirmation.text).toContain('Fourchette budgétaire : 50 000 $ à 100 000 $')
    expect(confirmation.text).not.toContain('Thank you')
  })

  it('tells staff in English which language the visitor used', async () => {
    const marker = newMarker()
    await submit(payload, 'quote', validQuote(marker), inFrench)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.text': { like: marker } },
      depth: 0,
    })
    const staff = docs.map((job) => job.input as { to: string; text: string })
    expect(staff.map(({ to }) => to)).toEqual([settings.notifications?.quoteEmail])
    expect(staff[0].text).toContain('Language: French')
    expect(staff[0].text).toContain('Service Type: Fintech Solutions')
  })

  it('is refused in French: the form message and each field message', async () => {
    const response = await submit(
      payload,
      'contact',
      { ...validContact(newMarker()), firstName: 'A', email: 'not-an-address', privacy: false },
      inFrench,
    )
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      ok: false,
      message: 'Veuillez corriger les champs signalés.',
      fieldErrors: {
        firstName: 'Le prénom doit comporter au moins 2 caractères',
        email: 'Veuillez saisir une adresse e-mail valide',
        privacy: 'Vous devez accepter la politique de confidentialité.',
      },
    })
  })

  it('keeps English for a form sent from an English page, and for an unknown language', async () => {
    for (const headers of [{}, { 'content-language': 'de' }] as Record<string, string>[]) {
      const marker = newMarker()
      const refused = await submit(
        payload,
        'quote',
        { ...validQuote(marker), terms: false },
        { headers },
      )
      expect(refused.body).toMatchObject({
        message: 'Please correct the highlighted fields.',
        fieldErrors: { terms: 'You must agree to the terms.' },
      })
      await submit(payload, 'quote', validQuote(marker), { headers })
      expect((await quoteWith(marker))[0].language).toBe('en')
    }
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { countUntranslated } from '@/admin/translations/status'
import { productsFr } from '@/seed/data/products/fr'
import { overlay } from '@/seed/french'

import { testPayload } from '../../helpers/payload'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'products', where: { id: { in: created } } })
})

/** A document's data without the ids of its array rows, to create a copy of it. */
const withoutRowIds = <T>(data: T): T =>
  JSON.parse(JSON.stringify(data), (key, value) => (key === 'id' ? undefined : value)) as T

/** A copy of the VAS product in English only, under a slug of its own. */
async function englishOnlyProduct(slug: string) {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: 'vas' } },
  })
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    translationStatus: _t,
    missingFrench: _m,
    ...vas
  } = docs[0]
  const product = await payload.create({
    collection: 'products',
    data: { ...withoutRowIds(vas), slug, order: 99 },
    depth: 0,
    context: { seeding: true },
  })
  created.push(product.id)
  return product.id
}

describe("a document's French status", () => {
  it('says which fields have English but no French, and counts on the Overview', async () => {
    const id = await englishOnlyProduct(`untranslated-${Date.now()}`)
    const product = await payload.findByID({ collection: 'products', id, depth: 0 })
    expect(product.translationStatus).toBe('missing')
    const missing = product.missingFrench!.split(', ')
    expect(missing).toEqual(expect.arrayContaining(['title', 'tagline', 'features.0.title']))
    expect(missing).not.toContain('slug')

    const counts = await countUntranslated(payload, ['products'], ['home-page'])
    expect(counts).toContainEqual(
      expect.objectContaining({ collection: 'products', count: expect.any(Number) }),
    )
    expect(counts.find(({ collection }) => collection === 'home-page')).toBeUndefined()
  })

  it('becomes complete once the French is saved, and lists what a new English field lacks', async () => {
    const id = await englishOnlyProduct(`translated-${Date.now()}`)
    const english = await payload.findByID({ collection: 'products', id, depth: 0 })
    await payload.update({
      collection: 'products',
      id,
      locale: 'fr',
      data: overlay(english, productsFr.vas) as never,
      context: { seeding: true },
    })
    expect(
      (await payload.findByID({ collection: 'products', id, depth: 0 })).translationStatus,
    ).toBe('complete')

    await payload.update({
      collection: 'products',
      id,
      data: { benefits: [...(english.benefits ?? []), { text: 'A benefit only English has' }] },
      context: { seeding: true },
    })
    const changed = await payload.findByID({ collection: 'products', id, depth: 0 })
    expect(changed.translationStatus).toBe('missing')
    expect(changed.missingFrench).toBe(`benefits.${english.benefits!.length}.text`)
  })

  it('shows the English on /fr where the French is missing', async () => {
    const id = await englishOnlyProduct(`fallback-${Date.now()}`)
    const french = await payload.findByID({ collection: 'products', id, locale: 'fr', depth: 0 })
    const english = await payload.findByID({ collection: 'products', id, depth: 0 })
    expect(french.title).toBe(english.title)
  })
})

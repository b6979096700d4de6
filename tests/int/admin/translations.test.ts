import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { countUntranslated } from '@/admin/translations/missing-french'
import { productsFr } from '@/seed/data/products/fr'
import { overlay } from '@/seed/french'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'

let payload: Payload
let users: RoleUsers
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterAll(async () => {
  await payload.delete({ collection: 'products', where: { id: { in: created } } })
  await deleteRoleUsers(payload, users)
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

/** What the admin's list of a collection with drafts reads: each document's latest version. */
const listedAsMissing = async (collection: 'products' | 'regions' | 'pages') =>
  (
    await payload.find({
      collection,
      draft: true,
      where: { translationStatus: { equals: 'missing' } },
      depth: 0,
      limit: 0,
    })
  ).docs.map((doc) => doc.slug)

describe('the seeded content', () => {
  it('has its French everywhere staff look: the lists, the document, ?draft=true and the Overview', async () => {
    for (const collection of ['products', 'regions', 'pages'] as const) {
      expect(await listedAsMissing(collection), collection).toEqual([])
      const { docs } = await payload.find({ collection, draft: true, depth: 0, limit: 0 })
      expect(docs.length, collection).toBeGreaterThan(0)
      for (const doc of docs) {
        const { body } = await rest('GET', `/api/${collection}/${doc.id}?draft=true&depth=0`, {
          token: users.editor.token,
        })
        expect([doc.slug, body.translationStatus]).toEqual([doc.slug, 'complete'])
      }
    }
    for (const global of payload.globals.config.filter((config) =>
      config.fields.some((field) => 'name' in field && field.name === 'translationStatus'),
    )) {
      const { body } = await rest('GET', `/api/globals/${global.slug}?draft=true&depth=0`, {
        token: users.editor.token,
      })
      expect([global.slug, body.translationStatus]).toEqual([global.slug, 'complete'])
    }
    expect(
      await countUntranslated(
        payload,
        ['products', 'regions', 'pages'],
        payload.globals.config.map((global) => global.slug),
      ),
    ).toEqual([])
  })
})

describe("a document's French status", () => {
  it('says which fields have English but no French, and counts on the Overview', async () => {
    const id = await englishOnlyProduct(`untranslated-${Date.now()}`)
    const product = await payload.findByID({ collection: 'products', id, depth: 0 })
    expect(product.translationStatus).toBe('missing')
    const missing = product.missingFrench!.split(', ')
    // Named as the editor sees them in the admin, not as paths ("features.0.title").
    expect(missing).toEqual(expect.arrayContaining(['Title', 'Tagline', 'Feature 1 › Title']))
    expect(missing).not.toContain('Slug')

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
    expect(changed.missingFrench).toBe(`Benefit ${english.benefits!.length + 1} › Text`)
  })

  it('describes the latest draft, alike in the list, the document, ?draft=true and the Overview', async () => {
    const slug = `drafted-${Date.now()}`
    const id = await englishOnlyProduct(slug)
    const english = await payload.findByID({ collection: 'products', id, depth: 0 })
    await payload.update({
      collection: 'products',
      id,
      locale: 'fr',
      data: overlay(english, productsFr.vas) as never,
      context: { seeding: true },
    })
    /** The status as each place staff look at reads it. */
    const statusEverywhere = async () => {
      const draft = await rest('GET', `/api/products/${id}?draft=true&depth=0`, {
        token: users.editor.token,
      })
      const document = await payload.findByID({ collection: 'products', id, draft: true })
      // The Overview counts with this query (countUntranslated), here for this product alone.
      const overview = await payload.count({
        collection: 'products',
        where: { id: { equals: id }, translationStatus: { equals: 'missing' } },
      })
      return {
        list: (await listedAsMissing('products')).includes(slug) ? 'missing' : 'complete',
        document: document.translationStatus,
        draft: draft.body.translationStatus,
        overview: overview.totalDocs > 0 ? 'missing' : 'complete',
      }
    }
    const everywhere = (status: string) => ({
      list: status,
      document: status,
      draft: status,
      overview: status,
    })
    expect(await statusEverywhere()).toEqual(everywhere('complete'))

    const benefits = [...(english.benefits ?? []), { text: 'A benefit drafted in English' }]
    await rest('PATCH', `/api/products/${id}?draft=true&locale=en`, {
      token: users.editor.token,
      body: { benefits },
    })
    expect(await statusEverywhere()).toEqual(everywhere('missing'))
    const draft = await payload.findByID({ collection: 'products', id, draft: true, depth: 0 })
    expect(draft.missingFrench).toBe(`Benefit ${english.benefits!.length + 1} › Text`)

    const frenchBenefits = draft.benefits!.map((row, index) => ({
      id: row.id,
      text: index === english.benefits!.length ? 'Un avantage rédigé en anglais' : undefined,
    }))
    await rest('PATCH', `/api/products/${id}?draft=true&locale=fr`, {
      token: users.editor.token,
      body: { benefits: frenchBenefits },
    })
    expect(await statusEverywhere()).toEqual(everywhere('complete'))
  })

  it('shows the English on /fr where the French is missing', async () => {
    const id = await englishOnlyProduct(`fallback-${Date.now()}`)
    const french = await payload.findByID({ collection: 'products', id, locale: 'fr', depth: 0 })
    const english = await payload.findByID({ collection: 'products', id, depth: 0 })
    expect(french.title).toBe(english.title)
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'

/**
 * Editors publish one language at a time, as the admin's "Publish in …" button does: publishing
 * the French leaves an unfinished English draft unpublished, and the reverse.
 */

let payload: Payload
let users: RoleUsers
const madeProducts: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterAll(async () => {
  await payload.delete({ collection: 'products', where: { id: { in: madeProducts } } })
  await deleteRoleUsers(payload, users)
})

/** A product published in both languages. */
async function publishedProduct() {
  const product = await payload.create({
    collection: 'products',
    data: {
      title: 'Per-language product',
      slug: `per-language-${Date.now()}-${madeProducts.length}`,
      tagline: 'Published tagline',
      summary: 'A product published one language at a time.',
      description: 'Exists only while the per-language tests run.',
      benefits: [{ text: 'Published benefit' }],
      _status: 'published',
    },
  })
  madeProducts.push(product.id)
  await payload.update({
    collection: 'products',
    id: product.id,
    locale: 'fr',
    data: {
      title: 'Produit par langue',
      tagline: 'Slogan publié',
      summary: 'Un produit publié une langue à la fois.',
      description: 'N’existe que le temps des tests.',
      benefits: [{ id: product.benefits![0].id, text: 'Avantage publié' }],
      _status: 'published',
    },
  })
  return product.id
}

/** What the editor's form sends: the whole document in the language shown, as a draft or published. */
async function saveAs(
  id: number,
  locale: 'en' | 'fr',
  change: Record<string, unknown>,
  action: 'draft' | 'publish',
) {
  const { body: doc } = await rest(
    'GET',
    `/api/products/${id}?draft=true&depth=0&locale=${locale}&fallback-locale=null`,
    { token: users.editor.token },
  )
  const query =
    action === 'draft'
      ? `draft=true&locale=${locale}`
      : `locale=${locale}&publishSpecificLocale=${locale}`
  const saved = await rest('PATCH', `/api/products/${id}?depth=0&${query}`, {
    token: users.editor.token,
    body: { ...doc, ...change, _status: action === 'draft' ? 'draft' : 'published' },
  })
  expect(saved.status).toBe(200)
}

/** What a visitor reads (published), or the editor's latest draft. */
async function read(id: number, locale: 'en' | 'fr', draft = false) {
  const { status, body } = await rest(
    'GET',
    `/api/products/${id}?depth=0&locale=${locale}&draft=${draft}`,
    { token: draft ? users.editor.token : undefined },
  )
  expect(status).toBe(200)
  return { tagline: body.tagline, benefits: body.benefits.map((row: { text: string }) => row.text) }
}

describe('publishing one language', () => {
  it('publishes the French and leaves an unfinished English draft unpublished', async () => {
    const id = await publishedProduct()
    await saveAs(id, 'en', { tagline: 'Unfinished English tagline' }, 'draft')
    await saveAs(id, 'fr', { tagline: 'Slogan corrigé' }, 'publish')

    expect(await read(id, 'fr')).toEqual({
      tagline: 'Slogan corrigé',
      benefits: ['Avantage publié'],
    })
    expect(await read(id, 'en')).toEqual({
      tagline: 'Published tagline',
      benefits: ['Published benefit'],
    })
    expect((await read(id, 'en', true)).tagline).toBe('Unfinished English tagline')
    expect((await read(id, 'fr', true)).tagline).toBe('Slogan corrigé')

    await saveAs(id, 'en', {}, 'publish')
    expect((await read(id, 'en')).tagline).toBe('Unfinished English tagline')
    expect((await read(id, 'fr')).tagline).toBe('Slogan corrigé')
  })
})

describe('a product not on the site yet', () => {
  it('is published in every language, not only the one shown', async () => {
    const product = await payload.create({
      collection: 'products',
      draft: true,
      data: {
        title: 'Not yet published',
        slug: `per-language-new-${Date.now()}`,
        tagline: 'English tagline',
        summary: 'A product first published from its French.',
        description: 'Exists only while the per-language tests run.',
        _status: 'draft',
      },
    })
    madeProducts.push(product.id)
    await saveAs(
      product.id,
      'fr',
      {
        title: 'Pas encore publié',
        tagline: 'Slogan',
        summary: 'Un produit publié d’abord en français.',
        description: 'N’existe que le temps des tests.',
      },
      'publish',
    )
    expect((await read(product.id, 'fr')).tagline).toBe('Slogan')
    expect((await read(product.id, 'en')).tagline).toBe('English tagline')
  })
})

describe('a page global', () => {
  const headingOf = async (locale: 'en' | 'fr', token?: string) =>
    (
      await rest(
        'GET',
        `/api/globals/about-page?depth=0&locale=${locale}&draft=${Boolean(token)}`,
        {
          token,
        },
      )
    ).body.hero.heading as string

  it('publishes its French and leaves an unfinished English draft unpublished', async () => {
    const [english, french] = [await headingOf('en'), await headingOf('fr')]
    const draft = await rest('POST', '/api/globals/about-page?draft=true&locale=en', {
      token: users.editor.token,
      body: { hero: { heading: 'An English heading in the making' }, _status: 'draft' },
    })
    expect(draft.status).toBe(200)
    const { body: frenchDoc } = await rest(
      'GET',
      '/api/globals/about-page?draft=true&depth=0&locale=fr&fallback-locale=null',
      { token: users.editor.token },
    )
    const published = await rest(
      'POST',
      '/api/globals/about-page?depth=0&locale=fr&publishSpecificLocale=fr',
      {
        token: users.editor.token,
        body: {
          ...frenchDoc,
          hero: { ...frenchDoc.hero, heading: `${french} (revu)` },
          _status: 'published',
        },
      },
    )
    expect(published.status).toBe(200)

    expect(await headingOf('fr')).toBe(`${french} (revu)`)
    expect(await headingOf('en')).toBe(english)
    expect(await headingOf('en', users.editor.token)).toBe('An English heading in the making')

    const restored = await rest('POST', '/api/globals/about-page?depth=0', {
      token: users.editor.token,
      body: { hero: { heading: english }, _status: 'published' },
    })
    expect(restored.status).toBe(200)
  })
})

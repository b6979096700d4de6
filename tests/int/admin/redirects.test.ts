import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'

let payload: Payload
let users: RoleUsers
const made: { collection: CollectionSlug; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
})

afterAll(async () => {
  for (const { collection, id } of made.reverse()) {
    await payload.delete({ collection, id }).catch(() => undefined)
  }
  await payload.delete({ collection: 'redirects', where: { from: { like: '-redirect-test-' } } })
  await deleteRoleUsers(payload, users)
})

const withoutIds = <T>(data: T): T =>
  JSON.parse(JSON.stringify(data), (key, value) =>
    ['id', 'createdAt', 'updatedAt'].includes(key) ? undefined : value,
  ) as T

/** A copy of a seeded product or region under a slug of its own. */
async function copyOf(collection: 'products' | 'regions', seeded: string, slug: string) {
  const { docs } = await payload.find({ collection, where: { slug: { equals: seeded } }, depth: 0 })
  const doc = await payload.create({
    collection,
    data: { ...withoutIds(docs[0]!), slug } as never,
    depth: 0,
  })
  made.push({ collection, id: doc.id })
  return doc.id
}

const redirectsFrom = async (from: string) =>
  (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 }))
    .docs

describe.each([
  { collection: 'products' as const, seeded: 'vas', path: '/products/' },
  { collection: 'regions' as const, seeded: 'west-africa', path: '/regions/' },
])('renaming a document of $collection', ({ collection, seeded, path }) => {
  it('leads its old address to it, and follows a second rename', async () => {
    const marker = `${collection}-redirect-test-${Date.now().toString(36)}`
    const id = await copyOf(collection, seeded, `${marker}-a`)

    await payload.update({ collection, id, data: { slug: `${marker}-b` } })
    const [first] = await redirectsFrom(`${path}${marker}-a`)
    expect(first?.to).toMatchObject({ type: 'reference', reference: { relationTo: collection } })
    expect((first?.to?.reference?.value as number | undefined) ?? null).toBe(id)

    await payload.update({ collection, id, data: { slug: `${marker}-c` } })
    expect(await redirectsFrom(`${path}${marker}-a`)).toHaveLength(1)
    expect(await redirectsFrom(`${path}${marker}-b`)).toHaveLength(1)

    // Renamed back to its first slug: that address is a page again, so its redirect goes.
    await payload.update({ collection, id, data: { slug: `${marker}-a` } })
    expect(await redirectsFrom(`${path}${marker}-a`)).toEqual([])
    expect(await redirectsFrom(`${path}${marker}-c`)).toHaveLength(1)
  })

  it('adds no redirect when the slug stays', async () => {
    const marker = `${collection}-redirect-test-same-${Date.now().toString(36)}`
    const id = await copyOf(collection, seeded, marker)
    const before = await payload.count({ collection: 'redirects' })
    await payload.update({ collection, id, data: { slug: marker } })
    expect((await payload.count({ collection: 'redirects' })).totalDocs).toBe(before.totalDocs)
  })
})

/** A redirect an editor makes over REST. */
const create = (body: object) => rest('POST', '/api/redirects', { token: users.editor.token, body })

describe('a redirect an editor makes over REST', () => {
  it.each([
    ['services/old-page', 'starts with /'],
    ['/with space', 'starts with /'],
    ['/old?page=2', 'starts with /'],
    ['/old#part', 'starts with /'],
    ['//evil.example', 'starts with /'],
    ['/', 'the site serves itself'],
    ['/fr/products/old', 'the site serves itself'],
    ['/admin', 'the site serves itself'],
    ['/api/users', 'the site serves itself'],
  ])('from %s is refused with a message (%s)', async (from, message) => {
    const response = await create({ from, to: { type: 'custom', url: '/products/vas' } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain(message)
    expect(await redirectsFrom(from)).toEqual([])
  })

  it.each([
    'javascript:alert(1)',
    'http://example.com/page',
    'products/vas',
    '/with space',
    '//evil.example/page',
    '/\\evil.example/page',
  ])('to %s is refused with a message', async (url) => {
    const from = `/redirect-test-to-${Date.now().toString(36)}`
    const response = await create({ from, to: { type: 'custom', url } })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain('starts with / or a full address')
    expect(await redirectsFrom(from)).toEqual([])
  })

  it('is stored without its trailing slash, and a second one from the same address is refused', async () => {
    const from = `/redirect-test-slash-${Date.now().toString(36)}`
    const first = await create({
      from: `${from}/`,
      to: { type: 'custom', url: 'https://example.com/' },
    })
    expect(first.status).toBe(201)
    expect(first.body.doc.from).toBe(from)
    const second = await create({ from, to: { type: 'custom', url: '/products/vas' } })
    expect(second.status).toBe(400)
    expect(await redirectsFrom(from)).toHaveLength(1)
  })
})

describe('a redirect that could never work', () => {
  const unique = () =>
    `/redirect-test-loop-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`

  it('leading to itself, with or without a trailing slash or /fr, is refused', async () => {
    for (const destination of [(from: string) => `${from}/`, (from: string) => `/fr${from}`]) {
      const from = unique()
      const response = await create({ from, to: { type: 'custom', url: destination(from) } })
      expect(response.status, destination(from)).toBe(400)
      expect(JSON.stringify(response.body)).toContain('leads back to its own address')
      expect(await redirectsFrom(from)).toEqual([])
    }
  })

  it('closing a loop with redirects already there is refused, naming the way back', async () => {
    const a = unique()
    const b = unique()
    const c = unique()
    expect((await create({ from: a, to: { type: 'custom', url: b } })).status).toBe(201)
    expect((await create({ from: b, to: { type: 'custom', url: `/fr${c}` } })).status).toBe(201)
    const closing = await create({ from: c, to: { type: 'custom', url: a } })
    expect(closing.status).toBe(400)
    expect(JSON.stringify(closing.body)).toContain(`${b} leads back to ${c}`)
    expect(await redirectsFrom(c)).toEqual([])
  })

  it.each(['/get-quote', '/about/', '/careers/page/3', '/products/vas', '/regions/west-africa'])(
    'from %s, an address the site serves, is refused',
    async (from) => {
      const response = await create({ from, to: { type: 'custom', url: '/about' } })
      expect(response.status).toBe(400)
      expect(JSON.stringify(response.body)).toContain('would never apply')
    },
  )
})

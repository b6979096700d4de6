import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expiredInProcess } from '@/server/shared-cache/shared-cache.mjs'

import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, deleteRoleUsers, type RoleUsers } from '../../helpers/users'

/**
 * Editors prepare content as drafts: the public site, anonymous REST and the cache see only what
 * is published; publishing (now or at a set time) is what changes the pages.
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
  await payload.delete({
    collection: 'redirects',
    where: { from: { like: '/products/drafts-test-' } },
  })
  await deleteRoleUsers(payload, users)
})

async function publishedProduct(): Promise<{ id: number; slug: string }> {
  const slug = `drafts-test-${Date.now()}-${madeProducts.length}`
  const product = await payload.create({
    collection: 'products',
    data: {
      title: 'Drafts test product',
      slug,
      tagline: 'Published tagline',
      summary: 'A product the drafts tests publish and change.',
      description: 'Exists only while the drafts tests run.',
      _status: 'published',
    },
  })
  madeProducts.push(product.id)
  return { id: product.id, slug }
}

const saveDraftAs = (token: string, id: number, body: Record<string, unknown>) =>
  rest('PATCH', `/api/products/${id}?draft=true&depth=0`, { token, body })

const taglineAs = async (token: string | undefined, id: number, draft: boolean) => {
  const { status, body } = await rest('GET', `/api/products/${id}?depth=0&draft=${draft}`, {
    token,
  })
  expect(status).toBe(200)
  return body.tagline as string
}

describe('a draft', () => {
  it('is read only by those who may edit it; everyone else reads the published version', async () => {
    const { id } = await publishedProduct()
    const saved = await saveDraftAs(users.editor.token, id, { tagline: 'Draft tagline' })
    expect(saved.status).toBe(200)

    expect(await taglineAs(users.editor.token, id, true)).toBe('Draft tagline')
    expect(await taglineAs(users.admin.token, id, true)).toBe('Draft tagline')
    for (const token of [undefined, users.noRole.token, users.recruiter.token]) {
      expect(await taglineAs(token, id, true)).toBe('Published tagline')
      expect(await taglineAs(token, id, false)).toBe('Published tagline')
    }
    const versions = await rest('GET', `/api/products/versions?where[parent][equals]=${id}`, {})
    expect(versions.status).toBe(403)
  })

  it('expires no cached page; publishing it expires the pages that show the product', async () => {
    const { id, slug } = await publishedProduct()
    const beforeDraft = Date.now()
    await saveDraftAs(users.editor.token, id, { tagline: 'Draft tagline' })
    expect(expiredInProcess(['products'], beforeDraft)).toBe(false)
    expect(expiredInProcess([`product:${slug}`], beforeDraft)).toBe(false)

    const beforePublish = Date.now()
    const published = await rest('PATCH', `/api/products/${id}?depth=0`, {
      token: users.editor.token,
      body: { _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect(expiredInProcess([`product:${slug}`], beforePublish)).toBe(true)
    expect(expiredInProcess(['products'], beforePublish)).toBe(true)
    expect(await taglineAs(undefined, id, false)).toBe('Draft tagline')
  })

  it('records who saved each version', async () => {
    const { id } = await publishedProduct()
    await saveDraftAs(users.editor.token, id, {
      tagline: 'By the editor',
      editedBy: users.admin.id,
    })
    const { status, body } = await rest(
      'GET',
      `/api/products/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0`,
      { token: users.admin.token },
    )
    expect(status).toBe(200)
    expect(body.docs[0].version.tagline).toBe('By the editor')
    expect(body.docs[0].version.editedBy).toBe(users.editor.id)
  })

  it('of a new slug leaves the old address alone until it is published', async () => {
    const { id, slug } = await publishedProduct()
    const redirectsFrom = async (from: string) =>
      (await payload.count({ collection: 'redirects', where: { from: { equals: from } } }))
        .totalDocs

    await saveDraftAs(users.editor.token, id, { slug: `${slug}-renamed` })
    expect(await redirectsFrom(`/products/${slug}`)).toBe(0)

    await rest('PATCH', `/api/products/${id}`, {
      token: users.editor.token,
      body: { _status: 'published' },
    })
    expect(await redirectsFrom(`/products/${slug}`)).toBe(1)
  })
})

describe('unpublishing', () => {
  it('takes the product off the public API and expires its pages', async () => {
    const { id, slug } = await publishedProduct()
    const before = Date.now()
    const unpublished = await rest('PATCH', `/api/products/${id}`, {
      token: users.editor.token,
      body: { _status: 'draft' },
    })
    expect(unpublished.status).toBe(200)
    expect(expiredInProcess([`product:${slug}`], before)).toBe(true)
    expect((await rest('GET', `/api/products/${id}`, {})).status).toBe(404)
  })
})

describe('scheduled publishing', () => {
  /** What the admin's "Schedule" drawer queues. */
  const schedule = (id: number, type: 'publish' | 'unpublish', waitUntil: Date) =>
    payload.jobs.queue({
      task: 'schedulePublish',
      input: { type, doc: { relationTo: 'products', value: id } },
      waitUntil,
    })

  /** What the job runner does each tick, for these jobs alone (other tests queue e-mails). */
  const runDueSchedules = () =>
    payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'schedulePublish' } } })

  it('publishes the latest draft once its time has come, once, and expires its pages', async () => {
    const { id, slug } = await publishedProduct()
    await saveDraftAs(users.editor.token, id, { tagline: 'Monday’s tagline' })
    await schedule(id, 'publish', new Date(Date.now() + 60 * 60_000))
    const due = await schedule(id, 'publish', new Date(Date.now() - 1_000))

    const before = Date.now()
    await runDueSchedules()
    expect(await taglineAs(undefined, id, false)).toBe('Monday’s tagline')
    expect(expiredInProcess([`product:${slug}`], before)).toBe(true)

    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      pagination: false,
    })
    const left = docs.filter(
      (job) => Number((job.input as { doc?: { value?: unknown } })?.doc?.value) === id,
    )
    expect(left.map((job) => job.id)).not.toContain(due.id)
    expect(left).toHaveLength(1)
    await payload.delete({ collection: 'payload-jobs', where: { id: { equals: left[0].id } } })
  })

  it('unpublishes on time', async () => {
    const { id } = await publishedProduct()
    await schedule(id, 'unpublish', new Date(Date.now() - 1_000))
    await runDueSchedules()
    expect((await rest('GET', `/api/products/${id}`, {})).status).toBe(404)
  })
})

describe('a page global', () => {
  const headingAs = async (token: string | undefined) => {
    const { status, body } = await rest('GET', '/api/globals/about-page?draft=true&depth=0', {
      token,
    })
    expect(status).toBe(200)
    return body.hero?.heading as string | undefined
  }

  it('keeps a draft from everyone but editors and admins, and from the cache, until published', async () => {
    const published = await headingAs(users.editor.token)
    const before = Date.now()
    const saved = await rest('POST', '/api/globals/about-page?draft=true', {
      token: users.editor.token,
      body: { hero: { heading: 'A heading in the making' } },
    })
    expect(saved.status).toBe(200)
    expect(expiredInProcess(['global:about-page'], before)).toBe(false)
    expect(await headingAs(users.editor.token)).toBe('A heading in the making')
    for (const token of [undefined, users.noRole.token, users.recruiter.token]) {
      expect(await headingAs(token)).toBe(published)
    }

    const restored = await rest('POST', '/api/globals/about-page', {
      token: users.editor.token,
      body: { hero: { heading: published }, _status: 'published' },
    })
    expect(restored.status).toBe(200)
    expect(expiredInProcess(['global:about-page'], before)).toBe(true)
  })
})

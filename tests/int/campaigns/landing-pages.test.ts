import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as landingPages from '../../../migrations/20261129_100000_landing_pages'
import { pdfBytes, pngBytes } from '../forms/documents'
import { validFills } from '../../helpers/form-values'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { createRoleUsers, type RoleUsers } from '../../helpers/users'
import { newMarker, submit } from '../forms/submit'

import { postgres } from '@/server/database/adapter'
import { defaultJSXConverters as defaultConverters } from '@payloadcms/richtext-lexical/react'
import { submissionTypes } from '@/submissions'

let payload: Payload
let users: RoleUsers
let regionWithReport: number

beforeAll(async () => {
  payload = await testPayload()
  users = await createRoleUsers(payload)
  const { docs } = await payload.find({
    collection: 'regions',
    where: { report: { exists: true } },
    limit: 1,
    depth: 0,
  })
  regionWithReport = docs[0]!.id
})

/** The pages these tests made, which go when they end: the seeded content's checks share the database. */
const created: number[] = []
afterAll(async () => {
  await payload.delete({ collection: 'pages', where: { id: { in: created } } })
})

const slugOf = (marker: string) => `landing-${marker.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

type Block = Record<string, unknown> & { blockType: string }

/** Saves a page as an admin over REST: the status and the field errors Payload answers with. */
async function savePage(layout: Block[], extra: Record<string, unknown> = {}) {
  const marker = newMarker()
  const response = await rest('POST', '/api/pages', {
    token: users.admin.token,
    body: {
      title: `Landing ${marker}`,
      slug: slugOf(marker),
      layout,
      _status: 'published',
      ...extra,
    },
  })
  if (response.status === 201) created.push(response.body.doc.id)
  const errors = (response.body?.errors?.[0]?.data?.errors ?? []) as {
    path: string
    message: string
  }[]
  return { ...response, errors, messages: errors.map((error) => error.message) }
}

const hero: Block = { blockType: 'hero', heading: 'USSD services in Ghana' }

/** A rich-text block holding one node (a paragraph, an upload, …). */
const richTextBlock = (node: Record<string, unknown>): Block => ({
  blockType: 'richText',
  content: {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [node],
    },
  },
})
const quoteForm: Block = { blockType: 'form', form: 'quote' }

describe('a landing page', () => {
  it('created over REST as published with one hero block is stored with its title, slug and layout', async () => {
    const saved = await savePage([hero])
    expect(saved.status).toBe(201)
    expect(saved.body.doc).toMatchObject({
      layout: [{ blockType: 'hero', heading: 'USSD services in Ghana' }],
      _status: 'published',
      noindex: false,
    })
    const { status, body } = await rest(
      'GET',
      `/api/pages?where[slug][equals]=${saved.body.doc.slug}`,
    )
    expect(status).toBe(200)
    expect(body.docs).toHaveLength(1)
  })

  it('takes every kind of block the site offers', async () => {
    const [product] = (await payload.find({ collection: 'products', limit: 1, depth: 0 })).docs
    const saved = await savePage([
      { ...hero, ctaLabel: 'Request a quote', ctaLink: '#form' },
      { blockType: 'iconCards', cards: [{ icon: 'wallet', title: 'Mobile money' }] },
      { blockType: 'figures', figures: [{ value: '24/7', label: 'Support' }] },
      { blockType: 'products', products: [product!.id] },
      { blockType: 'regions', countries: ['GH', 'NG'] },
      { blockType: 'quotation', quote: 'On time.', name: 'Ama Owusu' },
      { blockType: 'faq', items: [{ question: 'Data?', answer: 'None needed.' }] },
      richTextBlock({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [{ type: 'text', text: 'Terms apply.', version: 1 }],
      }),
      {
        blockType: 'ctaBand',
        heading: 'Ready?',
        primaryLabel: 'Talk to us',
        primaryLink: '/get-quote',
        secondaryLabel: 'Our products',
        secondaryLink: 'https://www.example.com/products',
      },
      quoteForm,
    ])
    expect(saved.messages).toEqual([])
    expect(saved.status).toBe(201)
    expect(saved.body.doc.layout.map((block: Block) => block.blockType)).toEqual([
      'hero',
      'iconCards',
      'figures',
      'products',
      'regions',
      'quotation',
      'faq',
      'richText',
      'ctaBand',
      'form',
    ])
  })

  describe('is refused, with what to do, when', () => {
    const cases: [string, Block[], string][] = [
      ['it has no block', [], 'Add at least one block'],
      ['its hero is not first', [quoteForm, hero], 'Move the hero to the top of the page.'],
      ['it has two heroes', [hero, { ...hero }], 'A page has one hero'],
      ['it has two forms', [hero, quoteForm, { ...quoteForm }], 'A page has one form.'],
      ['a hero has no heading', [{ blockType: 'hero' }], 'This field is required.'],
      [
        'a button leads to a script',
        [{ ...hero, ctaLabel: 'Go', ctaLink: 'javascript:alert(1)' }],
        'Write a path that starts with /, a section such as #form',
      ],
      [
        'a button leads to another site by //',
        [{ ...hero, ctaLabel: 'Go', ctaLink: '//evil.example' }],
        'Write a path that starts with /, a section such as #form',
      ],
      [
        'a button has words but no link',
        [{ ...hero, ctaLabel: 'Go' }],
        'Write where the button leads.',
      ],
      [
        'a call-to-action band has no button',
        [{ blockType: 'ctaBand', heading: 'Ready?' }],
        'This field is required.',
      ],
      [
        'regions or countries chooses neither',
        [{ blockType: 'regions', heading: 'Where' }],
        'Choose at least one region or one country.',
      ],
      [
        'questions and answers has none',
        [{ blockType: 'faq', items: [] }],
        'Add at least one question.',
      ],
      [
        'a market report form has no region',
        [{ blockType: 'form', form: 'market-report' }],
        'Choose the region whose report is sent.',
      ],
      [
        'a form is not one of the five',
        [{ blockType: 'form', form: 'newsletter' }],
        'This field has an invalid selection',
      ],
    ]
    for (const [when, layout, message] of cases) {
      it(when, async () => {
        const saved = await savePage(layout)
        expect(saved.status).toBe(400)
        expect(saved.messages.join(' ')).toContain(message)
      })
    }
  })

  it('is refused at an address the site already uses, or one a redirect leads from', async () => {
    for (const [slug, by] of [
      ['about', 'a page of the site'],
      ['careers', 'a page of the site'],
      ['thank-you', 'a page of the site'],
      ['admin', 'the site itself'],
      ['fr', 'the site itself'],
    ]) {
      const saved = await savePage([hero], { slug })
      expect(saved.status).toBe(400)
      expect(saved.messages).toContain(`/${slug} is already used by ${by}: choose another address.`)
    }
    const marker = newMarker()
    const from = `/${slugOf(marker)}`
    await payload.create({
      collection: 'redirects',
      data: { from, to: { type: 'custom', url: '/get-quote' } },
    })
    const redirected = await savePage([hero], { slug: from.slice(1) })
    expect(redirected.status).toBe(400)
    expect(redirected.messages).toContain(
      `${from} is redirected elsewhere: delete that redirect first, or choose another address.`,
    )
  })

  it('of the site’s own routes keeps its fixed address', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'privacy-policy' } },
      depth: 0,
    })
    const response = await rest('PATCH', `/api/pages/${docs[0]!.id}`, {
      token: users.admin.token,
      body: { slug: 'privacy' },
    })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].data.errors[0].message).toBe(
      "This page's address is fixed: the site shows it at /privacy-policy.",
    )
  })

  it('renamed leads its old address to itself', async () => {
    const saved = await savePage([hero])
    const before = saved.body.doc.slug as string
    const after = `${before}-renamed`
    const renamed = await rest('PATCH', `/api/pages/${saved.body.doc.id}`, {
      token: users.admin.token,
      body: { slug: after, _status: 'published' },
    })
    expect(renamed.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: `/${before}` } },
      depth: 0,
    })
    expect(docs[0]?.to).toMatchObject({
      type: 'reference',
      reference: { relationTo: 'pages', value: saved.body.doc.id },
    })
  })

  it('says which of its blocks’ fields still lack French', async () => {
    const saved = await savePage([
      hero,
      { blockType: 'faq', items: [{ question: 'Q', answer: 'A' }] },
    ])
    const page = await payload.findByID({ collection: 'pages', id: saved.body.doc.id, depth: 0 })
    expect(page.translationStatus).toBe('missing')
    expect(page.missingFrench).toBe(
      'Title, Hero › Heading, Questions and answers › Item 1 › Question, Questions and answers › Item 1 › Answer',
    )
  })
})

describe('a form block', () => {
  for (const type of submissionTypes) {
    it(`of the ${type.form} form takes it, and its submissions record the page they were sent from`, async () => {
      const form: Block = {
        blockType: 'form',
        form: type.form,
        ...(type.form === 'market-report' && { region: regionWithReport }),
      }
      const saved = await savePage([hero, form])
      expect(saved.messages).toEqual([])
      expect(saved.status).toBe(201)
      const sentFrom = `/fr/${saved.body.doc.slug}`

      const marker = newMarker()
      const values = validFills[type.form](marker)
      const resume = { bytes: pdfBytes, name: 'cv.pdf', type: 'application/pdf' }
      const files = type.boxes.files.length ? { resume } : undefined
      const response = await submit(payload, type.form, { ...values, sentFrom }, { files })
      expect(response.status).toBe(201)
      const { docs } = await payload.find({
        collection: type.slug,
        where: { submissionKey: { equals: values.submissionKey } },
        depth: 0,
        overrideAccess: true,
      })
      expect(docs[0]?.attribution?.sentFrom).toBe(sentFrom)
    })
  }

  it('posted without its page is recorded from the Referer, and a page that is no path is left out', async () => {
    const fromReferer = validFills.contact(newMarker())
    await submit(payload, 'contact', fromReferer, {
      headers: { referer: 'https://www.example.com/ussd-ghana?utm_source=linkedin' },
    })
    const forged = validFills.contact(newMarker())
    const response = await submit(payload, 'contact', {
      ...forged,
      sentFrom: 'https://evil.example/<script>',
    })
    expect(response.status).toBe(201)
    const sentFrom = async (key: unknown) =>
      (
        await payload.find({
          collection: 'contact-submissions',
          where: { submissionKey: { equals: key } },
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]?.attribution?.sentFrom
    expect(await sentFrom(fromReferer.submissionKey)).toBe('/ussd-ghana')
    expect(await sentFrom(forged.submissionKey)).toBeFalsy()
  })
})

describe('the landing pages migration', () => {
  it('moves each page’s rich text into a rich-text block, in both languages and its versions, and back', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'terms-of-service' } },
      depth: 0,
    })
    const page = docs[0]!
    const adapter = postgres(payload)
    type Db = { execute: typeof adapter.drizzle.execute }
    const blockTexts = async (db: Db) =>
      (
        await db.execute<{ locale: string; text: string }>(sql`
          SELECT t._locale AS locale, t.content::text AS text FROM pages_blocks_rich_text b
          JOIN pages_blocks_rich_text_locales t ON t._parent_id = b.id
          WHERE b._parent_id = ${page.id} ORDER BY t._locale`)
      ).rows
    const versionBlocks = async (db: Db) =>
      Number(
        (
          await db.execute<{ count: string }>(sql`
            SELECT count(*) AS count FROM _pages_v_blocks_rich_text b
            JOIN _pages_v v ON v.id = b._parent_id WHERE v.parent_id = ${page.id}`)
        ).rows[0]!.count,
      )
    const before = await blockTexts(adapter.drizzle)
    expect(before.map(({ locale }) => locale)).toEqual(['en', 'fr'])
    expect(before[0]!.text).toContain('About these terms')

    const rolledBack = new Error('rolled back')
    const migration = { db: undefined as never, payload, req: {} as never }
    await expect(
      adapter.drizzle.transaction(async (tx) => {
        await landingPages.down({ ...migration, db: tx as never })
        const { rows } = await tx.execute<{ locale: string; text: string }>(sql`
          SELECT _locale AS locale, content::text AS text FROM pages_locales
          WHERE _parent_id = ${page.id} ORDER BY _locale`)
        expect(rows).toEqual(before)
        await landingPages.up({ ...migration, db: tx as never })
        expect(await blockTexts(tx)).toEqual(before)
        expect(await versionBlocks(tx)).toBeGreaterThan(0)
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
  })

  describe('rich text', () => {
    const uploadOf = (relationTo: string, id: number) => ({
      type: 'upload',
      version: 3,
      format: '',
      id: 'upload-node-1',
      fields: null,
      relationTo,
      value: id,
    })

    it('refuses a file of the private collections (a résumé, an answer’s attachment, a report) and takes the media library’s', async () => {
      for (const collection of ['application-files', 'answer-files', 'report-files', 'users']) {
        const saved = await savePage([hero, richTextBlock(uploadOf(collection, 1))])
        expect(saved.status, collection).toBe(400)
      }
      const image = await payload.create({
        collection: 'media',
        data: { alt: 'A pixel' },
        file: { data: pngBytes, name: 'pixel.png', mimetype: 'image/png', size: pngBytes.length },
      })
      try {
        const saved = await savePage([hero, richTextBlock(uploadOf('media', image.id))])
        expect(saved.messages).toEqual([])
        expect(saved.status).toBe(201)
      } finally {
        await payload.delete({ collection: 'pages', where: { id: { in: created } } })
        created.length = 0
        await payload.delete({ collection: 'media', id: image.id })
      }
    })

    it('draws no file but the media library’s, whatever was saved before the rule', async () => {
      const { publicFilesOnly } = await import('@/components/content/rich-text')
      const draw = publicFilesOnly({ defaultConverters } as never)
      const node = (relationTo: string, filename: string) => ({
        ...uploadOf(relationTo, 7),
        value: {
          id: 7,
          filename,
          url: `/api/${relationTo}/file/${filename}`,
          mimeType: 'application/pdf',
        },
      })
      const upload = draw.upload as (args: unknown) => unknown
      const args = (relationTo: string, filename: string) => ({
        node: node(relationTo, filename),
        nodesToJSX: () => [],
        converters: draw,
        parent: {},
        childIndex: 0,
      })
      expect(upload(args('application-files', 'cv-ama-owusu.pdf'))).toBeNull()
      expect(upload(args('answer-files', 'invoice.html'))).toBeNull()
      expect(JSON.stringify(upload(args('media', 'brochure.pdf')))).toContain('brochure.pdf')
      expect((draw.relationship as (args: unknown) => unknown)(args('users', 'x'))).toBeNull()
    })
  })
})

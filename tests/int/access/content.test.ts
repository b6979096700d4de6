import { describe, vi } from 'vitest'

import type { Role } from '../../helpers/users'

import { draftContent, make, media, products, regions, timelineEntries } from './fixtures'
import {
  type CollectionSubject,
  describeCollectionAccess,
  describeGlobalAccess,
  prepareAccessContext,
  type CollectionOperation,
  type GlobalOperation,
  type GlobalSubject,
  type Matrix,
} from './matrix'

vi.hoisted(() => {
  // Keep the test uploads out of the checkout's .data/ directory.
  process.env.UPLOADS_DIR ||= `${process.env.TMPDIR || '/tmp'}/access-test-uploads`
})

/**
 * Published products, regions, timeline entries and pages, and media: everyone reads them, editors
 * and admins manage them.
 */
const publicContent: Matrix<CollectionOperation> = {
  anonymous: { create: false, list: true, read: true, update: false, delete: false },
  noRole: { create: false, list: true, read: true, update: false, delete: false },
  editor: { create: true, list: true, read: true, update: true, delete: true },
  recruiter: { create: false, list: true, read: true, update: false, delete: false },
  sales: { create: false, list: true, read: true, update: false, delete: false },
  admin: { create: true, list: true, read: true, update: true, delete: true },
}

/** Drafts: only editors and admins, who prepare and publish them, read them at all. */
const draftsOfContent: Matrix<CollectionOperation> = {
  anonymous: { create: false, list: false, read: false, update: false, delete: false },
  noRole: { create: false, list: false, read: false, update: false, delete: false },
  editor: { create: true, list: true, read: true, update: true, delete: true },
  recruiter: { create: false, list: false, read: false, update: false, delete: false },
  sales: { create: false, list: false, read: false, update: false, delete: false },
  admin: { create: true, list: true, read: true, update: true, delete: true },
}

const pageData = (marker: string) => ({
  title: `Page ${marker}`,
  slug: marker,
  layout: [{ blockType: 'hero', heading: `Page ${marker}` }],
})

/** Privacy Policy, Terms of Service and the like. */
const pageSubject = (
  status: 'draft' | 'published',
  readFilteredFor?: Role[],
): CollectionSubject => ({
  slug: 'pages',
  existing: (context, marker) => make(context, 'pages', { ...pageData(marker), _status: status }),
  createRequest: async (_, marker) => ({ body: pageData(marker) }),
  created: (marker) => ({ slug: { equals: marker } }),
  update: { field: 'intro', value: (marker) => `Intro ${marker}` },
  readFilteredFor,
})
const pages = pageSubject('published')

const context = prepareAccessContext()

for (const subject of [products, regions, timelineEntries, pages, media]) {
  describeCollectionAccess(context, subject, publicContent)
}

describe('drafts', () => {
  const draftPages = pageSubject('draft', ['anonymous', 'noRole', 'recruiter', 'sales'])
  for (const subject of [...draftContent, draftPages]) {
    describeCollectionAccess(context, subject, draftsOfContent)
  }
})

/** Every global is page copy or site settings: public to read, edited by editors and admins. */
const publicGlobals: Matrix<GlobalOperation> = {
  anonymous: { read: true, update: false },
  noRole: { read: true, update: false },
  editor: { read: true, update: true },
  recruiter: { read: true, update: false },
  sales: { read: true, update: false },
  admin: { read: true, update: true },
}

const globals: GlobalSubject[] = [
  { slug: 'site-settings', field: 'siteName' },
  { slug: 'home-page', field: 'hero.heading' },
  { slug: 'about-page', field: 'hero.heading' },
  { slug: 'careers-page', field: 'hero.heading' },
  { slug: 'products-services-page', field: 'hero.heading' },
  { slug: 'network-page', field: 'hero.heading' },
  { slug: 'partnership-page', field: 'hero.heading' },
]

for (const subject of globals) {
  describeGlobalAccess(context, subject, publicGlobals)
}

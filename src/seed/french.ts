import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { globalsFr } from './data/globals/fr'
import { pagesFr } from './data/pages/fr'
import { productsFr } from './data/products/fr'
import { regionsFr } from './data/regions/fr'
import { jobPostingsFr } from './data/fr/job-postings'
import { timelineFr } from './data/fr/timeline'
import type { SeedCount } from './seed-count'

type Data = Record<string, unknown>

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A document with its French text laid over it: arrays item by item (keeping each row's id, so
 * that Payload updates the rows rather than replacing them), objects key by key. Rich text
 * (a Lexical `root`) is replaced whole.
 */
export function overlay(base: unknown, french: unknown): unknown {
  if (french === undefined) return base
  if (Array.isArray(base) && Array.isArray(french)) {
    return base.map((item, index) => overlay(item, french[index]))
  }
  if (isObject(base) && isObject(french) && !('root' in french)) {
    const merged: Data = { ...base }
    for (const [key, value] of Object.entries(french)) merged[key] = overlay(base[key], value)
    return merged
  }
  return french
}

/** Whether a document has no French of its own yet (read without falling back to English). */
const lacksFrench = (doc: Data | null | undefined, field: string) => !doc?.[field]

/** Gives each document whose French is still empty its French text. */
async function frenchForCollection(
  payload: Payload,
  collection: CollectionSlug,
  key: string,
  titleField: string,
  texts: Record<string, unknown>,
): Promise<SeedCount> {
  const count: SeedCount = { created: 0, skipped: 0 }
  for (const [value, french] of Object.entries(texts)) {
    const { docs } = await payload.find({
      collection,
      where: { [key]: { equals: value } },
      locale: 'fr',
      fallbackLocale: false,
      depth: 0,
      limit: 1,
    })
    const doc = docs[0] as unknown as Data | undefined
    if (!doc || !lacksFrench(doc, titleField)) {
      count.skipped++
      continue
    }
    const english = await payload.findByID({ collection, id: doc.id as number, depth: 0 })
    await payload.update({
      collection,
      id: doc.id as number,
      locale: 'fr',
      data: overlay(english, french) as never,
      context: { seeding: true },
    })
    count.created++
  }
  return count
}

async function frenchForGlobals(payload: Payload): Promise<SeedCount> {
  const count: SeedCount = { created: 0, skipped: 0 }
  for (const [slug, french] of Object.entries(globalsFr) as [GlobalSlug, unknown][]) {
    const current = (await payload.findGlobal({
      slug,
      locale: 'fr',
      fallbackLocale: false,
      depth: 0,
    })) as unknown as Data
    // Site settings have no hero; their French starts with the footer's tagline.
    const filled = isObject(current.hero) ? current.hero.heading : current.footerTagline
    if (filled) {
      count.skipped++
      continue
    }
    const english = await payload.findGlobal({ slug, depth: 0 })
    await payload.updateGlobal({
      slug,
      locale: 'fr',
      data: overlay(english, french) as never,
      context: { seeding: true },
    })
    count.created++
  }
  return count
}

/** The site's French, where it is still missing: never over what editors wrote. */
export async function seedFrench(payload: Payload) {
  return {
    frenchProducts: await frenchForCollection(payload, 'products', 'slug', 'title', productsFr),
    frenchRegions: await frenchForCollection(payload, 'regions', 'slug', 'name', regionsFr),
    frenchTimeline: await frenchForCollection(
      payload,
      'timeline-entries',
      'year',
      'title',
      timelineFr,
    ),
    frenchPages: await frenchForCollection(payload, 'pages', 'slug', 'title', pagesFr),
    frenchJobPostings: await frenchForCollection(
      payload,
      'job-postings',
      'slug',
      'title',
      jobPostingsFr,
    ),
    frenchGlobals: await frenchForGlobals(payload),
  }
}

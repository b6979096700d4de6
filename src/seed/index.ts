import type { CollectionSlug, GlobalSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { globalSeeds } from './data/globals'
import { jobPostings } from './data/job-postings'
import { organizations } from './data/organizations'
import { slugify } from '@/fields/slug'
import { pages } from './data/pages'
import { ussdGhana, type SeededIds } from './data/pages/ussd-ghana'
import { products } from './data/products'
import { regions } from './data/regions'
import { replyTemplates } from './data/reply-templates'
import { marketReportOf } from './data/regions/market-report'
import { timelineEntries } from './data/timeline'
import { seedFrench } from './french'
import type { SeedCount } from './seed-count'
import type { GlobalSeed } from './types'

export type { SeedCount }

export type SeedReport = Record<
  | 'products'
  | 'regions'
  | 'marketReports'
  | 'timelineEntries'
  | 'jobPostings'
  | 'pages'
  | 'replyTemplates'
  | 'organizations'
  | 'globals',
  SeedCount
>

/**
 * Tells collection and global hooks that a write comes from the seed, e.g. to skip revalidation.
 * A new object per write, since hooks may add to the request context.
 */
const seedingContext = () => ({ seeding: true })

/** Seeded content is what the site shows: published where the content has drafts. */
const publishedWhereDrafts = (versions: unknown) =>
  typeof versions === 'object' && versions !== null && 'drafts' in versions && versions.drafts
    ? { _status: 'published' as const }
    : {}

/**
 * Creates each document whose `key` is not in the collection yet. Existing documents are never
 * touched, so running the seed again cannot overwrite what editors changed.
 */
async function seedCollection<TSlug extends CollectionSlug>(
  payload: Payload,
  collection: TSlug,
  key: keyof RequiredDataFromCollectionSlug<TSlug> & string,
  docs: RequiredDataFromCollectionSlug<TSlug>[],
): Promise<SeedCount> {
  const count: SeedCount = { created: 0, skipped: 0 }
  for (const data of docs) {
    const existing = await payload.count({ collection, where: { [key]: { equals: data[key] } } })
    if (existing.totalDocs > 0) {
      count.skipped++
      continue
    }
    await payload.create({
      collection,
      data: { ...data, ...publishedWhereDrafts(payload.collections[collection].config.versions) },
      context: seedingContext(),
    })
    count.created++
  }
  return count
}

/**
 * Writes a global only if it has never been saved. With Postgres an unsaved global has no row,
 * and findGlobal returns the fields' default values without timestamps.
 */
async function seedGlobal<TSlug extends GlobalSlug>(
  payload: Payload,
  slug: TSlug,
  data: GlobalSeed<TSlug>,
): Promise<boolean> {
  const current = await payload.findGlobal({ slug, depth: 0 })
  if (current.updatedAt || current.createdAt) return false
  // updateGlobal wants a deep-partial document, which TypeScript cannot relate to GlobalSeed
  // while the slug is generic; each seed module is checked against its global's type.
  type UpdateData = Parameters<typeof payload.updateGlobal<TSlug, never>>[0]['data']
  const config = payload.globals.config.find((global) => global.slug === slug)
  await payload.updateGlobal({
    slug,
    data: { ...data, ...publishedWhereDrafts(config?.versions) } as UpdateData,
    context: seedingContext(),
  })
  return true
}

/** Gives each region without a market report one written from its own figures. */
async function seedMarketReports(payload: Payload): Promise<SeedCount> {
  const count: SeedCount = { created: 0, skipped: 0 }
  const { docs } = await payload.find({ collection: 'regions', depth: 0, limit: 100 })
  for (const region of docs) {
    if (region.report) {
      count.skipped++
      continue
    }
    const { title, pdf } = marketReportOf(region)
    const report = await payload.create({
      collection: 'report-files',
      data: { title },
      file: {
        data: pdf,
        name: `${region.slug}-market-report.pdf`,
        mimetype: 'application/pdf',
        size: pdf.length,
      },
      context: seedingContext(),
    })
    await payload.update({
      collection: 'regions',
      id: region.id,
      data: { report: report.id },
      context: seedingContext(),
    })
    count.created++
  }
  return count
}

async function seedGlobals(payload: Payload): Promise<SeedCount> {
  const count: SeedCount = { created: 0, skipped: 0 }
  for (const slug of Object.keys(globalSeeds) as (keyof typeof globalSeeds)[]) {
    if (await seedGlobal(payload, slug, globalSeeds[slug])) count.created++
    else count.skipped++
  }
  return count
}

/** The operator groups, then their country companies under them; each domain unverified. */
async function seedOrganizations(payload: Payload): Promise<SeedCount> {
  const count: SeedCount = { created: 0, skipped: 0 }
  const idOf = async (name: string) =>
    (
      await payload.find({
        collection: 'organizations',
        where: { name: { equals: name } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]?.id
  for (const { name, domains, country, group } of organizations) {
    if (await idOf(name)) {
      count.skipped++
      continue
    }
    await payload.create({
      collection: 'organizations',
      data: {
        name,
        country,
        parent: group ? await idOf(group) : undefined,
        domains: domains.map((domain) => ({ domain, verified: false })),
      },
      context: seedingContext(),
    })
    count.created++
  }
  return count
}

/** The seeded products' and regions' ids by slug, for the landing page's blocks. */
async function seededIds(payload: Payload): Promise<SeededIds> {
  const bySlug = async (collection: 'products' | 'regions') => {
    const { docs } = await payload.find({
      collection,
      pagination: false,
      depth: 0,
      select: { slug: true },
    })
    return Object.fromEntries(docs.map((doc) => [doc.slug, doc.id]))
  }
  return { products: await bySlug('products'), regions: await bySlug('regions') }
}

/** Creates the site's content that is missing and leaves everything that exists alone. */
export async function seedContent(payload: Payload): Promise<SeedReport> {
  return {
    products: await seedCollection(payload, 'products', 'slug', products),
    regions: await seedCollection(payload, 'regions', 'slug', regions),
    marketReports: await seedMarketReports(payload),
    timelineEntries: await seedCollection(payload, 'timeline-entries', 'year', timelineEntries),
    // Reversed so that the newest-first careers list shows the postings in the data's order; each
    // slug made from the title, as a recruiter's new posting's is, unless the data gives one.
    jobPostings: await seedCollection(
      payload,
      'job-postings',
      'slug',
      [...jobPostings]
        .reverse()
        .map((posting) => ({ ...posting, slug: posting.slug ?? slugify(posting.title) })),
    ),
    pages: await seedCollection(payload, 'pages', 'slug', [
      ...pages,
      ussdGhana(await seededIds(payload)),
    ]),
    replyTemplates: await seedCollection(payload, 'reply-templates', 'name', replyTemplates),
    organizations: await seedOrganizations(payload),
    globals: await seedGlobals(payload),
    ...(await seedFrench(payload)),
  }
}

export function formatSeedReport(report: Record<string, SeedCount>): string {
  return Object.entries(report)
    .map(([kind, { created, skipped }]) => `${kind}: ${created} created, ${skipped} skipped`)
    .join('; ')
}

/**
 * On start: seeds a database that has no products yet, i.e. a new one. A database seeded before
 * the site spoke French gets the French its documents still lack.
 */
export async function seedIfEmpty(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'products' })
  if (totalDocs > 0) {
    const french = await seedFrench(payload)
    if (Object.values(french).some(({ created }) => created > 0)) {
      payload.logger.info(`Added the missing French (${formatSeedReport(french)})`)
    }
    return
  }
  const report = await seedContent(payload)
  payload.logger.info(`Seeded the empty database (${formatSeedReport(report)})`)
}

/** Creates the admin named by SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD if that account is missing. */
export async function ensureSeedAdmin(payload: Payload): Promise<void> {
  const email = process.env.SEED_ADMIN_EMAIL?.trim().toLowerCase()
  const password = process.env.SEED_ADMIN_PASSWORD
  if (!email || !password) return
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['admin'], _verified: true },
    context: { trustedFirstAdmin: true },
    disableVerificationEmail: true,
  })
  payload.logger.info(`Created the admin account ${email} from SEED_ADMIN_EMAIL`)
}

import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as localizedFigures from '../../migrations/20261127_150200_localized_figures'
import { postgres } from '../../src/server/database/adapter'
import { testPayload } from '../helpers/payload'

/** French writes its figures its own way: "99,9 %", with a narrow no-break space. */

let payload: Payload
const madeRegions: number[] = []

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'regions', where: { id: { in: madeRegions } } })
})

const valuesOf = (rows: { value?: string | null }[] | null | undefined) =>
  (rows ?? []).map((row) => row.value)

describe('a figure', () => {
  it('is seeded in each language its own way', async () => {
    const [english, french] = await Promise.all(
      (['en', 'fr'] as const).map((locale) =>
        payload.find({
          collection: 'regions',
          where: { slug: { equals: 'west-africa' } },
          locale,
          fallbackLocale: false,
        }),
      ),
    )
    expect(valuesOf(english.docs[0].figures)).toEqual(['160M+', '3', '5', '24/7'])
    expect(valuesOf(french.docs[0].figures)).toEqual(['160\u202fM+', '3', '5', '24\u202fh/24'])

    const network = await payload.findGlobal({
      slug: 'network-page',
      locale: 'fr',
      fallbackLocale: false,
    })
    expect(valuesOf(network.stats)).toEqual(['250\u202fM+', '8+', '15+', '99,9\u202f%'])
    const settings = await payload.findGlobal({ slug: 'site-settings', locale: 'fr' })
    expect(valuesOf(settings.figures.highlights)).toContain('99,9\u202f%')
    const about = await payload.findGlobal({ slug: 'about-page', locale: 'en' })
    expect(valuesOf(about.stats)).toEqual(['250M+', '8+', '25+', '2015'])
  })

  it('written only in English counts as French missing, until it is written in French', async () => {
    const { docs } = await payload.find({
      collection: 'regions',
      where: { slug: { equals: 'central-africa' } },
      depth: 0,
    })
    const { id: _id, createdAt: _c, updatedAt: _u, ...central } = docs[0]
    const region = await payload.create({
      collection: 'regions',
      data: {
        ...JSON.parse(JSON.stringify(central), (key, value) => (key === 'id' ? undefined : value)),
        slug: `figures-${Date.now()}`,
        _status: 'published',
      },
      context: { seeding: true },
    })
    madeRegions.push(region.id)
    // A draft, as the admin saves it: a required field may stay empty until it is published.
    await payload.update({
      collection: 'regions',
      id: region.id,
      locale: 'fr',
      draft: true,
      data: {
        figures: region.figures!.map((row, index) => ({
          id: row.id,
          label: `Libellé ${index}`,
          value: index === 0 ? undefined : `${index}`,
        })),
      },
      context: { seeding: true },
    })
    const statusOf = async () =>
      (await payload.findByID({ collection: 'regions', id: region.id, draft: true, depth: 0 }))
        .missingFrench ?? ''
    expect((await statusOf()).split(', ')).toContain('Figure 1 › Value')

    const written = await payload.findByID({
      collection: 'regions',
      id: region.id,
      locale: 'fr',
      fallbackLocale: false,
      draft: true,
      depth: 0,
    })
    await payload.update({
      collection: 'regions',
      id: region.id,
      locale: 'fr',
      draft: true,
      data: {
        figures: written.figures!.map((row) => ({ ...row, value: row.value ?? '25\u202fM+' })),
      },
      context: { seeding: true },
    })
    expect(await statusOf()).not.toContain('figures')
  })
})

describe('the migration that localizes figures', () => {
  it('copies each figure into both languages', async () => {
    const db = postgres(payload).drizzle
    // Run inside a transaction that is rolled back: the test database stays as it was.
    const rolledBack = new Error('rolled back')
    const copied = await db
      .transaction(async (tx) => {
        const args = { db: tx, payload, req: {} } as unknown as MigrateUpArgs
        await localizedFigures.down(args)
        await tx.execute(sql`UPDATE network_page_stats SET value = 'before: ' || _order`)
        await localizedFigures.up(args)
        const { rows } = await tx.execute(sql`
          SELECT stat._order AS order, caption._locale AS locale, caption.value
          FROM network_page_stats stat
          JOIN network_page_stats_locales caption ON caption._parent_id = stat.id
          ORDER BY stat._order, caption._locale`)
        throw Object.assign(rolledBack, { rows })
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error
        return (error as Error & { rows: Record<string, unknown>[] }).rows
      })
    expect(copied).toEqual(
      [1, 2, 3, 4].flatMap((order) =>
        ['en', 'fr'].map((locale) => ({ order, locale, value: `before: ${order}` })),
      ),
    )
    const network = await payload.findGlobal({ slug: 'network-page', locale: 'fr' })
    expect(valuesOf(network.stats)).toContain('99,9\u202f%')
  })
})

import { describe, expect, it } from 'vitest'

import { seedContent } from '@/seed'
import { testPayload } from '../helpers/payload'
import { productSlugs, regionSlugs } from '../helpers/public-pages'

describe('seed', () => {
  it('fills an empty database with the whole site on first start', async () => {
    const payload = await testPayload()
    const products = await payload.find({ collection: 'products', limit: 0 })
    expect(products.docs.map((product) => product.slug).sort()).toEqual([...productSlugs].sort())

    const regions = await payload.find({ collection: 'regions', limit: 0 })
    expect(regions.docs.map((region) => region.slug).sort()).toEqual([...regionSlugs].sort())
    const nigeria = regions.docs
      .flatMap((region) => region.countries ?? [])
      .find((country) => country.name === 'Nigeria')
    expect(nigeria?.subscribers).toBe('120M+')
    expect(nigeria?.partners?.map((partner) => partner.name)).toEqual([
      'MTN Nigeria',
      'Airtel Nigeria',
    ])

    const timeline = await payload.find({ collection: 'timeline-entries', sort: 'order' })
    expect(timeline.docs.map((entry) => [entry.year, entry.status])).toEqual([
      ['2015', 'completed'],
      ['2016-2018', 'completed'],
      ['2019-2021', 'completed'],
      ['2022-2024', 'completed'],
      ['2025-2030', 'future'],
    ])

    const jobs = await payload.find({ collection: 'job-postings', limit: 0 })
    const byStatus = (status: string) => jobs.docs.filter((job) => job.status === status).length
    expect(byStatus('active')).toBeGreaterThanOrEqual(8)
    expect(byStatus('inactive')).toBe(1)
    // One posting in two languages (written in French first), not a pair.
    const central = jobs.docs.find(
      (job) => job.slug === 'charge-e-de-comptes-operateurs-afrique-centrale',
    )
    expect(central).toMatchObject({
      language: 'fr',
      title: 'Operator Account Manager, Central Africa',
    })
    const inFrench = await payload.findByID({
      collection: 'job-postings',
      id: central!.id,
      locale: 'fr',
      fallbackLocale: false,
    })
    expect(inFrench.title).toBe('Chargé(e) de comptes opérateurs – Afrique centrale')

    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.figures).toMatchObject({
      subscribers: '250M+',
      countries: '8+',
      team: '25+',
      marketEntry: '2015',
      support: '24/7',
      operatorPartners: '15+',
      uptime: '99.9%',
    })
    expect(settings.markets?.map((market) => market.name)).toEqual([
      'Nigeria',
      'Ghana',
      'Kenya',
      'Chad',
      'Cameroon',
      'Congo Brazzaville',
      'Tanzania',
      'DR Congo',
      'Uganda',
      'Rwanda',
    ])
  })

  it('is idempotent: a second run creates and changes nothing', async () => {
    const payload = await testPayload()
    const before = await payload.find({ collection: 'products', limit: 0, sort: 'slug' })
    const settingsBefore = await payload.findGlobal({ slug: 'site-settings' })

    const report = await seedContent(payload)

    for (const { created } of Object.values(report)) expect(created).toBe(0)
    const after = await payload.find({ collection: 'products', limit: 0, sort: 'slug' })
    expect(after.docs.map((doc) => [doc.id, doc.updatedAt])).toEqual(
      before.docs.map((doc) => [doc.id, doc.updatedAt]),
    )
    expect((await payload.findGlobal({ slug: 'site-settings' })).updatedAt).toBe(
      settingsBefore.updatedAt,
    )
  })

  it('never overwrites what an editor changed', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: 'vas' } },
    })
    await payload.update({ collection: 'products', id: docs[0].id, data: { title: 'Edited VAS' } })

    await seedContent(payload)

    const vas = await payload.findByID({ collection: 'products', id: docs[0].id })
    expect(vas.title).toBe('Edited VAS')
  })
})

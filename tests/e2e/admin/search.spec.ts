import { randomUUID } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { validQuote } from '../../helpers/form-values'
import { expect, test } from './fixtures'
import { authorization, createUser, newAccount, visitorAddress, type AdminSession } from './helpers'

/**
 * A quote request from a company of its own with a phone number of its own, stored as the form
 * stores it ("+234 803 …"), and an organization whose contact has an accented name: what a
 * salesperson then looks for, typed another way.
 */
async function leadAndAccount(request: APIRequestContext, admin: AdminSession) {
  const marker = randomUUID().slice(0, 6)
  const digits = String(Math.floor(Math.random() * 9_000_000) + 1_000_000)
  const company = `Sahel${marker}`
  const sent = await request.post('/api/forms/quote', {
    headers: { 'X-Forwarded-For': visitorAddress() },
    data: {
      ...validQuote(company),
      email: `${company.toLowerCase()}@example.com`,
      phone: `+234 803 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    },
  })
  expect(sent.status()).toBe(201)
  const stored = await request.get(
    `/api/quote-requests?depth=0&where[companyName][equals]=${company}`,
    { headers: authorization(admin) },
  )
  const { docs } = (await stored.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  const organization = await request.post('/api/organizations', {
    headers: authorization(admin),
    data: {
      name: `Orange ${marker}`,
      country: 'CI',
      domains: [{ domain: `orange${marker}.ci` }],
      contacts: [{ name: `Adélaïde Kouamé${marker}`, role: 'Directrice VAS' }],
    },
  })
  expect(organization.status()).toBe(201)
  const { doc } = (await organization.json()) as { doc: { id: number } }
  return {
    quoteId: docs[0].id,
    reference: `QR-${String(docs[0].id).padStart(6, '0')}`,
    // The number as a Nigerian salesperson says it: national form, other groups.
    typedPhone: `0803-${digits.slice(0, 4)}-${digits.slice(4)}`,
    organizationId: doc.id,
    // The contact's name as typed on a phone's keyboard: no accents, in lower case.
    typedContact: `adelaide kouame${marker}`,
    contactTitle: `Adélaïde Kouamé${marker} · Orange ${marker}`,
  }
}

test('at 1280 px a salesperson finds a lead by its phone number typed another way, from the suggestions, and an organization by its contact’s name, on the results page', async ({
  admin,
  page,
  request,
}, testInfo) => {
  const found = await leadAndAccount(request, admin)
  const seller = await createUser(request, admin, ['sales'], 'Kwame Search')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.request.post('/api/users/login', { data: seller })
  await page.goto('/admin/my-work')

  const box = page.getByRole('combobox', { name: 'Search leads, candidates and organizations' })
  await box.fill(found.typedPhone)
  const suggestion = page.getByRole('option').filter({ hasText: found.reference })
  await expect(suggestion).toContainText('Quote requests')
  await page.screenshot({ path: testInfo.outputPath('search-suggestions-1280.png') })
  await suggestion.click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/quote-requests/${found.quoteId}$`))

  await box.fill(found.typedContact)
  await box.press('Enter')
  await expect(page).toHaveURL(/\/admin\/search\?q=/)
  const organizations = page.getByRole('region', { name: /^Organizations/ })
  await expect(organizations.getByRole('link', { name: found.contactTitle })).toHaveAttribute(
    'href',
    `/admin/collections/organizations/${found.organizationId}`,
  )
  await expect(page.getByRole('region', { name: /^Quote requests/ })).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('search-results-1280.png'), fullPage: true })
})

test('at 390 px without scripts, a salesperson searches from the header in French and opens what they found', async ({
  admin,
  browser,
  request,
}, testInfo) => {
  const found = await leadAndAccount(request, admin)
  const seller = newAccount(['sales'])
  const made = await request.post('/api/users', {
    headers: authorization(admin),
    data: { ...seller, name: 'Amara Recherche', roles: ['sales'], language: 'fr', _verified: true },
  })
  expect(made.status()).toBe(201)
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  })
  const page = await context.newPage()
  try {
    await page.request.post('/api/users/login', { data: seller })
    await page.goto('/admin/my-work')
    const box = page.getByRole('combobox', {
      name: 'Rechercher des demandes, des candidats et des organisations',
    })
    const layout = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(layout, 'the header’s box fits a phone').toBeLessThanOrEqual(390)
    await box.fill(found.typedPhone)
    await box.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'résultat' })).toHaveText('1 résultat')
    await page.screenshot({ path: testInfo.outputPath('search-results-390.png'), fullPage: true })
    await page.getByRole('link', { name: new RegExp(found.reference) }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/quote-requests/${found.quoteId}$`))

    await page.goto(`/admin/search?q=${encodeURIComponent(found.typedContact)}`)
    await expect(page.getByRole('link', { name: found.contactTitle })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  } finally {
    await context.close()
  }
})

test('search asks who is signed in: the results page sends a stranger to sign in, and the API answers 401', async ({
  page,
}) => {
  await page.goto('/admin/search?q=orange')
  await expect(page).toHaveURL(/\/admin\/login/)
  const response = await page.request.get('/api/search?q=orange')
  expect(response.status()).toBe(401)
  expect(await response.json()).toEqual({ errors: [{ message: 'Sign in to search.' }] })
})

import { randomUUID } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { validQuote } from '../../helpers/form-values'
import { expect, test } from './fixtures'
import { authorization, signInAt, visitorAddress, type AdminSession } from './helpers'

/** Sends a quote from this address through the form's endpoint; answers with the stored lead's id. */
async function quoteFrom(request: APIRequestContext, admin: AdminSession, email: string) {
  const company = `Account ${randomUUID().slice(0, 8)}`
  const sent = await request.post('/api/forms/quote', {
    headers: { 'X-Forwarded-For': visitorAddress() },
    data: { ...validQuote(company), email, country: 'GH', phone: '+233 20 123 4567' },
  })
  expect(sent.status()).toBe(201)
  const stored = await request.get(
    `/api/quote-requests?depth=0&where[companyName][equals]=${encodeURIComponent(company)}`,
    { headers: authorization(admin) },
  )
  const { docs } = (await stored.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  return docs[0].id
}

const reference = (id: number) => `QR-${String(id).padStart(6, '0')}`

test('a quote from someone@mtn.com.gh shows MTN Ghana and the MTN group’s earlier leads on its page', async ({
  admin,
  page,
  request,
}, testInfo) => {
  const box = `someone.${randomUUID().slice(0, 6)}`
  // The group's earlier leads: one from MTN Nigeria, one from the same person, tagged.
  const fromNigeria = await quoteFrom(
    request,
    admin,
    `cfo.${randomUUID().slice(0, 6)}@mtnnigeria.net`,
  )
  const earlier = await quoteFrom(request, admin, `${box}+rfp@MTN.com.gh`)
  const lead = await quoteFrom(request, admin, `${box}@mtn.com.gh`)

  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAt(page, admin, `/admin/collections/quote-requests/${lead}`)
  const account = page.locator('.lead-account')
  await expect(account.getByRole('link', { name: 'MTN Ghana', exact: true })).toBeVisible()
  await expect(account.getByRole('link', { name: 'MTN Group', exact: true })).toBeVisible()

  const person = page.getByRole('region', { name: 'This person’s other leads' })
  await expect(person.getByRole('link', { name: reference(earlier) })).toBeVisible()
  await expect(person.getByRole('link', { name: reference(fromNigeria) })).toHaveCount(0)

  const ghana = page.getByRole('region', { name: 'MTN Ghana’s other leads' })
  await expect(ghana.getByRole('link', { name: reference(earlier) })).toBeVisible()

  const group = page.getByRole('region', { name: 'MTN Group’s leads, all companies' })
  const nigeriaRow = group.getByRole('listitem').filter({ hasText: reference(fromNigeria) })
  await expect(nigeriaRow).toContainText('MTN Nigeria')
  await expect(nigeriaRow).toContainText('New')
  await expect(group.getByRole('listitem').filter({ hasText: reference(earlier) })).toContainText(
    'MTN Ghana',
  )
  await account.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('lead-account.png'), fullPage: true })

  // The group's page lists its country companies and their leads.
  await group.getByRole('link', { name: reference(fromNigeria) }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/quote-requests/${fromNigeria}$`))
  await page.locator('.lead-account').getByRole('link', { name: 'MTN Group', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Leads' })).toContainText(reference(lead))
  await expect(page.getByText('MTN Côte d’Ivoire').first()).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('organization.png'), fullPage: true })
})

test('a contact added on an organization’s page keeps its phone in E.164, reads as who they are, and is named on their leads', async ({
  admin,
  page,
  request,
}, testInfo) => {
  const marker = randomUUID().slice(0, 8)
  const made = await request.post('/api/organizations', {
    headers: authorization(admin),
    data: { name: `Contacts ${marker}`, country: 'GH', domains: [{ domain: `c${marker}.com.gh` }] },
  })
  expect(made.status()).toBe(201)
  const { doc } = (await made.json()) as { doc: { id: number } }

  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAt(page, admin, `/admin/collections/organizations/${doc.id}`)
  await page.getByRole('button', { name: 'Add Contact' }).click()
  await page.locator('#field-contacts__0__name').fill('Ama Owusu')
  await page.locator('#field-contacts__0__role').fill('Head of VAS')
  await page.locator('#field-contacts__0__email').fill(`ama.owusu@c${marker}.com.gh`)
  await page.locator('#field-contacts__0__phone').fill('024 123 4567')
  await page.getByRole('button', { name: 'Save' }).click()
  // Saved: the form takes the number back as the server stored it.
  await expect(page.locator('#field-contacts__0__phone')).toHaveValue('+233241234567')

  await page.reload()
  await expect(page.getByText('Ama Owusu · Head of VAS')).toBeVisible()
  await expect(page.locator('#field-contacts__0__phone')).toHaveValue('+233241234567')
  await page.screenshot({ path: testInfo.outputPath('organization-contact.png'), fullPage: true })

  // Her quote's page names her as the contact sales keep.
  const lead = await quoteFrom(request, admin, `Ama.Owusu+rfp@c${marker}.com.gh`)
  await page.goto(`/admin/collections/quote-requests/${lead}`)
  await expect(page.locator('.lead-account')).toContainText(
    `Ama Owusu, Head of VAS: a contact of Contacts ${marker}`,
  )
  await page.locator('.lead-account').screenshot({ path: testInfo.outputPath('lead-contact.png') })
  await request.delete(`/api/quote-requests/${lead}`, { headers: authorization(admin) })
  await request.delete(`/api/organizations/${doc.id}`, { headers: authorization(admin) })
})

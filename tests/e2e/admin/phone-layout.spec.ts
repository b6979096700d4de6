import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { authorization, createUser, salespersonWithQuote, signInAt } from './helpers'

test('at 390 px a salesperson can call a lead with one tap from its page, and My work shows each item as a card that fits the screen', async ({
  admin,
  browser,
  request,
}, testInfo) => {
  const {
    account: kofi,
    id,
    reference,
  } = await salespersonWithQuote(
    request,
    admin,
    `Kofi Phone ${randomUUID().slice(0, 4)}`,
    `Phone${randomUUID().slice(0, 6)}`,
  )
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  try {
    await signInAt(page, kofi, `/admin/collections/quote-requests/${id}`)
    await expect(page.getByRole('link', { name: '+2348012345678' })).toHaveAttribute(
      'href',
      'tel:+2348012345678',
    )
    await page.screenshot({ path: testInfo.outputPath('lead-390.png') })

    await page.goto('/admin/my-work')
    const card = page.locator('.my-work__table tr', { hasText: reference })
    await expect(card).toBeVisible()
    await expect(card.locator('td[data-label="Status"]')).toHaveText('New')
    const fits = await page.evaluate(() => {
      const wrap = document.querySelector('.my-work__table-wrap')!
      return {
        page: document.documentElement.scrollWidth,
        table: wrap.scrollWidth - wrap.clientWidth,
      }
    })
    expect(fits.page).toBeLessThanOrEqual(390)
    expect(fits.table, 'the list does not scroll sideways').toBeLessThanOrEqual(0)
    const box = (await card.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await page.screenshot({ path: testInfo.outputPath('my-work-390.png'), fullPage: true })
  } finally {
    await context.close()
    await request.delete(`/api/users?where[email][equals]=${kofi.email}`, {
      headers: authorization(admin),
    })
  }
})

/** How far the page, and the element `selector` names, scroll sideways: 0 when they fit. */
const sidewaysScroll = (page: Page, selector: string) =>
  page.evaluate((inside) => {
    const element = document.querySelector(inside)!
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      element: element.scrollWidth - element.clientWidth,
    }
  }, selector)

test('at 390 px a salesperson works a lead from its card: opens it, sets its status, takes it, plans a next step, then calls it with one tap; at 1280 px the list, the page and the board are as they were', async ({
  admin,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const marker = randomUUID().slice(0, 6)
  const kofiName = `Kofi Card ${marker}`
  const amaName = `Ama Card ${marker}`
  const company = `Card${marker}`
  const {
    account: kofi,
    userId: kofiId,
    id,
    reference,
  } = await salespersonWithQuote(request, admin, kofiName, company)
  // Ama had it; Kofi takes it over from its page.
  const ama = await createUser(request, admin, ['sales'], amaName)
  const amaId = (
    (await (
      await request.get(`/api/users?depth=0&where[email][equals]=${ama.email}`, {
        headers: authorization(admin),
      })
    ).json()) as { docs: { id: number }[] }
  ).docs[0].id
  const handedOver = await request.patch(`/api/quote-requests/${id}`, {
    headers: authorization(admin),
    data: { owner: amaId },
  })
  expect(handedOver.status()).toBe(200)
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await phone.newPage()
  try {
    // The list: each lead a card with its reference, company, status, owner and due time.
    await signInAt(page, kofi, `/admin/collections/quote-requests?search=${company}`)
    const card = page.locator('.collection-list tbody tr', { hasText: reference })
    await expect(card).toContainText(company)
    await expect(card.locator('td.cell-status .status-badge')).toHaveText('New')
    await expect(card.getByLabel(`Owner of ${reference}`)).toBeVisible()
    await expect(card.locator('.lead-card__due')).toHaveText(
      /^Due \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/,
    )
    const list = await sidewaysScroll(page, '.collection-list .table')
    expect(list.page, 'the page does not scroll sideways').toBeLessThanOrEqual(0)
    expect(list.element, 'the list does not scroll sideways').toBeLessThanOrEqual(0)
    const cardBox = (await card.boundingBox())!
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390)
    await page.screenshot({ path: testInfo.outputPath('phone-list-390.png') })

    // Its page: the desk first, the visitor's answers after.
    await card.getByRole('link', { name: reference }).click()
    const desk = page.getByRole('region', { name: 'The lead’s desk' })
    await expect(desk).toBeVisible()
    const deskBox = (await desk.boundingBox())!
    const answers = (await page.locator('#field-companyName').boundingBox())!
    expect(deskBox.y + deskBox.height, 'the desk comes before the answers').toBeLessThanOrEqual(
      answers.y,
    )
    await expect(desk.getByRole('button', { name: 'Contacted' })).toBeInViewport()
    await expect(desk.getByRole('region', { name: 'Response clock' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('phone-lead-390.png') })

    await desk.getByRole('button', { name: 'Contacted' }).click()
    await expect(desk.locator('.status-badge')).toHaveText('Contacted')

    await desk.getByLabel('Owner', { exact: true }).selectOption({ label: kofiName })
    await desk.getByRole('button', { name: 'Assign' }).click()
    await expect(desk.getByRole('status').filter({ hasText: 'Owner updated' })).toBeVisible()

    await desk.getByRole('link', { name: 'Plan a next step' }).click()
    const box = page.getByRole('group', { name: 'Next step' })
    await expect(box).toBeInViewport()
    const step = `Send the proposal ${marker}`
    await box.getByLabel('What', { exact: true }).fill(step)
    await box.getByLabel(/^When/).fill('2030-01-15T10:00')
    await box.getByRole('button', { name: 'Plan next step' }).click()
    await expect(page.getByText('Next step planned').first()).toBeVisible()

    const stored = (await (
      await request.get(`/api/quote-requests/${id}?depth=0`, { headers: authorization(admin) })
    ).json()) as { status: string; owner: number }
    expect(stored.status).toBe('contacted')
    expect(stored.owner).toBe(kofiId)

    // Back at the top: the step planned, and the visitor one tap away.
    await page.goto(`/admin/collections/quote-requests/${id}`)
    await expect(desk).toContainText(step)
    await expect(desk.locator('.status-badge')).toHaveText('Contacted')
    await expect(desk.getByLabel('Owner', { exact: true }).locator('option:checked')).toHaveText(
      kofiName,
    )
    const call = desk.getByRole('link', { name: 'Call' })
    await expect(call).toHaveAttribute('href', 'tel:+2348012345678')
    await expect(desk.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/2348012345678\?text=/,
    )
    await expect(desk.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      `mailto:${company.toLowerCase()}@example.com`,
    )
    for (const control of [
      call,
      desk.getByRole('link', { name: 'WhatsApp' }),
      desk.getByRole('link', { name: 'E-mail' }),
      desk.getByRole('button', { name: 'Assign' }),
      desk.getByRole('button', { name: 'Won' }),
    ]) {
      expect((await control.boundingBox())!.height, 'a touch target').toBeGreaterThanOrEqual(44)
    }
    // The sidebar's own status and clock are not shown twice.
    await expect(page.locator('.document-fields__sidebar .status-panel').first()).toBeHidden()
    expect((await sidewaysScroll(page, 'body')).page).toBeLessThanOrEqual(0)

    // The board: one column at a time, the switcher going to each.
    await page.goto('/admin/board?type=quote-requests')
    const switcher = page.getByRole('navigation', { name: 'Columns' })
    await switcher.getByRole('link', { name: /^Contacted/ }).click()
    const contacted = page.locator('.board__column[data-status="contacted"]')
    await expect(contacted).toBeInViewport()
    await expect(contacted.locator('.board__card', { hasText: reference })).toBeVisible()
    await expect(page.locator('.board__column[data-status="new"]')).not.toBeInViewport()
    const columnBox = (await contacted.boundingBox())!
    expect(columnBox.x).toBeGreaterThanOrEqual(0)
    expect(columnBox.x + columnBox.width).toBeLessThanOrEqual(390)
    expect((await sidewaysScroll(page, '.board__columns')).page).toBeLessThanOrEqual(0)
    await page.screenshot({ path: testInfo.outputPath('phone-board-390.png'), fullPage: true })

    // In French, the same desk.
    const french = await request.patch(`/api/users/${kofiId}`, {
      headers: authorization(admin),
      data: { language: 'fr' },
    })
    expect(french.status()).toBe(200)
    await page.goto(`/admin/collections/quote-requests/${id}`)
    const bureau = page.getByRole('region', { name: 'Le suivi de la demande' })
    await expect(bureau.getByRole('link', { name: 'Appeler' })).toBeVisible()
    await expect(bureau.getByRole('button', { name: 'Attribuer' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('phone-lead-390-fr.png') })
    await page.goto(`/admin/collections/quote-requests?search=${company}`)
    await expect(card.locator('td.cell-status .status-badge')).toHaveText('Contacté')
    await page.screenshot({ path: testInfo.outputPath('phone-list-390-fr.png') })
    await page.goto('/admin/board?type=quote-requests')
    await expect(page.getByRole('navigation', { name: 'Colonnes' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('phone-board-390-fr.png'), fullPage: true })
  } finally {
    await phone.close()
  }

  // At 1280 px: the list a table, the sidebar the desk, the board every column.
  const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const desktop = await wide.newPage()
  try {
    await signInAt(desktop, admin, `/admin/collections/quote-requests?search=${company}`)
    await expect(desktop.locator('.collection-list thead')).toBeVisible()
    await expect(desktop.locator('.collection-list tbody tr td.cell-createdAt')).toBeVisible()
    await expect(desktop.locator('.collection-list .lead-card__due')).toBeHidden()
    await desktop.goto(`/admin/collections/quote-requests/${id}`)
    await expect(desktop.locator('.document-fields__sidebar .status-panel').first()).toBeVisible()
    await expect(desktop.getByRole('region', { name: 'Response clock' })).toBeVisible()
    await expect(desktop.getByRole('region', { name: 'The lead’s desk' })).toHaveCount(0)
    await desktop.goto('/admin/board?type=quote-requests')
    await expect(desktop.getByRole('navigation', { name: 'Columns' })).toHaveCount(0)
    const columns = await desktop.locator('.board__column').all()
    expect(columns.length).toBeGreaterThan(1)
    for (const column of columns.slice(0, 4)) await expect(column).toBeInViewport()
  } finally {
    await wide.close()
    for (const account of [kofi, ama])
      await request.delete(`/api/users?where[email][equals]=${account.email}`, {
        headers: authorization(admin),
      })
  }
})

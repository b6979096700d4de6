import { randomUUID } from 'node:crypto'

import {
  beforeScripts,
  deferred,
  delayScripts,
  expectNotEnhanced,
  slowProcessor,
} from '../before-scripts'
import { expect, test } from './fixtures'

import { authorization, sendContactMessage, sendQuoteRequest, signInAt } from './helpers'

const quoteReference = (id: number) => `QR-${String(id).padStart(6, '0')}`

test('a status button sets the status, confirms it and records the change', async ({
  admin,
  page,
  request,
}) => {
  const name = `Status${randomUUID().slice(0, 6)}`
  const id = await sendContactMessage(request, admin, name)
  // On a phone-speed processor, clicked as soon as it shows: nothing above the buttons may move
  // while the page starts (Payload's date pickers did, by 20 px, and the click missed).
  await slowProcessor(page)
  await signInAt(page, admin, `/admin/collections/contact-submissions/${id}`)
  await page.getByRole('button', { name: 'Contacted' }).click()
  await expect(page.getByText('Status updated successfully')).toBeVisible()
  const history = page.getByRole('region', { name: 'Status history' })
  await expect(history.getByText('New', { exact: true })).toBeVisible()
  await expect(history.getByText('Contacted', { exact: true })).toBeVisible()
  await expect(history).toContainText(admin.email)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Contacted' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test('a status button keeps an unsaved owner change unsaved, and Save still offered', async ({
  admin,
  page,
  request,
}) => {
  const id = await sendContactMessage(request, admin, `Owner${randomUUID().slice(0, 6)}`)
  await signInAt(page, admin, `/admin/collections/contact-submissions/${id}`)
  const owner = page.locator('#field-owner .rs__control')
  await owner.click()
  await page.locator('#field-owner').getByRole('option').first().click()
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled()
  await page.getByRole('button', { name: 'Contacted' }).click()
  await expect(page.getByText('Status updated successfully')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled()
})

test('a row button changes the status from the list', async ({ admin, page, request }) => {
  const name = `Row${randomUUID().slice(0, 6)}`
  await sendContactMessage(request, admin, name)
  await signInAt(page, admin, `/admin/collections/contact-submissions?search=${name}`)
  const row = page.locator('tbody tr', { hasText: name })
  await row.getByRole('button', { name: 'Qualified' }).click()
  await expect(page.getByText('Status updated successfully')).toBeVisible()
  await expect(row.locator('.status-badge')).toHaveText('Qualified')
})

for (const { name: when, javaScriptEnabled, scriptDelayMs } of beforeScripts) {
  test.describe(`the status buttons ${when}`, () => {
    test.use({ javaScriptEnabled })

    test('a button on the page sets the status and says so', async ({ admin, page, request }) => {
      const id = await sendContactMessage(request, admin, `Early${randomUUID().slice(0, 6)}`)
      // Held back until the click is done too: a busy machine may take longer than the delay.
      const acted = deferred()
      const scripts = scriptDelayMs
        ? await delayScripts(page, scriptDelayMs, acted.promise)
        : { at: Infinity }
      const path = `/admin/collections/contact-submissions/${id}`
      await signInAt(page, admin, path, 'domcontentloaded')
      const contacted = page.getByRole('button', { name: 'Contacted' })
      // The sidebar's buttons: the phone's desk above the answers has its own, hidden at 1280 px.
      await expectNotEnhanced(page.locator('.status-actions').filter({ visible: true }))
      await contacted.click()
      expect(Date.now()).toBeLessThan(scripts.at)
      acted.resolve()
      await expect(page.getByRole('status').getByText('Status updated successfully')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Contacted' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      // The history is read by the scripts, once they run.
      if (javaScriptEnabled) {
        const history = page.getByRole('region', { name: 'Status history' })
        await expect(history.getByText('Contacted', { exact: true })).toBeVisible()
      }
    })

    test('a note added on the page is kept and said to be', async ({ admin, page, request }) => {
      const id = await sendContactMessage(request, admin, `EarlyNote${randomUUID().slice(0, 6)}`)
      // Held back until the click is done too: a busy machine may take longer than the delay.
      const acted = deferred()
      const scripts = scriptDelayMs
        ? await delayScripts(page, scriptDelayMs, acted.promise)
        : { at: Infinity }
      const path = `/admin/collections/contact-submissions/${id}`
      await signInAt(page, admin, path, 'domcontentloaded')
      const timeline = page.getByRole('region', { name: 'Timeline' })
      const box = timeline.getByRole('group', { name: 'Add to the timeline' })
      await expectNotEnhanced(box)
      await box.getByRole('radio', { name: 'Call' }).check()
      const text = `Called before the page was ready ${randomUUID().slice(0, 6)}`
      await box.getByRole('textbox').fill(text)
      await box.getByRole('button', { name: 'Add to timeline' }).click()
      expect(Date.now()).toBeLessThan(scripts.at)
      acted.resolve()
      await expect(box.getByRole('status')).toHaveText('Added to the timeline')
      const stored = await request.get(`/api/contact-submissions/${id}/timeline`, {
        headers: authorization(admin),
      })
      const { docs } = (await stored.json()) as { docs: { kind: string; text: string }[] }
      expect(docs).toContainEqual(expect.objectContaining({ kind: 'call', text }))
      // The timeline is in the page's HTML, scripts or not.
      await expect(timeline.getByText(text)).toBeVisible()
      await expect(timeline.getByText('Received', { exact: true })).toBeVisible()
    })

    test("a button on a row sets that row's status and keeps the list as it was", async ({
      admin,
      page,
      request,
    }) => {
      const name = `EarlyRow${randomUUID().slice(0, 6)}`
      await sendContactMessage(request, admin, name)
      // Held back until the click is done too: a busy machine may take longer than the delay.
      const acted = deferred()
      const scripts = scriptDelayMs
        ? await delayScripts(page, scriptDelayMs, acted.promise)
        : { at: Infinity }
      const path = `/admin/collections/contact-submissions?search=${name}`
      await signInAt(page, admin, path, 'domcontentloaded')
      const row = page.locator('tbody tr', { hasText: name })
      const qualified = row.getByRole('button', { name: 'Qualified' })
      await expectNotEnhanced(row.locator('.status-actions'))
      await qualified.click()
      expect(Date.now()).toBeLessThan(scripts.at)
      acted.resolve()
      await expect(row.getByRole('status')).toHaveText('Status updated successfully')
      await expect(row.locator('.status-badge')).toHaveText('Qualified')
      expect(new URL(page.url()).searchParams.get('search')).toBe(name)
    })
  })
}

test('bulk edit sets the status of the selected rows', async ({ admin, page, request }) => {
  const marker = `Bulk${randomUUID().slice(0, 6)}`
  await sendContactMessage(request, admin, `${marker}a`)
  await sendContactMessage(request, admin, `${marker}b`)
  await signInAt(page, admin, `/admin/collections/contact-submissions?search=${marker}`)
  await expect(page.locator('tbody tr')).toHaveCount(2)
  await page.getByRole('checkbox', { name: 'select-all' }).check()
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const drawer = page.locator('.edit-many__main')
  await expect(drawer.getByRole('heading', { name: 'Editing 2 Contact messages' })).toBeVisible()
  await drawer.locator('.rs__control').first().click()
  await page.getByRole('option', { name: 'Status', exact: true }).click()
  await drawer.locator('#field-status .rs__control').click()
  await page.getByRole('option', { name: 'Contacted', exact: true }).click()
  await page.locator('.edit-many__save').click()
  await expect(page.getByText('Updated 2 Contact messages successfully.')).toBeVisible()
  await expect(page.locator('tbody .status-badge')).toHaveText(['Contacted', 'Contacted'])

  // Each document's history records the bulk change, as a single change would be.
  await page
    .locator('tbody tr', { hasText: `${marker}a` })
    .getByRole('link')
    .first()
    .click()
  const history = page.getByRole('region', { name: 'Status history' })
  await expect(history.getByText('Contacted', { exact: true })).toBeVisible()
  await expect(history).toContainText(admin.email)
})

test('the CSV export downloads the rows the list shows', async ({ admin, page, request }) => {
  const marker = `Csv${randomUUID().slice(0, 6)}`
  await sendContactMessage(request, admin, `${marker}a`)
  await sendContactMessage(request, admin, `${marker}b`)
  await signInAt(page, admin, `/admin/collections/contact-submissions?search=${marker}`)
  await expect(page.locator('tbody tr')).toHaveCount(2)
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const download = await downloading
  const stream = await download.createReadStream()
  let csv = ''
  for await (const chunk of stream) csv += chunk
  const lines = csv.trim().split(/\r?\n/)
  expect(lines).toHaveLength(3)
  expect(lines[0]).toContain('First Name')
  expect(csv).toContain(`${marker}a`)
  expect(csv).toContain(`${marker}b`)
})

test('the status tabs show how many submissions each status holds', async ({
  admin,
  page,
  request,
}) => {
  await sendContactMessage(request, admin, `Tabs${randomUUID().slice(0, 6)}`)
  /** What Payload's count endpoint (COUNT(*)) says. */
  const counted = async (status?: string) => {
    const query = status ? `?where[status][equals]=${status}` : ''
    const response = await request.get(`/api/contact-submissions/count${query}`, {
      headers: authorization(admin),
    })
    return ((await response.json()) as { totalDocs: number }).totalDocs
  }
  await signInAt(page, admin, '/admin/collections/contact-submissions')
  const tabs = page.getByRole('navigation', { name: 'Filter by status' })
  const expected: [string, string | undefined][] = [
    ['All', undefined],
    ['New', 'new'],
    ['Contacted', 'contacted'],
    ['Qualified', 'qualified'],
    ['Completed', 'completed'],
  ]
  expect(await counted('new')).toBeGreaterThan(0)
  for (const [label, status] of expected) {
    await expect(tabs.getByRole('link', { name: label }).locator('.status-tab__count')).toHaveText(
      String(await counted(status)),
    )
  }
})

test("a quote's reference, as the staff e-mail gives it, is found by the list's search and shown on its page", async ({
  admin,
  page,
  request,
}) => {
  const company = `Ref${randomUUID().slice(0, 6)}`
  const id = await sendQuoteRequest(request, admin, company)
  const reference = quoteReference(id)
  await signInAt(page, admin, `/admin/collections/quote-requests?search=${reference}`)
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(company)
  await rows.first().getByRole('link', { name: reference }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/quote-requests/${id}$`))
  await expect(page.locator('#field-reference')).toHaveValue(reference)
})

test("the visitor's answers are read-only on a submission's page and over REST; the status buttons still work", async ({
  admin,
  page,
  request,
}) => {
  const company = `Record${randomUUID().slice(0, 6)}`
  const id = await sendQuoteRequest(request, admin, company)
  const email = `${company.toLowerCase()}@example.com`
  await signInAt(page, admin, `/admin/collections/quote-requests/${id}`)
  for (const input of ['#field-companyName', '#field-projectDescription']) {
    await expect(page.locator(input)).toBeDisabled()
  }
  // The visitor's address is no input at all once stored: a link to write to them.
  const address = page.getByRole('link', { name: email })
  await expect(address).toHaveAttribute('href', `mailto:${email}`)
  // A time only the server sets: read-only text in the site's zone (Lagos by default).
  await expect(page.locator('#field-consentGivenAt')).toBeDisabled()
  await expect(page.locator('#field-consentGivenAt')).toHaveValue(
    /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} GMT\+1$/,
  )
  // One control for the status: its buttons, beside a badge; no select saved with Save.
  await expect(page.locator('#field-status')).toHaveCount(0)
  await expect(page.locator('.status-panel .status-badge')).toHaveText('New')
  // Nothing of the locale switcher, which the header holds on every page: it is not localized.
  await expect(page.locator('.app-header__localizer')).toHaveCount(1)
  await expect(page.locator('.app-header__localizer')).toBeHidden()
  await page.getByRole('button', { name: 'Contacted' }).click()
  await expect(page.getByText('Status updated successfully')).toBeVisible()
  await expect(page.locator('.status-panel .status-badge')).toHaveText('Contacted')

  const changed = await request.patch(`/api/quote-requests/${id}`, {
    headers: authorization(admin),
    data: { email: 'someone.else@example.com' },
  })
  expect(changed.status()).toBe(400)
  const { errors } = (await changed.json()) as { errors: { message: string }[] }
  expect(errors[0].message).toBe('The following field is invalid: email')
  await page.reload()
  await expect(page.getByRole('link', { name: email })).toBeVisible()
  await expect(page.locator('.status-panel .status-badge')).toHaveText('Contacted')
})

test("a list shows each row's quick actions at 1280 px", async ({ admin, page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const company = `Wide${randomUUID().slice(0, 6)}`
  await sendQuoteRequest(request, admin, company)
  await signInAt(page, admin, `/admin/collections/quote-requests?search=${company}`)
  const row = page.locator('tbody tr', { hasText: company })
  for (const status of ['Contacted', 'Quoted']) {
    await expect(row.getByRole('button', { name: status })).toBeInViewport()
  }
  await page.screenshot({ path: test.info().outputPath('quote-requests-1280.png') })
})

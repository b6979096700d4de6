import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'

import { authorization, sendContactMessage, signInToOverview } from './helpers'

test('a status button sets the status, confirms it and records the change', async ({
  admin,
  page,
  request,
}) => {
  const name = `Status${randomUUID().slice(0, 6)}`
  const id = await sendContactMessage(request, admin, name)
  await signInToOverview(page, admin)
  await page.goto(`/admin/collections/contact-submissions/${id}`)
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

test('a row button changes the status from the list', async ({ admin, page, request }) => {
  const name = `Row${randomUUID().slice(0, 6)}`
  await sendContactMessage(request, admin, name)
  await signInToOverview(page, admin)
  await page.goto(`/admin/collections/contact-submissions?search=${name}`)
  const row = page.locator('tbody tr', { hasText: name })
  await row.getByRole('button', { name: 'Completed' }).click()
  await expect(page.getByText('Status updated successfully')).toBeVisible()
  await expect(row.locator('.status-badge')).toHaveText('Completed')
})

test('bulk edit sets the status of the selected rows', async ({ admin, page, request }) => {
  const marker = `Bulk${randomUUID().slice(0, 6)}`
  await sendContactMessage(request, admin, `${marker}a`)
  await sendContactMessage(request, admin, `${marker}b`)
  await signInToOverview(page, admin)
  await page.goto(`/admin/collections/contact-submissions?search=${marker}`)
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
  await page.getByRole('link', { name: `${marker}a` }).click()
  const history = page.getByRole('region', { name: 'Status history' })
  await expect(history.getByText('Contacted', { exact: true })).toBeVisible()
  await expect(history).toContainText(admin.email)
})

test('the CSV export downloads the rows the list shows', async ({ admin, page, request }) => {
  const marker = `Csv${randomUUID().slice(0, 6)}`
  await sendContactMessage(request, admin, `${marker}a`)
  await sendContactMessage(request, admin, `${marker}b`)
  await signInToOverview(page, admin)
  await page.goto(`/admin/collections/contact-submissions?search=${marker}`)
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
  await signInToOverview(page, admin)
  await page.goto('/admin/collections/contact-submissions')
  const tabs = page.getByRole('navigation', { name: 'Filter by status' })
  const expected: [string, string | undefined][] = [
    ['All', undefined],
    ['New', 'new'],
    ['Contacted', 'contacted'],
    ['Completed', 'completed'],
  ]
  expect(await counted('new')).toBeGreaterThan(0)
  for (const [label, status] of expected) {
    await expect(tabs.getByRole('link', { name: label }).locator('.status-tab__count')).toHaveText(
      String(await counted(status)),
    )
  }
})

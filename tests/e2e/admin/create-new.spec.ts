import { expect, test } from './fixtures'
import { authorization, signInAt } from './helpers'

/**
 * "Create New" on pages saves a draft as the page opens (Payload's autosave). Left without a
 * word, it does not show in the list as an untitled page, and while empty its French does not
 * read "Complete".
 */
test('a page opened with “Create New” and left empty stays out of the list, and its French is not complete', async ({
  admin,
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAt(page, admin, '/admin/collections/pages/create')
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
  const id = Number(new URL(page.url()).pathname.split('/').at(-1))
  await expect(page.getByLabel('Fields without French')).toHaveValue('Nothing written yet')
  await expect(page.getByText('Complete', { exact: true })).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('create-new-empty-1280.png') })

  await page.goto('/admin/collections/pages')
  await expect(
    page.getByRole('heading', { name: 'Landing pages' }).or(page.locator('h1')),
  ).toBeVisible()
  await expect(page.locator(`a[href$="/admin/collections/pages/${id}"]`)).toHaveCount(0)
  await expect(page.getByText('<No Title>')).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('create-new-list-1280.png') })

  const removed = await request.delete(`/api/pages/${id}?overrideLock=true`, {
    headers: authorization(admin),
  })
  expect(removed.status()).toBe(200)
})

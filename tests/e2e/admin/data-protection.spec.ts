import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { expect, test } from './fixtures'
import {
  authorization,
  createUser,
  sendContactMessage,
  sendJobApplication,
  signInAt,
} from './helpers'

test('an admin exports, then erases, everything one person sent', async ({
  admin,
  page,
  request,
}) => {
  const name = `Erase${randomUUID().slice(0, 6)}`
  // Both helpers send from `<first name in lower case>@example.com`.
  const email = `${name.toLowerCase()}@example.com`
  const contactId = await sendContactMessage(request, admin, name)
  const applicationId = await sendJobApplication(request, admin, name)
  const application = await request.get(`/api/career-applications/${applicationId}?depth=0`, {
    headers: authorization(admin),
  })
  const { resume, coverLetter } = (await application.json()) as {
    resume: number
    coverLetter: number
  }
  const bystander = await sendContactMessage(request, admin, `Keep${randomUUID().slice(0, 6)}`)

  await signInAt(page, admin, '/admin')
  const link = page.getByRole('navigation').first().getByRole('link', { name: 'Data requests' })
  await expect(link).toBeVisible()
  await page.goto((await link.getAttribute('href'))!)
  await expect(page.getByRole('heading', { name: 'Data requests' })).toBeVisible()

  // Found whatever the capitals.
  await page.getByLabel('E-mail address').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Find records' }).click()
  const result = page.getByRole('region', { name: /found for/ })
  await expect(result.getByRole('heading')).toContainText(`found for ${email}`)
  await expect(result).toContainText('1 contact message')
  await expect(result).toContainText('1 career application')
  await expect(result).toContainText('2 files (résumés and cover letters)')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download export (JSON)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'))
  expect(exported.submissions['contact-submissions'].map((doc: { id: number }) => doc.id)).toEqual([
    contactId,
  ])
  expect(exported.files.map((file: { id: number }) => file.id).sort()).toEqual(
    [resume, coverLetter].sort(),
  )

  await page.getByRole('button', { name: 'Erase all…' }).click()
  const dialog = page.locator('.confirmation-modal')
  await expect(dialog).toContainText('This permanently deletes')
  await expect(dialog).toContainText(`for ${email}`)
  await expect(dialog).toContainText('It cannot be undone.')
  const confirm = dialog.getByRole('button', { name: /^Erase \d+ records$/ })
  const total = (await confirm.textContent())!.match(/\d+/)![0]
  await confirm.click()
  await expect(page.getByText(`Erased ${total} records for ${email}.`).first()).toBeVisible()

  const statusOf = async (path: string) =>
    (await request.get(path, { headers: authorization(admin) })).status()
  expect(await statusOf(`/api/contact-submissions/${contactId}`)).toBe(404)
  expect(await statusOf(`/api/career-applications/${applicationId}`)).toBe(404)
  expect(await statusOf(`/api/application-files/${resume}`)).toBe(404)
  expect(await statusOf(`/api/application-files/${coverLetter}`)).toBe(404)
  expect(await statusOf(`/api/contact-submissions/${bystander}`)).toBe(200)

  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Find records' }).click()
  await expect(page.getByRole('heading', { name: `No records found for ${email}` })).toBeVisible()
})

test('only admins see the data requests screen', async ({ admin, page, request }) => {
  const editor = await createUser(request, admin, ['editor'])
  await signInAt(page, editor, '/admin')
  await expect(page.getByRole('navigation').first().getByRole('link')).not.toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Data requests' })).toHaveCount(0)
  await page.goto('/admin/data-requests')
  await expect(page.getByText('Only admins can export or erase personal data.')).toBeVisible()
  await expect(page.getByLabel('E-mail address')).toHaveCount(0)
})

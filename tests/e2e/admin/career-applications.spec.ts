import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'

import { createUser, sendJobApplication, signInToOverview } from './helpers'

test('a recruiter opens the résumé and the cover letter from the application', async ({
  admin,
  page,
  playwright,
  request,
}) => {
  const name = `Applicant${randomUUID().slice(0, 6)}`
  const id = await sendJobApplication(request, admin, name)
  const recruiter = await createUser(request, admin, ['recruiter'])
  await signInToOverview(page, recruiter)
  await page.goto(`/admin/collections/career-applications/${id}`)

  const documents = page.getByRole('region', { name: 'Documents' })
  const resume = documents.getByRole('link', { name: /Open résumé/ })
  await expect(resume).toContainText(`${name}-CV.pdf`)
  await expect(documents.getByRole('link', { name: /Open cover letter/ })).toContainText(
    `${name}-cover-letter.pdf`,
  )

  // It opens in a new tab, in the browser's own viewer.
  const resumeUrl = new URL((await resume.getAttribute('href'))!, page.url()).toString()
  const served = page.context().waitForEvent('response', (response) => response.url() === resumeUrl)
  const opening = page.waitForEvent('popup')
  await resume.click()
  await opening
  const file = await served
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('application/pdf')

  // The file route checks access: a visitor holding the address gets nothing.
  const visitor = await playwright.request.newContext()
  expect((await visitor.get(resumeUrl)).status()).toBe(403)
  await visitor.dispose()
})

import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'

import { createUser, sendJobApplication, signInAt } from './helpers'

test('a recruiter opens the résumé and the cover letter from the application', async ({
  admin,
  page,
  playwright,
  request,
}) => {
  const name = `Applicant${randomUUID().slice(0, 6)}`
  const id = await sendJobApplication(request, admin, name)
  const recruiter = await createUser(request, admin, ['recruiter'])
  await signInAt(page, recruiter, `/admin/collections/career-applications/${id}`)

  const documents = page.getByRole('region', { name: 'Documents' })
  const resume = documents.getByRole('link', { name: /Open résumé/ })
  // Stored under the name sent and a suffix of its own (many résumés are "cv.pdf").
  await expect(resume).toContainText(new RegExp(`${name}-CV-[0-9a-f]{8}\\.pdf`))
  await expect(documents.getByRole('link', { name: /Open cover letter/ })).toContainText(
    new RegExp(`${name}-cover-letter-[0-9a-f]{8}\\.pdf`),
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

test("an application is titled by the candidate's name and the job, and takes no other candidate's file", async ({
  admin,
  page,
  request,
}) => {
  const name = `Titled${randomUUID().slice(0, 6)}`
  const id = await sendJobApplication(request, admin, name)
  await signInAt(page, admin, `/admin/collections/career-applications/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${name} Applicant — Senior Backend Engineer`,
  )
  // Its files are what the candidate sent, and nothing offers to choose another.
  await expect(page.getByText(new RegExp(`${name}-CV-[0-9a-f]{8}\\.pdf`)).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Choose from existing' })).toHaveCount(0)

  // Recording an application by hand offers only to upload its own files.
  await page.goto('/admin/collections/career-applications/create')
  await expect(page.getByRole('button', { name: 'Create New' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Choose from existing' })).toHaveCount(0)
})

for (const scripts of [true, false]) {
  test.describe(scripts ? 'with scripts' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: scripts })

    test('rejecting an application asks first, saying when the rejection e-mail goes out', async ({
      admin,
      page,
      request,
    }, testInfo) => {
      const id = await sendJobApplication(request, admin, `Reject${randomUUID().slice(0, 6)}`)
      const recruiter = await createUser(request, admin, ['recruiter'])
      await page.setViewportSize({ width: 1280, height: 900 })
      await signInAt(page, recruiter, `/admin/collections/career-applications/${id}`)
      await page.getByRole('button', { name: 'Rejected', exact: true }).click()
      const question = page.getByRole('alertdialog', { name: 'Confirm the status' })
      await expect(question).toContainText(
        'Reject this application? The candidate’s rejection e-mail goes out after the delay set in Site settings (2 business days by default); until then you can cancel it from this page.',
      )
      await page.screenshot({ path: testInfo.outputPath('reject-question.png') })
      // Nothing changed yet.
      await expect(page.locator('.status-panel .status-badge').first()).toHaveText('New')
      await question.getByRole('button', { name: 'Yes, set to Rejected' }).click()
      await expect(page.locator('.status-panel .status-badge').first()).toHaveText('Rejected')
    })
  })
}

for (const width of [390, 1280]) {
  test(`an application shows its résumé in the page, and none of the sales desk (${width} px)`, async ({
    admin,
    browser,
    playwright,
    request,
  }, testInfo) => {
    const name = `Shown${randomUUID().slice(0, 6)}`
    const id = await sendJobApplication(request, admin, name, { coverLetter: false })
    const recruiter = await createUser(request, admin, ['recruiter'])
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    await signInAt(page, recruiter, `/admin/collections/career-applications/${id}`)

    const viewer = page.getByRole('region', { name: 'Résumé' })
    const frame = viewer.locator('iframe')
    await expect(frame).toHaveAttribute('title', new RegExp(`^Résumé: ${name}-CV.*\\.pdf$`))
    const src = new URL((await frame.getAttribute('src'))!, page.url()).toString()
    expect(src).toMatch(/\/api\/application-files\/\d+\/view$/)
    // Served inline, framed by the admin only (as the page's own frame asks for it); a visitor
    // holding the address gets nothing.
    const shown = await page.evaluate(async (address) => {
      const response = await fetch(address)
      return { status: response.status, headers: Object.fromEntries(response.headers) }
    }, src)
    expect(shown.status).toBe(200)
    expect(shown.headers['content-type']).toBe('application/pdf')
    expect(shown.headers['content-disposition']).toMatch(/^inline;/)
    expect(shown.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(shown.headers['x-frame-options']).toBe('SAMEORIGIN')
    const visitor = await playwright.request.newContext()
    expect((await visitor.get(src)).status()).toBe(404)
    await visitor.dispose()

    // No cover letter: said so, not an upload box; nothing of the sales desk.
    await expect(page.getByText('No cover letter attached.')).toBeVisible()
    await expect(page.getByText('Drag and drop a file')).toHaveCount(0)
    await expect(page.getByText('Sent from a personal address')).toHaveCount(0)
    await expect(page.locator('label[for="field-organization"]')).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath(`application-${width}.png`), fullPage: true })
    await page.close()
  })
}

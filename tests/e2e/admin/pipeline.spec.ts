import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'
import { authorization, createUser, sendJobApplication, signInAt } from './helpers'

test("a recruiter moves a candidate through a posting's pipeline without scripts, then by dragging, and a rejection says why", async ({
  admin,
  browser,
  request,
}) => {
  const marker = randomUUID().slice(0, 6)
  const recruiter = await createUser(request, admin, ['recruiter'], `Efua Pipeline ${marker}`)
  const title = `Platform Engineer ${marker}`
  const posting = await request.post('/api/job-postings', {
    headers: authorization(admin),
    data: {
      title,
      department: 'Engineering',
      location: 'Accra',
      description: 'Builds the USSD platform.',
      requirements: 'Node.js',
      status: 'active',
    },
  })
  expect(posting.status()).toBe(201)
  const postingId = (await posting.json()).doc.id as number
  const firstName = `Yaw${marker}`
  const id = await sendJobApplication(request, admin, firstName, {
    coverLetter: false,
    position: title,
  })
  const name = `${firstName} Applicant`
  const here = `/admin/pipeline?posting=${postingId}`

  const column = (page: import('@playwright/test').Page, stage: string) =>
    page.locator(`.board__column[data-stage="${stage}"]`)
  const cardIn = (page: import('@playwright/test').Page, stage: string) =>
    column(page, stage).locator('.board__card', { hasText: name })

  // Without scripts: the card's menu, a plain form post.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  })
  try {
    const page = await plain.newPage()
    await signInAt(page, recruiter, here)
    await expect(page.getByRole('heading', { name: `Pipeline: ${title}`, level: 1 })).toBeVisible()
    await expect(cardIn(page, 'applied')).toContainText('in this stage since today')
    await page.screenshot({ path: 'docs/screenshots/pipeline-1280.png' })
    await cardIn(page, 'applied').getByLabel('Move to').selectOption('interview')
    await cardIn(page, 'applied').getByRole('button', { name: 'Move' }).click()
    await expect(page.getByRole('status')).toHaveText(`${name} moved.`)
    await expect(cardIn(page, 'interview')).toBeVisible()
    await expect(cardIn(page, 'applied')).toHaveCount(0)
  } finally {
    await plain.close()
  }

  // With scripts: dragging posts the same form; a rejection waits for its reason.
  const scripted = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await scripted.newPage()
    await signInAt(page, recruiter, here)
    const card = cardIn(page, 'interview')
    await expect(card).toHaveAttribute('draggable', 'true')
    await card.dragTo(column(page, 'offer'))
    await expect(page.getByRole('status')).toHaveText(`${name} moved.`)
    await expect(cardIn(page, 'offer')).toBeVisible()

    // The move reloaded the board: a card can be dragged once its scripts have run again.
    await expect(cardIn(page, 'offer')).toHaveAttribute('draggable', 'true')
    // At 1280 px the last column is past the board's edge: scrolled to before the drag starts.
    await column(page, 'rejected').scrollIntoViewIfNeeded()
    await cardIn(page, 'offer').dragTo(column(page, 'rejected'))
    const reason = cardIn(page, 'offer').getByLabel('Why rejected')
    await expect(reason).toBeFocused()
    await reason.selectOption('Position filled')
    await cardIn(page, 'offer').getByRole('button', { name: 'Move' }).click()
    await expect(cardIn(page, 'rejected')).toContainText('Rejected: Position filled')

    await cardIn(page, 'rejected').getByRole('link', { name }).click()
    const moves = page.locator('.timeline__entry--status')
    await expect(moves.first()).toContainText('Offer → Rejected')
    await expect(moves.nth(1)).toContainText('Interview → Offer')
    await expect(moves.nth(2)).toContainText('Applied → Interview')
    await expect(moves.first()).toContainText(`Efua Pipeline ${marker}`)
  } finally {
    await scripted.close()
  }

  // On a phone, one stage at a time, in French: the recruiter chooses the stage to see.
  const french = await request.patch(
    `/api/users?where[email][equals]=${encodeURIComponent(recruiter.email)}`,
    { headers: authorization(admin), data: { language: 'fr' } },
  )
  expect(french.status()).toBe(200)
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    const page = await phone.newPage()
    await signInAt(page, recruiter, here)
    await expect(
      page.getByRole('heading', { name: `Suivi des candidatures : ${title}`, level: 1 }),
    ).toBeVisible()
    await page
      .locator('.board__switcher')
      .getByRole('link', { name: /Refusé/ })
      .click()
    await expect(cardIn(page, 'rejected')).toBeInViewport()
    await page.screenshot({ path: 'docs/screenshots/pipeline-390.png' })
  } finally {
    await phone.close()
    await request.delete(`/api/career-applications/${id}`, { headers: authorization(admin) })
    await request.delete(`/api/job-postings/${postingId}`, { headers: authorization(admin) })
    await request.delete(`/api/users?where[email][equals]=${recruiter.email}`, {
      headers: authorization(admin),
    })
  }
})

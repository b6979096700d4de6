import { randomUUID } from 'node:crypto'

import { moveServerClockPast, serverTime } from '../clock'
import { emailTo } from '../mailbox'
import { expect, test } from './fixtures'
import { authorization, salespersonWithQuote, signInAt } from './helpers'

/** A wall-clock time in Lagos (UTC+1 all year, the site's zone), as a datetime-local input takes it. */
const inLagos = (instant: Date) =>
  new Date(instant.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16)

for (const { width, javaScriptEnabled } of [
  { width: 1280, javaScriptEnabled: false },
  { width: 390, javaScriptEnabled: true },
]) {
  test(`a salesperson plans a lead's next step from its page, finds it in My work, and the reminder arrives (${width} px, ${javaScriptEnabled ? 'with scripts' : 'without JavaScript'})`, async ({
    admin,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const {
      account: kofi,
      id,
      reference,
    } = await salespersonWithQuote(
      request,
      admin,
      `Kofi Steps ${randomUUID().slice(0, 4)}`,
      `Steps${randomUUID().slice(0, 6)}`,
    )
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width, height: 900 },
    })
    const page = await context.newPage()
    // Answered already (a call logged): what is due next is the step planned, not the first answer.
    const call = await request.post(`/api/quote-requests/${id}/timeline`, {
      headers: authorization(admin),
      data: { kind: 'call', text: 'Called Ada: she wants a demo.' },
    })
    expect(call.status()).toBe(201)
    try {
      await signInAt(page, kofi, `/admin/collections/quote-requests/${id}`)
      const box = page.getByRole('group', { name: 'Next step' })
      await box.scrollIntoViewIfNeeded()
      await expect(box).toContainText('Nothing planned yet')
      const title = `Call to agree the demo ${randomUUID().slice(0, 4)}`
      const due = new Date((await serverTime(request)).getTime() + 2 * 60 * 60 * 1000)
      due.setUTCSeconds(0, 0)
      await box.getByLabel('How', { exact: true }).selectOption('call')
      await box.getByLabel('What', { exact: true }).fill(title)
      await box.getByLabel(/^When/).fill(inLagos(due))
      await box.getByRole('button', { name: 'Plan next step' }).click()
      await expect(page.getByText('Next step planned').first()).toBeVisible()
      await expect(page.getByRole('group', { name: 'Next step' })).toContainText(title)
      await page
        .getByRole('group', { name: 'Next step' })
        .screenshot({ path: testInfo.outputPath(`next-step-${width}.png`) })

      await page.goto('/admin/my-work')
      const row = page.locator('tbody tr', { hasText: reference })
      await expect(row).toContainText('Next step')
      await expect(row).not.toContainText('overdue')

      // At the due time the reminder goes out (the job runner's next tick after the clock moves).
      await moveServerClockPast(request, due)
      const reminder = await emailTo(kofi.email, `Task due: ${title}`, { timeout: 45_000 })
      expect(reminder.text).toContain(reference)
    } finally {
      await context.close()
      await request.delete(`/api/users?where[email][equals]=${kofi.email}`, {
        headers: authorization(admin),
      })
    }
  })
}

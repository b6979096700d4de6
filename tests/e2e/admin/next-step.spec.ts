import { randomUUID } from 'node:crypto'

import { moveServerClockPast, serverTime } from '../clock'
import { emailTo } from '../mailbox'
import { expect, test } from './fixtures'
import { authorization, salespersonWithQuote, signInAt } from './helpers'

/** A wall-clock time in Lagos (UTC+1 all year, the site's zone), as a datetime-local input takes it. */
const inLagos = (instant: Date) =>
  new Date(instant.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16)

/** The box's words in each admin language. */
const said = {
  en: {
    box: 'Next step',
    nothing: 'Nothing planned yet',
    how: 'How',
    what: 'What',
    when: /^When/,
    plan: 'Plan next step',
    planned: 'Next step planned',
  },
  fr: {
    box: 'Prochaine étape',
    nothing: 'Rien de prévu',
    how: 'Comment',
    what: 'Quoi',
    when: /^Quand/,
    plan: 'Prévoir l’étape',
    planned: 'Prochaine étape prévue',
  },
}

for (const { width, javaScriptEnabled, language } of [
  { width: 1280, javaScriptEnabled: false, language: 'en' as const },
  { width: 390, javaScriptEnabled: true, language: 'fr' as const },
]) {
  test(`a salesperson plans a lead's next step from its page, finds it in My work, and the reminder arrives (${width} px, ${javaScriptEnabled ? 'with scripts' : 'without JavaScript'}, admin in ${language})`, async ({
    admin,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const words = said[language]
    const {
      account: kofi,
      userId,
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
    const setLanguage = await request.patch(`/api/users/${userId}`, {
      headers: authorization(admin),
      data: { language },
    })
    expect(setLanguage.status()).toBe(200)
    // Answered already (a call logged): what is due next is the step planned, not the first answer.
    const call = await request.post(`/api/quote-requests/${id}/timeline`, {
      headers: authorization(admin),
      data: { kind: 'call', text: 'Called Ada: she wants a demo.' },
    })
    expect(call.status()).toBe(201)
    try {
      await signInAt(page, kofi, `/admin/collections/quote-requests/${id}`)
      const box = page.getByRole('group', { name: words.box })
      await box.scrollIntoViewIfNeeded()
      await expect(box).toContainText(words.nothing)
      const title = `Call to agree the demo ${randomUUID().slice(0, 4)}`
      // Ten minutes ahead: the clock moves that far for the reminder, not hours (every later spec
      // runs on the moved clock, and the sessions signed in before it expire 8 hours on).
      const due = new Date((await serverTime(request)).getTime() + 10 * 60 * 1000)
      due.setUTCSeconds(0, 0)
      await box.getByLabel(words.how, { exact: true }).selectOption('call')
      await box.getByLabel(words.what, { exact: true }).fill(title)
      await box.getByLabel(words.when).fill(inLagos(due))
      await box.getByRole('button', { name: words.plan }).click()
      await expect(page.getByText(words.planned).first()).toBeVisible()
      await expect(page.getByRole('group', { name: words.box })).toContainText(title)
      await page
        .getByRole('group', { name: words.box })
        .screenshot({ path: testInfo.outputPath(`next-step-${width}.png`) })

      await page.goto('/admin/my-work')
      const row = page.locator('tbody tr', { hasText: reference })
      await expect(row).toContainText(words.box)
      await expect(row).not.toContainText(language === 'fr' ? 'en retard' : 'overdue')

      // At the due time the reminder goes out (the job runner's next tick after the clock moves).
      await moveServerClockPast(request, due)
      const subject = language === 'fr' ? `Tâche à faire : ${title}` : `Task due: ${title}`
      const reminder = await emailTo(kofi.email, subject, { timeout: 45_000 })
      expect(reminder.text).toContain(reference)
    } finally {
      await context.close()
      await request.delete(`/api/users?where[email][equals]=${kofi.email}`, {
        headers: authorization(admin),
      })
    }
  })
}

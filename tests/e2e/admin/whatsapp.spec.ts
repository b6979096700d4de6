import { randomUUID } from 'node:crypto'

import type { APIRequestContext, BrowserContext } from '@playwright/test'

import {
  beforeScripts,
  deferred,
  delayScripts,
  expectNotEnhanced,
  waitForEnhanced,
} from '../before-scripts'
import { expect, test } from './fixtures'
import {
  authorization,
  sendContactMessage,
  sendQuoteRequest,
  signInAt,
  type AdminSession,
} from './helpers'

/**
 * A lead's page offers "WhatsApp {name}": a chat with the visitor's phone (in a new tab) whose
 * first message, in the lead's language, names the lead's reference. Once the sender confirms they
 * sent it, the contact is on the timeline and is the lead's first response. Before the admin's
 * scripts run (and without them) the confirmation posts the page's form; with them, it saves in
 * place.
 */

const modes = [
  ...beforeScripts,
  {
    name: "with the admin's scripts (waits for them: their enhancement is under test)",
    javaScriptEnabled: true,
    scriptDelayMs: 0,
  },
] as const

/** wa.me is answered here: the test leaves no machine. */
const answerWhatsApp = (context: BrowserContext) =>
  context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  )

async function storedLead(request: APIRequestContext, admin: AdminSession, id: number) {
  const response = await request.get(`/api/quote-requests/${id}?depth=0`, {
    headers: authorization(admin),
  })
  return (await response.json()) as { firstResponseAt?: string | null }
}

for (const { name: when, javaScriptEnabled, scriptDelayMs } of modes) {
  test.describe(`the lead page's WhatsApp action ${when}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 } })

    test('opens a chat with the visitor, and logs the contact as the first response once confirmed', async ({
      admin,
      context,
      page,
      request,
    }, testInfo) => {
      await answerWhatsApp(context)
      const company = `WhatsApp${randomUUID().slice(0, 6)}`
      const id = await sendQuoteRequest(request, admin, company)
      const reference = `QR-${String(id).padStart(6, '0')}`
      expect((await storedLead(request, admin, id)).firstResponseAt ?? null).toBeNull()

      // Held back until the confirmation is clicked: a busy machine may take longer than the delay.
      const acted = deferred()
      const scripts = scriptDelayMs
        ? await delayScripts(page, scriptDelayMs, acted.promise)
        : { at: Infinity }
      await signInAt(page, admin, `/admin/collections/quote-requests/${id}`, 'domcontentloaded')
      const timeline = page.getByRole('region', { name: 'Timeline' })
      const action = timeline.getByRole('group', { name: 'WhatsApp' })
      if (!scriptDelayMs && javaScriptEnabled) await waitForEnhanced(action)
      else await expectNotEnhanced(action)

      // The visitor sent +234 801 234 5678 from Nigeria, in English.
      const open = action.getByRole('link', { name: 'WhatsApp Ada Okafor' })
      await expect(open).toHaveAttribute('target', '_blank')
      const link = new URL((await open.getAttribute('href'))!)
      expect(`${link.host}${link.pathname}`).toBe('wa.me/2348012345678')
      const text = link.searchParams.get('text')!
      expect(text).toMatch(/^Hello Ada Okafor, this is .+ from .+, about your quote request /)
      expect(text).toContain(reference)
      await expect(action.getByText(text)).toBeVisible()

      const [chat] = await Promise.all([context.waitForEvent('page'), open.click()])
      await expect(chat).toHaveURL(/^https:\/\/wa\.me\/2348012345678\?text=Hello/)
      await chat.close()

      await action.getByRole('button', { name: 'I sent the message' }).click()
      expect(Date.now()).toBeLessThan(scripts.at)
      acted.resolve()
      await expect(timeline.getByText('WhatsApp message', { exact: true })).toBeVisible()
      await expect(timeline.locator('.timeline__entry--whatsapp')).toContainText(text)
      expect((await storedLead(request, admin, id)).firstResponseAt).toEqual(expect.any(String))
      const stored = await request.get(`/api/quote-requests/${id}/timeline`, {
        headers: authorization(admin),
      })
      const { docs } = (await stored.json()) as { docs: { kind: string; text: string }[] }
      expect(docs).toContainEqual(expect.objectContaining({ kind: 'whatsapp', text }))
      await page.screenshot({
        path: testInfo.outputPath(`lead-whatsapp-${javaScriptEnabled ? 'js' : 'no-js'}.png`),
        fullPage: true,
      })
    })
  })
}

test('a lead without a phone offers no WhatsApp action', async ({ admin, page, request }) => {
  const firstName = `NoPhone${randomUUID().slice(0, 6)}`
  // A contact message has no phone field.
  const lead = { id: await sendContactMessage(request, admin, firstName) }
  await signInAt(page, admin, `/admin/collections/contact-submissions/${lead.id}`)
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline.getByText('Received', { exact: true })).toBeVisible()
  await expect(timeline.getByRole('group', { name: 'WhatsApp' })).toHaveCount(0)
})

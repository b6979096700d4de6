import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { signInAt } from '../admin/helpers'
import { delayScripts, deferred, slowProcessor } from '../before-scripts'
import { e2eAdmin } from '../settings'
import { fillFrenchQuote, formOf, frenchQuoteForm, quoteForm } from './fills'
import { storedAsAdmin, uniqueName } from './staff'

const campaign = '?utm_source=linkedin&utm_campaign=q1-ghana'

/** The one quote stored with `marker`, once it is there (sent by the script or by the browser). */
async function storedQuote(request: APIRequestContext, marker: string) {
  let stored: Record<string, unknown>[] = []
  await expect
    .poll(
      async () =>
        (stored = await storedAsAdmin(request, quoteForm.collection, 'companyName', marker)).length,
    )
    .toBe(1)
  return stored[0] as {
    id: number
    attribution: { firstTouch: object; lastTouch: object; sentFrom?: string }
  }
}

const tabAttribution = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('attribution') ?? '')

async function sendQuote(page: Page, marker: string) {
  const form = formOf(page, quoteForm.submit)
  await quoteForm.fill(form, marker)
  await form.getByRole('button', { name: quoteForm.submit }).click()
}

test('a visitor lands on a campaign’s landing page, reads another page, comes back and sends its quote: the lead says where they came from and which page sent it', async ({
  page,
  request,
}) => {
  const sentWithCampaign: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('q1-ghana') || (sent.postData() ?? '').includes('q1-ghana'))
      sentWithCampaign.push(`${sent.method()} ${new URL(sent.url()).pathname}`)
  })
  await page.goto(`/ussd-ghana${campaign}`)
  // Kept in the tab only: no cookie, nothing sent.
  await expect.poll(() => tabAttribution(page)).toContain('q1-ghana')
  expect(await page.evaluate(() => document.cookie)).toBe('')

  await page.goto('/products/vas')
  await page.goto('/ussd-ghana')
  const marker = uniqueName('Campaign')
  await sendQuote(page, marker)
  const lead = await storedQuote(request, marker)
  const landing = { source: 'linkedin', campaign: 'q1-ghana', landingPath: '/ussd-ghana' }
  expect(lead.attribution).toMatchObject({
    firstTouch: landing,
    lastTouch: landing,
    sentFrom: '/ussd-ghana',
  })
  // Only the landing itself and the form's submission carried it.
  expect(sentWithCampaign[0]).toBe('GET /ussd-ghana')
  expect(sentWithCampaign.slice(1)).toEqual([
    expect.stringMatching(/^POST \/(api\/forms\/quote|ussd-ghana)$/),
  ])
})

test('a form sent before its page’s scripts arrive still carries the tab’s campaign', async ({
  page,
  request,
}) => {
  await page.goto(`/products/vas${campaign}`)
  await expect.poll(() => tabAttribution(page)).toContain('q1-ghana')

  const sent = deferred()
  const released = await delayScripts(page, 3000, sent.promise)
  await page.goto('/get-quote')
  const marker = uniqueName('Early')
  await sendQuote(page, marker)
  await expect(page.getByRole('heading', { level: 1, name: quoteForm.confirmation })).toBeVisible()
  sent.resolve()
  expect(released.at).toBe(Number.POSITIVE_INFINITY)
  const lead = await storedQuote(request, marker)
  expect(lead.attribution.firstTouch).toMatchObject({
    campaign: 'q1-ghana',
    landingPath: '/products/vas',
  })
})

test('a visitor on a slow phone who follows a link within 200 ms of the landing page’s first paint keeps the campaign: the quote on the next page carries it', async ({
  page,
  request,
}) => {
  // Where the header's Get Quote is, read on a page load of its own: the visitor taps there.
  await page.goto('/ussd-ghana')
  const box = await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).boundingBox()
  await page.evaluate(() => sessionStorage.clear())

  await slowProcessor(page, 6)
  // The landing page's scripts wait until the visitor has left it: the landing is recorded
  // without them, as the page is parsed.
  const left = deferred()
  const released = await delayScripts(page, 0, left.promise)
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Page.enable')
  await devtools.send('Page.setLifecycleEventsEnabled', { enabled: true })
  const painted = new Promise<number>((resolve) =>
    devtools.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') resolve(Date.now())
    }),
  )
  await page.goto(`/ussd-ghana${campaign}`, { waitUntil: 'commit' })
  const paintedAt = await painted
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2, { delay: 0 })
  const tappedAfterMs = Date.now() - paintedAt
  await page.waitForURL('**/get-quote', { waitUntil: 'commit' })
  expect(tappedAfterMs).toBeLessThan(200)
  expect(released.at).toBe(Number.POSITIVE_INFINITY)
  left.resolve()

  const marker = uniqueName('Quick')
  await sendQuote(page, marker)
  const lead = await storedQuote(request, marker)
  expect(lead.attribution.firstTouch).toMatchObject({
    source: 'linkedin',
    campaign: 'q1-ghana',
    landingPath: '/ussd-ghana',
  })
})

test('a visitor from a search engine: the lead names its host', async ({ page, request }) => {
  await page.goto('/get-quote', { referer: 'https://www.google.com/' })
  await expect.poll(() => tabAttribution(page)).toContain('www.google.com')
  const marker = uniqueName('Search')
  await sendQuote(page, marker)
  const lead = await storedQuote(request, marker)
  expect(lead.attribution.lastTouch).toMatchObject({
    referrer: 'www.google.com',
    landingPath: '/get-quote',
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a quote sent from the landing page the visitor arrived on keeps its campaign, in French', async ({
    page,
    request,
  }) => {
    await page.goto(`/fr/ussd-ghana${campaign}`)
    const form = frenchQuoteForm(page)
    const marker = uniqueName('SansScript')
    await fillFrenchQuote(form, marker, `awa.${randomUUID().slice(0, 8)}@example.com`, false)
    await form.getByRole('button', { name: 'Demander un devis' }).click()
    const lead = await storedQuote(request, marker)
    expect(lead.attribution).toMatchObject({
      firstTouch: { source: 'linkedin', campaign: 'q1-ghana', landingPath: '/fr/ussd-ghana' },
      sentFrom: '/fr/ussd-ghana',
    })
  })
})

test('the lead’s page shows where it came from', async ({ page, request }, testInfo) => {
  await page.goto(`/get-quote${campaign}`)
  await expect.poll(() => tabAttribution(page)).toContain('q1-ghana')
  const marker = uniqueName('Shown')
  await sendQuote(page, marker)
  const lead = await storedQuote(request, marker)

  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAt(page, e2eAdmin, `/admin/collections/quote-requests/${lead.id}`)
  const section = page.getByText('Where it came from')
  await expect(section).toBeVisible()
  await expect(page.getByLabel('Campaign (utm_campaign)').first()).toHaveValue('q1-ghana')
  // When it landed, in the site's zone like every time of the admin; values it lacks are not shown.
  await expect(page.getByLabel('When').first()).toHaveValue(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT/)
  await expect(page.getByLabel('Medium (utm_medium)')).toHaveCount(0)
  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('lead-attribution.png') })
})

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { e2eAdmin, e2eBaseUrl } from '../settings'

/**
 * The WhatsApp chat strip. With the business number set over REST as an admin (the name outside
 * checks rely on: `whatsapp.number`), a public page links to wa.me with that number and the page
 * it is on, in English and in French, with and without JavaScript, and the thank-you page's link
 * carries the reference. Without a number there is no strip. The settings are put back after.
 */
test.describe.configure({ mode: 'serial' })

const number = '+233201234567'
/** The hours the strip shows: the chosen team's business hours, in the page's language. */
const hours = {
  en: 'Hours: Mon–Fri, 8:00–18:00 GMT',
  fr: 'Horaires : Du lundi au vendredi, de 8\u00a0h à 18\u00a0h GMT',
}
const laterHours = { en: 'Hours: Mon–Sat, 9:00–17:30 GMT' }
const locales = ['en', 'fr'] as const
type WhatsApp = { number?: string | null; hoursTeam?: number | null; greeting?: string | null }

let api: APIRequestContext
let authorization: Record<string, string>
const before: Partial<Record<(typeof locales)[number], WhatsApp>> = {}
let teamId: number | undefined

const settingsPath = (locale: string) =>
  `/api/globals/site-settings?locale=${locale}&fallback-locale=none&depth=0`

async function saveWhatsApp(locale: string, whatsapp: WhatsApp) {
  const response = await api.post(settingsPath(locale), {
    headers: authorization,
    data: { whatsapp },
  })
  expect(response.status(), `saving ${JSON.stringify(whatsapp)} in ${locale}`).toBe(200)
}

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: e2eBaseUrl })
  const login = await api.post('/api/users/login', { data: e2eAdmin })
  expect(login.ok(), 'the admin signs in').toBe(true)
  authorization = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  for (const locale of locales) {
    const response = await api.get(settingsPath(locale), { headers: authorization })
    before[locale] = ((await response.json()) as { whatsapp?: WhatsApp }).whatsapp ?? {}
  }
})

test.afterAll(async () => {
  for (const locale of locales) {
    const { number: saved, hoursTeam, greeting } = before[locale] ?? {}
    await saveWhatsApp(locale, { number: saved ?? '', hoursTeam: hoursTeam ?? null, greeting })
  }
  if (teamId) await api.delete(`/api/teams/${teamId}`, { headers: authorization })
  await api.dispose()
})

const strip = (page: Page) => page.getByRole('region', { name: 'WhatsApp' })

/** The chat link's number digits and first message. */
async function chatOf(page: Page, name: RegExp) {
  const link = strip(page).getByRole('link', { name })
  await expect(link).toBeVisible()
  const href = new URL((await link.getAttribute('href'))!)
  return { link, host: href.host, path: href.pathname, text: href.searchParams.get('text') }
}

test('without a number, no page shows a WhatsApp button', async ({ page }) => {
  await saveWhatsApp('en', { number: '' })
  await page.goto('/products/vas', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(strip(page)).toHaveCount(0)
  await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0)
})

test('an admin sets the number and the team whose hours show over REST; a number without its country code is refused', async () => {
  const refused = await api.post(settingsPath('en'), {
    headers: authorization,
    data: { whatsapp: { number: '020 123 4567' } },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('Enter the number in international form')
  const team = await api.post('/api/teams', {
    headers: authorization,
    data: {
      name: `WhatsApp desk ${Date.now()}`,
      timeZone: 'Africa/Accra',
      workingDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      opensAt: '08:00',
      closesAt: '18:00',
    },
  })
  expect(team.status()).toBe(201)
  teamId = ((await team.json()) as { doc: { id: number } }).doc.id
  await saveWhatsApp('en', { number, hoursTeam: teamId })
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('a product page’s button opens a chat with the number about that product, in English', async ({
      page,
    }) => {
      await page.goto('/products/vas', { waitUntil: 'domcontentloaded' })
      const chat = await chatOf(page, /^Chat on WhatsApp about Value-Added Services \(VAS\)$/)
      expect(chat.host).toBe('wa.me')
      expect(chat.path).toBe('/233201234567')
      expect(chat.text).toBe("Hello, I'd like to know more about Value-Added Services (VAS)")
      await expect(chat.link).toHaveText('Chat on WhatsApp')
      await expect(strip(page)).toContainText(hours.en)
      // Reached with the keyboard: a plain link in the page's tab order.
      await chat.link.focus()
      await expect(chat.link).toBeFocused()
      expect(await chat.link.getAttribute('tabindex')).toBeNull()
      // Followed with Enter, it leads to the chat (answered here: the test leaves no machine).
      await page.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      )
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/^https:\/\/wa\.me\/233201234567\?text=Hello/)
    })

    test('a product page’s button opens a chat with the number about that product, in French', async ({
      page,
    }) => {
      await page.goto('/fr/products/vas', { waitUntil: 'domcontentloaded' })
      const chat = await chatOf(page, /^Écrire sur WhatsApp au sujet de/)
      expect(chat.path).toBe('/233201234567')
      expect(chat.text).toBe(
        "Bonjour, j'aimerais en savoir plus sur «\u00a0Services à valeur ajoutée (SVA)\u00a0»",
      )
      await expect(chat.link).toHaveText('Écrire sur WhatsApp')
      await expect(strip(page)).toContainText(hours.fr)
    })

    test('a page that is no document names what it is about: the company, in both languages', async ({
      page,
    }) => {
      await page.goto('/about', { waitUntil: 'domcontentloaded' })
      expect((await chatOf(page, /^Chat on WhatsApp/)).text).toBe(
        "Hello, I'd like to know more about your company",
      )
      await page.goto('/fr/about', { waitUntil: 'domcontentloaded' })
      expect((await chatOf(page, /^Écrire sur WhatsApp/)).text).toBe(
        "Bonjour, j'aimerais en savoir plus sur votre entreprise",
      )
    })

    test('the thank-you page’s “Continue on WhatsApp” carries the reference', async ({ page }) => {
      await page.goto('/thank-you/quote?ref=QR-000042', { waitUntil: 'domcontentloaded' })
      const english = await chatOf(page, /^Continue on WhatsApp with your reference QR-000042$/)
      expect(english.text).toBe('Hello, my reference is QR-000042')
      await expect(english.link).toHaveText('Continue on WhatsApp')
      await page.goto('/fr/thank-you/quote?ref=QR-000042', { waitUntil: 'domcontentloaded' })
      const french = await chatOf(page, /^Continuer sur WhatsApp/)
      expect(french.text).toBe('Bonjour, mon numéro de référence est QR-000042')
    })
  })
}

test('a change to the team’s hours shows on the next visit', async ({ page }) => {
  const changed = await api.patch(`/api/teams/${teamId}`, {
    headers: authorization,
    data: {
      workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
      opensAt: '09:00',
      closesAt: '17:30',
    },
  })
  expect(changed.status()).toBe(200)
  await page.goto('/products/vas', { waitUntil: 'domcontentloaded' })
  await expect(strip(page)).toContainText(laterHours.en)
})

for (const locale of locales) {
  test(`at 390 px the strip covers neither the content nor the quote form’s button (${locale})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(locale === 'en' ? '/get-quote' : '/fr/get-quote', {
      waitUntil: 'domcontentloaded',
    })
    const submit = page.getByRole('button', {
      name: locale === 'en' ? 'Request Quote' : 'Demander un devis',
    })
    await submit.scrollIntoViewIfNeeded()
    // What is drawn at the button's centre is the button itself: nothing lies over it.
    const box = (await submit.boundingBox())!
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    )
    expect(onTop).toContain(locale === 'en' ? 'Request Quote' : 'Demander un devis')
    await page.screenshot({ path: testInfo.outputPath(`whatsapp-quote-button-${locale}-390.png`) })
    // In the page's flow, after the content and before the footer, overlapping neither.
    const stripBox = (await strip(page).boundingBox())!
    const main = (await page
      .locator('#main > :not(section[aria-label="WhatsApp"])')
      .last()
      .boundingBox())!
    const footer = (await page.getByRole('contentinfo').boundingBox())!
    expect(stripBox.y).toBeGreaterThanOrEqual(main.y + main.height - 1)
    expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(footer.y + 1)
    expect(await strip(page).evaluate((element) => getComputedStyle(element).position)).toBe(
      'static',
    )
    await strip(page).scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`whatsapp-strip-${locale}-390.png`) })
  })
}

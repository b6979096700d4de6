import { randomUUID } from 'node:crypto'

import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test'

import { authorization, logIn, signInAt, type AdminSession } from '../admin/helpers'
import { fillFrenchQuote, formOf, frenchQuoteForm, quoteForm, referenceOf } from '../forms/fills'
import { storedAsAdmin, uniqueName } from '../forms/staff'
import { e2eAdmin, e2eBaseUrl } from '../settings'

/**
 * Landing pages built from blocks (collections/Pages.ts, src/page-builder/): an editor builds one
 * in the admin, previews its draft and publishes it in English and French; its form records the
 * page it was sent from; its questions open without scripts; an address the site already uses
 * is refused. The seeded /ussd-ghana is read, never changed: pages of the tests' own are removed.
 */

// Building a page in the admin takes several autosaves and two publications.
test.setTimeout(120_000)

/** The seeded landing page (src/seed/data/pages/ussd-ghana.ts and fr/ussd-ghana.ts). */
const ussdGhana = {
  en: {
    path: '/ussd-ghana',
    heading: 'USSD services that reach every phone in Ghana',
    question: 'Do subscribers need a smartphone or data?',
    answer: 'No. USSD works on every GSM handset, with or without data',
    secondQuestion: 'How long does a launch take?',
    secondAnswer: 'Usually four to eight weeks from the signed scope',
  },
  fr: {
    path: '/fr/ussd-ghana',
    heading: 'Des services USSD qui touchent tous les téléphones au Ghana',
    question: 'Les abonnés ont-ils besoin d’un smartphone ou de données ?',
    answer: 'Non. L’USSD fonctionne sur tous les téléphones GSM, avec ou sans données',
    secondQuestion: 'Combien de temps faut-il pour lancer un service ?',
    secondAnswer: 'En général quatre à huit semaines après la validation du périmètre',
  },
} as const

/** Pages a test made (by id), removed after it whatever its outcome. */
const made: number[] = []

test.afterEach(async ({ request }) => {
  if (!made.length) return
  const admin = await adminSession(request)
  for (const id of made.splice(0)) {
    // The test's editor may still have the page open in the admin, which locks it.
    const response = await request.delete(`/api/pages/${id}?overrideLock=true`, {
      headers: authorization(admin),
    })
    expect(response.status(), `removing page ${id}`).toBe(200)
  }
})

async function adminSession(request: APIRequestContext): Promise<AdminSession> {
  return { ...e2eAdmin, token: await logIn(request, e2eAdmin) }
}

/** A page's address of the test's own: lowercase words joined by hyphens. */
const uniqueSlug = () => `e2e-landing-${Date.now().toString(36)}-${randomUUID().slice(0, 4)}`

/** A browser context of a visitor: no session, no preview cookie. */
async function visitor(browser: Browser, javaScriptEnabled = true) {
  return browser.newContext({ baseURL: e2eBaseUrl, javaScriptEnabled })
}

/**
 * Opens a new page in the admin, in English, signed in as the e2e admin (the admin otherwise
 * opens in the language the account last chose). With autosave, the admin stores the new draft
 * at once and moves to its own address: its id, removed after the test.
 */
async function newPageInAdmin(page: Page): Promise<number> {
  await signInAt(page, e2eAdmin, '/admin/collections/pages/create?locale=en')
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
  const id = Number(/\/admin\/collections\/pages\/(\d+)/.exec(page.url())![1])
  made.push(id)
  return id
}

/** The admin's blocks field: its add button opens a drawer listing the blocks by their label. */
async function addBlock(page: Page, label: string) {
  await page.getByRole('button', { name: /^Add (Blocks?|Layout)$/ }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByRole('button', { name: label, exact: true }).click()
  await expect(drawer).toBeHidden()
}

/** The nth block of the page being edited (from 0), as the admin lays it out. */
const blockRow = (page: Page, index: number) => page.locator(`#layout-row-${index}`)

/** The first row of a Questions and answers block, opened: its rows start collapsed. */
async function firstQuestion(faq: Locator) {
  await expect(async () => {
    await faq.getByRole('button', { name: 'Show All' }).click()
    await expect(faq.getByLabel('Question')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  return { question: faq.getByLabel('Question'), answer: faq.getByLabel('Answer') }
}

/** The page as an editor's REST session reads its latest draft, in `locale`. */
async function latestDraft(
  request: APIRequestContext,
  admin: AdminSession,
  id: number,
  locale: 'en' | 'fr',
) {
  const response = await request.get(
    `/api/pages/${id}?draft=true&depth=0&locale=${locale}&fallback-locale=none`,
    { headers: authorization(admin) },
  )
  return (await response.json()) as Record<string, unknown>
}

/** The page as published (what visitors get), in `locale` alone. */
async function published(
  request: APIRequestContext,
  admin: AdminSession,
  id: number,
  locale: 'en' | 'fr',
) {
  const response = await request.get(
    `/api/pages/${id}?depth=0&locale=${locale}&fallback-locale=none`,
    { headers: authorization(admin) },
  )
  return (await response.json()) as Record<string, unknown>
}

test('an editor builds a landing page, previews its draft, publishes it, then publishes its French', async ({
  browser,
  page,
  request,
}) => {
  const admin = await adminSession(request)
  const slug = uniqueSlug()
  const title = uniqueName('Landing page')
  const english = {
    heading: `USSD for every phone ${slug}`,
    faqHeading: 'Before you call us',
    question: 'Does it work on feature phones?',
    answer: 'Yes: on every GSM handset, without data.',
  }
  const french = {
    title: `Page d’atterrissage ${slug}`,
    heading: `L’USSD pour tous les téléphones ${slug}`,
    question: 'Est-ce que cela marche sur les téléphones basiques ?',
    answer: 'Oui : sur tous les téléphones GSM, sans données.',
  }

  const id = await newPageInAdmin(page)
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Slug').fill(slug)

  await addBlock(page, 'Hero')
  await blockRow(page, 0).getByLabel('Heading').fill(english.heading)

  await addBlock(page, 'Questions and answers')
  const faq = blockRow(page, 1)
  await faq.getByLabel('Heading').fill(english.faqHeading)
  await faq.getByRole('button', { name: 'Add Item' }).click()
  const item = await firstQuestion(faq)
  await item.question.fill(english.question)
  await item.answer.fill(english.answer)

  await addBlock(page, 'Form')
  await blockRow(page, 2).getByRole('combobox').click()
  await page.getByRole('option', { name: 'Quote request', exact: true }).click()

  // Saved as a draft as the editor works, blocks and all.
  await expect
    .poll(() => latestDraft(request, admin, id, 'en'), { timeout: 20_000 })
    .toMatchObject({
      title,
      slug,
      _status: 'draft',
      layout: [
        { blockType: 'hero', heading: english.heading },
        {
          blockType: 'faq',
          heading: english.faqHeading,
          items: [{ question: english.question, answer: english.answer }],
        },
        { blockType: 'form', form: 'quote' },
      ],
    })
  await expect(page.getByText('Status: Draft')).toBeVisible()

  // The Preview button opens the draft at its address, for the editor only.
  const previewLink = page.getByRole('link', { name: 'Preview', exact: true })
  await expect(previewLink).toHaveAttribute('href', new RegExp(`path=%2F${slug}$`))
  const [preview] = await Promise.all([page.waitForEvent('popup'), previewLink.click()])
  await expect(preview).toHaveURL(`${e2eBaseUrl}/${slug}`)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(english.heading)
  await expect(preview.getByText('this page shows unpublished drafts')).toBeVisible()
  await expect(preview.getByText(english.question)).toBeVisible()
  await preview.close()

  const anonymous = await visitor(browser)
  const stranger = await anonymous.newPage()
  for (const path of [`/${slug}`, `/fr/${slug}`]) {
    const response = await stranger.goto(path)
    expect(response?.status(), `${path} before publishing`).toBe(404)
    await expect(stranger.getByText(english.heading)).toHaveCount(0)
  }

  await page.getByRole('button', { name: 'Publish in English' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  await expect
    .poll(() => published(request, admin, id, 'en'))
    .toMatchObject({ _status: 'published', layout: [{ heading: english.heading }, {}, {}] })

  // A visitor gets the page; in French, the English where nothing is translated yet.
  let response = await stranger.goto(`/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(english.heading)
  await expect(stranger.getByText('this page shows unpublished drafts')).toHaveCount(0)
  await expect(stranger.getByRole('heading', { name: english.faqHeading })).toBeVisible()
  await expect(stranger.getByText(english.question)).toBeVisible()
  await expect(
    formOf(stranger, quoteForm.submit).getByLabel('Company Name', { exact: true }),
  ).toBeVisible()
  response = await stranger.goto(`/fr/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(stranger.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(english.heading)
  await expect(stranger.getByText(english.question)).toBeVisible()
  await expect(frenchQuoteForm(stranger)).toBeVisible()

  // The French, written through the admin's locale switcher; the questions' heading left as is.
  await page.getByRole('button', { name: /^Locale/ }).click()
  await page.getByRole('button', { name: /^Français/ }).click()
  await expect(page).toHaveURL(/[?&]locale=fr/)
  await expect(page.getByLabel('Title')).toHaveAccessibleName(/Français/)
  await page.getByLabel('Title').fill(french.title)
  await blockRow(page, 0).getByLabel('Heading').fill(french.heading)
  const frenchItem = await firstQuestion(blockRow(page, 1))
  await frenchItem.question.fill(french.question)
  await frenchItem.answer.fill(french.answer)
  await expect
    .poll(() => latestDraft(request, admin, id, 'fr'), { timeout: 20_000 })
    .toMatchObject({
      title: french.title,
      layout: [
        { heading: french.heading },
        { items: [{ question: french.question, answer: french.answer }] },
        {},
      ],
    })
  await page.getByRole('button', { name: 'Publish in Français' }).click()
  await expect
    .poll(() => published(request, admin, id, 'fr'))
    .toMatchObject({ title: french.title, layout: [{ heading: french.heading }, {}, {}] })

  response = await stranger.goto(`/fr/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(french.heading)
  await expect(stranger.getByText(french.question)).toBeVisible()
  await expect(stranger.getByText(english.question)).toHaveCount(0)
  // Not translated: the English.
  await expect(stranger.getByRole('heading', { name: english.faqHeading })).toBeVisible()
  expect(await stranger.title()).toContain(french.title)

  response = await stranger.goto(`/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(english.heading)
  await expect(stranger.getByText(french.question)).toHaveCount(0)
  await anonymous.close()

  // The account's admin back in English, the language the other specs expect it in.
  await page.getByRole('button', { name: /^Locale/ }).click()
  await page.getByRole('button', { name: /^English/ }).click()
  await expect(page).toHaveURL(/[?&]locale=en/)
  await expect(page.getByLabel('Title')).toHaveAccessibleName(/English/)
})

/** The one quote stored with `marker`, once it is there (sent by the script or the browser). */
async function storedQuote(request: APIRequestContext, marker: string) {
  let stored: Record<string, unknown>[] = []
  await expect
    .poll(
      async () =>
        (stored = await storedAsAdmin(request, quoteForm.collection, 'companyName', marker)).length,
      { timeout: 15_000 },
    )
    .toBe(1)
  return stored[0] as { id: number; language: string; attribution: { sentFrom?: string } }
}

/** Sends the quote form of the seeded landing page in `locale`, as a visitor fills it. */
async function sendQuoteFromLandingPage(page: Page, locale: 'en' | 'fr', marker: string) {
  const response = await page.goto(ussdGhana[locale].path)
  expect(response?.status()).toBe(200)
  if (locale === 'en') {
    const form = formOf(page, quoteForm.submit)
    await quoteForm.fill(form, marker)
    await form.getByRole('button', { name: quoteForm.submit }).click()
  } else {
    const form = frenchQuoteForm(page)
    // The whole number typed, dialling code included: what the scripts add is not waited for.
    await fillFrenchQuote(form, marker, `awa.${randomUUID().slice(0, 8)}@example.com`, false)
    await form.getByRole('button', { name: 'Demander un devis' }).click()
  }
}

const sentFromCases = [
  { locale: 'en', yourReference: 'Your reference:' },
  { locale: 'fr', yourReference: 'Votre référence :' },
] as const

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    for (const { locale, yourReference } of sentFromCases) {
      test(`a quote sent from the landing page ${ussdGhana[locale].path} records that page`, async ({
        page,
        request,
      }) => {
        const marker = uniqueName(`Landing ${locale}`)
        await sendQuoteFromLandingPage(page, locale, marker)
        const stored = await storedQuote(request, marker)
        await expect(
          page.getByText(`${yourReference} ${referenceOf(quoteForm.referencePrefix, stored.id)}`),
        ).toBeVisible()
        expect(stored.language).toBe(locale)
        expect(stored.attribution.sentFrom).toBe(ussdGhana[locale].path)
      })
    }
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of ['en', 'fr'] as const) {
    const words = ussdGhana[locale]
    test(`the questions on ${words.path} open and close by a click or a key`, async ({ page }) => {
      const response = await page.goto(words.path)
      expect(response?.status()).toBe(200)
      const question = page.getByText(words.question, { exact: true })
      const answer = page.getByText(words.answer)
      const disclosure = page.locator('details', { has: question })
      await expect(question).toBeVisible()
      await expect(answer).toBeHidden()
      await expect(disclosure).not.toHaveAttribute('open')

      await question.click()
      await expect(answer).toBeVisible()
      await expect(disclosure).toHaveAttribute('open', '')
      await question.click()
      await expect(answer).toBeHidden()

      // By keyboard too: the question is focusable and Enter opens it.
      const second = page.getByText(words.secondQuestion, { exact: true })
      await expect(page.getByText(words.secondAnswer)).toBeHidden()
      await second.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText(words.secondAnswer)).toBeVisible()
    })
  }
})

test('an address the site already uses is refused over REST', async ({ request }) => {
  const admin = await adminSession(request)
  for (const [slug, by] of [
    ['about', 'a page of the site'],
    ['admin', 'the site itself'],
  ] as const) {
    const response = await request.post('/api/pages?depth=0', {
      headers: authorization(admin),
      data: {
        title: uniqueName('Taken address'),
        slug,
        layout: [{ blockType: 'hero', heading: 'A page at a taken address' }],
        _status: 'published',
      },
    })
    const body = await response.text()
    if (response.status() === 201) made.push((JSON.parse(body) as { doc: { id: number } }).doc.id)
    expect(response.status(), body).toBe(400)
    expect(body).toContain(`/${slug} is already used by ${by}: choose another address.`)
  }
  const stored = await request.get(
    '/api/pages?draft=true&depth=0&where[slug][in]=about,admin&limit=10',
    { headers: authorization(admin) },
  )
  expect(((await stored.json()) as { docs: unknown[] }).docs).toEqual([])
})

test('an address the site already uses is refused in the admin, with the reason', async ({
  browser,
  page,
}) => {
  const heading = `Not the careers page ${randomUUID().slice(0, 8)}`
  await newPageInAdmin(page)
  await page.getByLabel('Title').fill(uniqueName('Careers clash'))
  await page.getByLabel('Slug').fill('careers')
  await addBlock(page, 'Hero')
  await blockRow(page, 0).getByLabel('Heading').fill(heading)
  await page.getByRole('button', { name: 'Publish in English' }).click()

  await expect(
    page.getByText('/careers is already used by a page of the site: choose another address.'),
  ).toBeVisible()
  await expect(page.getByText('Status: Draft')).toBeVisible()
  const anonymous = await visitor(browser)
  const stranger = await anonymous.newPage()
  await stranger.goto('/careers')
  await expect(stranger.getByRole('heading', { level: 1 })).not.toHaveText(heading)
  await anonymous.close()
})

for (const locale of ['en', 'fr'] as const) {
  for (const width of [390, 1280]) {
    test(`${ussdGhana[locale].path} at ${width} px, whole page`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
      const response = await page.goto(ussdGhana[locale].path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ussdGhana[locale].heading)
      // Every image shown is drawn, none broken: each brought into view, as a visitor scrolls
      // to it (most load lazily).
      const images = await page.locator('img').all()
      expect(images.length).toBeGreaterThan(0)
      for (const image of images) {
        if (!(await image.isVisible())) continue
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() =>
            image.evaluate((element: HTMLImageElement) =>
              element.complete ? element.naturalWidth : 0,
            ),
          )
          .toBeGreaterThan(0)
      }
      // Nothing wider than the screen: no sideways scrolling on a phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0)
      // Back to the top: the header, which stays at the top of the screen, is drawn there.
      await page.mouse.wheel(0, -100_000)
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
      await page.screenshot({
        path: testInfo.outputPath(`landing-ussd-ghana-${locale}-${width}.png`),
        fullPage: true,
      })
    })
  }
}

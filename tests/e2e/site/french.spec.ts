import { expect, test, type Locator, type Page } from '@playwright/test'

import { catalogues } from '@/i18n/messages'
import { textPairs } from '@/i18n/translate-text'

import { beforeScripts, delayScripts, expectNotEnhanced } from '../before-scripts'
import { e2eBaseUrl } from '../settings'
import { attributeOf, servedDocument, type ServedDocument } from './served-html'

/** One page of each public route template, in French. */
const frenchPages = [
  '/fr',
  '/fr/about',
  '/fr/products-services',
  '/fr/products/vas',
  '/fr/regions/west-africa',
  '/fr/network',
  '/fr/careers',
  '/fr/get-quote',
  '/fr/partnership',
  '/fr/apply',
  '/fr/privacy-policy',
  '/fr/terms-of-service',
]

const frenchNotFound = '/fr/nowhere'

/** The same page in English: the path without its /fr prefix. */
const englishPath = (frenchPath: string) => frenchPath.replace(/^\/fr(?=\/|$)/, '') || '/'

/** Compares addresses as the browser does: the home page's "http://host" is "http://host/". */
const normalized = (url: string) => new URL(url).href

/**
 * The interface's English texts that French says differently: what a French page must not show.
 * Texts with {placeholders} are templates, not shown as written; texts of 3 characters or fewer
 * would match inside any word.
 */
const englishOnly = [
  ...new Set(
    textPairs(catalogues.en, catalogues.fr)
      .filter(([english, french]) => english !== french)
      .map(([english]) => english)
      .filter((english) => !/\{\w+/.test(english) && english.length >= 4),
  ),
]

const occurrences = (text: string, part: string) => text.split(part).length - 1

/**
 * The English interface texts the page shows outside content marked as written in another
 * language. The French careers page lists the English postings too, each with its own texts
 * marked lang="en" (job-card.tsx): their department 'Partnerships' and location 'Hyderabad,
 * India' are the same words as the catalogue's footer link and structured-data location, but
 * they are a posting's words, not the interface's. Every occurrence in such an element is
 * forgiven; one more in the rest of the page is not.
 */
async function englishInterfaceTexts(page: Page): Promise<string[]> {
  const body = await page.locator('body').innerText()
  const otherLanguage = await page
    .locator('body [lang]:not([lang="fr"]):not([lang^="fr-"])')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText))
  return englishOnly.filter(
    (english) =>
      occurrences(body, english) >
      otherLanguage.reduce((count, text) => count + occurrences(text, english), 0),
  )
}

const h1Text = async (page: Page) => (await page.locator('h1').innerText()).trim()

/** The address of the page's one alternate in that language. */
const alternate = (page: ServedDocument, hreflang: string) =>
  attributeOf(page, `head link[rel="alternate"][hreflang="${hreflang}"]`, 'href')

const localeAlternates = (page: ServedDocument) =>
  [...page.querySelectorAll('head meta[property="og:locale:alternate"]')].map((node) =>
    node.getAttribute('content'),
  )

test.describe('French pages', () => {
  for (const path of [...frenchPages, frenchNotFound]) {
    test(`${path} is in French: lang, its own h1, no English interface text`, async ({ page }) => {
      const response = await page.goto(englishPath(path))
      expect(response?.status()).toBe(path === frenchNotFound ? 404 : 200)
      await expect(page.locator('h1')).toHaveCount(1)
      const englishHeading = await h1Text(page)

      const french = await page.goto(path)
      expect(french?.status()).toBe(path === frenchNotFound ? 404 : 200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.locator('h1')).toHaveCount(1)
      const frenchHeading = await h1Text(page)
      expect(frenchHeading).toBeTruthy()
      expect(frenchHeading).not.toBe(englishHeading)
      expect(await englishInterfaceTexts(page)).toEqual([])
    })
  }

  for (const path of frenchPages) {
    test(`${path} names both languages (reciprocal hreflang), its canonical URL and og:locale`, async ({
      request,
    }) => {
      // All of it is in the head as served, which is what crawlers read.
      const page = await servedDocument(request, path)
      const hrefs: Record<string, string> = {}
      for (const hreflang of ['en', 'fr', 'x-default']) {
        const href = alternate(page, hreflang)!
        // Absolute, on the site's own address.
        expect(href, hreflang).toMatch(/^https?:\/\//)
        expect(new URL(href).origin, hreflang).toBe(e2eBaseUrl)
        hrefs[hreflang] = normalized(href)
      }
      const frenchUrl = normalized(`${e2eBaseUrl}${path}`)
      const englishUrl = normalized(`${e2eBaseUrl}${englishPath(path)}`)
      expect(hrefs.fr).toBe(frenchUrl)
      expect(hrefs.en).toBe(englishUrl)
      expect(hrefs['x-default']).toBe(englishUrl)

      expect(normalized(attributeOf(page, 'head link[rel="canonical"]', 'href')!)).toBe(frenchUrl)
      expect(attributeOf(page, 'head meta[property="og:locale"]', 'content')).toBe('fr_FR')
      expect(localeAlternates(page)).toEqual(['en_US'])

      // The English page the French one names names it back, and is its own canonical page.
      const english = await servedDocument(request, new URL(hrefs.en).pathname)
      expect(english.documentElement.getAttribute('lang')).toBe('en')
      expect(normalized(alternate(english, 'fr')!)).toBe(frenchUrl)
      expect(normalized(alternate(english, 'en')!)).toBe(englishUrl)
      expect(normalized(attributeOf(english, 'head link[rel="canonical"]', 'href')!)).toBe(
        englishUrl,
      )
      expect(attributeOf(english, 'head meta[property="og:locale"]', 'content')).toBe('en_US')
      expect(localeAlternates(english)).toEqual(['fr_FR'])
    })
  }

  test('write their figures the French way, with a narrow no-break space', async ({ request }) => {
    const text = async (path: string) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      return response.text()
    }
    const figures: [string, string[], string[]][] = [
      ['/network', ['250\u202fM+', '99,9\u202f%'], ['250M+', '99.9%']],
      ['/', ['250\u202fM+', '99,9\u202f%'], ['250M+', '99.9%']],
      ['/about', ['250\u202fM+'], ['250M+']],
      ['/regions/west-africa', ['160\u202fM+', '24\u202fh/24'], ['160M+', '24/7']],
      ['/regions/central-africa', ['99,5\u202f%'], ['99.5%']],
    ]
    for (const [path, french, english] of figures) {
      const frenchPage = await text(`/fr${path === '/' ? '' : path}`)
      for (const figure of french) expect(frenchPage, `/fr${path}`).toContain(figure)
      const englishPage = await text(path)
      for (const figure of english) expect(englishPage, path).toContain(figure)
    }
  })

  test('/sitemap.xml lists /fr/about with the page in both languages', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const entries = (await response.text()).match(/<url>[\s\S]*?<\/url>/g) ?? []
    const entry = entries.find((url) => url.includes(`<loc>${e2eBaseUrl}/fr/about</loc>`))
    expect(entry, 'a <url> whose <loc> is /fr/about').toBeDefined()
    for (const [hreflang, path] of [
      ['en', '/about'],
      ['fr', '/fr/about'],
      ['x-default', '/about'],
    ]) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${e2eBaseUrl}${path}" />`,
      )
    }
    // The English page is listed too, naming the same alternates.
    const englishEntry = entries.find((url) => url.includes(`<loc>${e2eBaseUrl}/about</loc>`))
    expect(englishEntry).toContain(`hreflang="fr" href="${e2eBaseUrl}/fr/about"`)
  })
})

const toFrench = { name: 'Voir cette page en français', text: 'Français' }
const toEnglish = { name: 'View this page in English', text: 'English' }

/** The header's language link: in the header bar on desktop, in the open menu on a phone. */
async function switcher(page: Page, mobile: boolean, { name }: { name: string }): Promise<Locator> {
  if (!mobile) return page.getByRole('banner').getByRole('link', { name, exact: true })
  await page.getByRole('banner').locator('summary').click()
  return page.locator('#mobile-menu').getByRole('link', { name, exact: true })
}

/** Presses Tab until the locator has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((node) => node === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

const chosenLanguage = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value

for (const [label, width] of [
  ['desktop', 1280],
  ['mobile menu', 390],
] as const) {
  const mobile = width === 390

  test.describe(`language switcher (${label}, ${width} px)`, () => {
    test.use({ viewport: { width, height: 844 } })

    for (const mode of beforeScripts) {
      test.describe(mode.name, () => {
        test.use({ javaScriptEnabled: mode.javaScriptEnabled })

        test('Français leads to the French page and English back, through the server, which keeps the choice; / follows it', async ({
          page,
        }) => {
          if (mode.scriptDelayMs) await delayScripts(page, mode.scriptDelayMs)
          await page.goto('/about', { waitUntil: 'domcontentloaded' })
          const french = await switcher(page, mobile, toFrench)
          await expect(french).toBeVisible()
          await expect(french).toHaveText(toFrench.text)
          await expect(french).toHaveAttribute('hreflang', 'fr')
          await expect(french).toHaveAttribute('rel', 'nofollow')
          await expect(french).toHaveAttribute('href', '/api/language?to=fr&from=%2Fabout')
          await expectNotEnhanced(page.locator('.products-menu'))
          await french.click()
          await expect(page).toHaveURL(`${e2eBaseUrl}/fr/about`)
          await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
          expect(await chosenLanguage(page)).toBe('fr')

          // A new visit to / opens the chosen language, by a temporary redirect for this visitor.
          const redirect = await page.request.get('/', { maxRedirects: 0 })
          expect(redirect.status()).toBe(307)
          expect(new URL(redirect.headers().location, e2eBaseUrl).pathname).toBe('/fr')
          const home = await page.goto('/', { waitUntil: 'domcontentloaded' })
          expect(home?.request().redirectedFrom()?.url()).toBe(`${e2eBaseUrl}/`)
          await expect(page).toHaveURL(`${e2eBaseUrl}/fr`)

          // Back to English from /fr, which / kept leading to.
          const english = await switcher(page, mobile, toEnglish)
          await expect(english).toHaveText(toEnglish.text)
          await expect(english).toHaveAttribute('href', '/api/language?to=en&from=%2Ffr')
          await expectNotEnhanced(page.locator('.products-menu'))
          await english.click()
          await expect(page).toHaveURL(`${e2eBaseUrl}/`)
          await expect(page.locator('html')).toHaveAttribute('lang', 'en')
          expect(await chosenLanguage(page)).toBe('en')
          expect((await page.request.get('/', { maxRedirects: 0 })).status()).toBe(200)

          // And to French again.
          await (await switcher(page, mobile, toFrench)).click()
          await expect(page).toHaveURL(`${e2eBaseUrl}/fr`)
          expect(await chosenLanguage(page)).toBe('fr')
        })
      })
    }

    test('is reachable with the keyboard: Tab to it, Enter', async ({ page }) => {
      await page.goto('/about', { waitUntil: 'domcontentloaded' })
      if (mobile) {
        const open = page.getByRole('banner').locator('summary')
        await tabTo(page, open)
        await page.keyboard.press('Enter')
        await expect(page.locator('#mobile-menu')).toBeVisible()
      }
      const french = (mobile ? page.locator('#mobile-menu') : page.getByRole('banner')).getByRole(
        'link',
        { name: toFrench.name, exact: true },
      )
      await tabTo(page, french)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${e2eBaseUrl}/fr/about`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      expect(await chosenLanguage(page)).toBe('fr')

      if (mobile) {
        const open = page.getByRole('banner').locator('summary')
        await tabTo(page, open)
        await page.keyboard.press('Enter')
        await expect(page.locator('#mobile-menu')).toBeVisible()
      }
      const english = (mobile ? page.locator('#mobile-menu') : page.getByRole('banner')).getByRole(
        'link',
        { name: toEnglish.name, exact: true },
      )
      await tabTo(page, english)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${e2eBaseUrl}/about`)
      expect(await chosenLanguage(page)).toBe('en')
    })
  })
}

test('the language switch is answered by the server, never cached nor indexed', async ({
  request,
}) => {
  const answer = await request.get('/api/language?to=fr&from=%2Fcareers', { maxRedirects: 0 })
  expect(answer.status()).toBe(303)
  expect(answer.headers().location).toBe('/fr/careers')
  expect(answer.headers()['cache-control']).toBe('private, no-store')
  expect(answer.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(answer.headers()['set-cookie']).toMatch(/^NEXT_LOCALE=fr; Path=\/; .*HttpOnly/i)

  const offSite = await request.get('/api/language?to=en&from=%2F%2Fevil.example', {
    maxRedirects: 0,
  })
  expect(offSite.headers().location).toBe('/')

  const unknown = await request.get('/api/language?to=de&from=%2F', { maxRedirects: 0 })
  expect(unknown.status()).toBe(400)
  expect(await unknown.json()).toEqual({ message: 'The language must be one of en, fr.' })

  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/api\/$/m)
})

test('a visitor without the cookie, like a crawler, gets / itself, never a redirect', async ({
  request,
}) => {
  const response = await request.get('/', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(response.headers().location).toBeUndefined()
  expect(await response.text()).toContain('<html lang="en"')
})

/** A posting's card, by its title, on whichever page of the open positions it is. */
async function findPosting(page: Page, careersPath: string, title: string): Promise<Locator> {
  for (let number = 1; number <= 10; number++) {
    const response = await page.goto(number === 1 ? careersPath : `${careersPath}?page=${number}`)
    expect(response?.status(), `${careersPath} page ${number}`).toBe(200)
    const card = page
      .locator('#open-positions li')
      .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
    if ((await card.count()) > 0) return card
  }
  throw new Error(`${careersPath} does not list '${title}'`)
}

/** The seed's posting written in French and translated, and one in English only. */
const bilingual = {
  en: 'Operator Account Manager, Central Africa',
  fr: 'Chargé(e) de comptes opérateurs – Afrique centrale',
}
const englishOnlyPosting = 'Senior Backend Engineer (Node.js)'

test.describe('careers in both languages', () => {
  for (const { path, locale, apply, applyPath, position } of [
    {
      path: '/careers',
      locale: 'en',
      apply: /^Apply Now/,
      applyPath: '/apply',
      position: 'Position Applied For',
    },
    {
      path: '/fr/careers',
      locale: 'fr',
      apply: /^Postuler/,
      applyPath: '/fr/apply',
      position: 'Poste visé',
    },
  ] as const) {
    test(`${path} shows a translated posting once, in its language, and its Apply link works`, async ({
      page,
    }) => {
      const card = await findPosting(page, path, bilingual[locale])
      await expect(card).toHaveCount(1)
      // The other language's title is nowhere: one posting, not two.
      const other = locale === 'en' ? bilingual.fr : bilingual.en
      await expect(page.getByRole('heading', { level: 3, name: other, exact: true })).toHaveCount(0)
      // In the page's language: no language badge, the page's own lang.
      await expect(
        card.getByText(catalogues[locale].pages.careers.languages.en, { exact: true }),
      ).toHaveCount(0)
      await expect(
        card.getByText(catalogues[locale].pages.careers.languages.fr, { exact: true }),
      ).toHaveCount(0)
      await expect(card.locator('h3')).toHaveAttribute('lang', locale)

      const link = card.getByRole('link', { name: apply })
      await expect(link).toHaveAttribute('href', new RegExp(`^${applyPath}\\?job=\\d+$`))
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${applyPath}\\?job=\\d+$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByLabel(position, { exact: true })).toHaveValue(bilingual[locale])
    })
  }

  test('/fr/careers shows a posting written in English only in English, marked as such', async ({
    page,
  }) => {
    const card = await findPosting(page, '/fr/careers', englishOnlyPosting)
    await expect(
      card.getByText(catalogues.fr.pages.careers.languages.en, { exact: true }),
    ).toBeVisible()
    await expect(card.locator('h3')).toHaveAttribute('lang', 'en')
    const english = await findPosting(page, '/careers', englishOnlyPosting)
    await expect(
      english.getByText(catalogues.en.pages.careers.languages.en, { exact: true }),
    ).toHaveCount(0)
  })
})

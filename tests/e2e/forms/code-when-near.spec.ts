import { expect, test, type Locator, type Page } from '@playwright/test'

import { deferred, waitForEnhanced } from '../before-scripts'
import {
  answersIn,
  contactForm,
  formOf,
  quoteForm,
  sentConfirmation,
  storedOnce,
  storedTicksAndFiles,
  tickAndAttachEverything,
} from './fills'
import { uniqueName } from './staff'

/**
 * The scripts `path` asks for beyond those its HTML names: the code a form loads when the visitor
 * comes near it. Those are held back until `release` (if given), as a slow network holds a form's
 * code back after the page's own has arrived.
 */
async function lateScripts(page: Page, path: string, release?: Promise<void>) {
  const html = await (await page.request.get(path)).text()
  const named = new Set(html.match(/static\/chunks\/[^"'\\]+?\.js/g))
  expect(named.size).toBeGreaterThan(0)
  const late: string[] = []
  await page.route('**/_next/static/**/*.js', async (route) => {
    const chunk = new URL(route.request().url()).pathname.replace(/^\/_next\//, '')
    if (!named.has(chunk)) {
      late.push(chunk)
      await release
    }
    await route.continue().catch(() => undefined)
  })
  await page.goto(path)
  return late
}

/** The page's own scripts have run (its header's menu is theirs) and nothing more is loading. */
async function hydrated(page: Page) {
  await waitForEnhanced(page.locator('header details'))
  await page.waitForLoadState('networkidle')
}

test.use({ viewport: { width: 390, height: 844 } })

/** The form's code asked for (and held back): a busy machine may take a while to get that far. */
const codeRequested = { message: 'the form’s code was asked for', timeout: 20_000 }

const comingNear = [
  ['scrolls into view', (form: Locator) => form.scrollIntoViewIfNeeded()],
  // Dispatched where the field is, without scrolling to it.
  [
    'is pressed below the screen',
    (form: Locator) => form.getByLabel('First Name').dispatchEvent('pointerdown'),
  ],
] as const

for (const [way, comeNear] of comingNear) {
  test(`the home page fetches its form’s code only once the form ${way} (waits for the page’s scripts: fetching the form’s code on approach is theirs)`, async ({
    page,
  }) => {
    const late = await lateScripts(page, '/')
    await hydrated(page)
    const form = formOf(page, contactForm.submit)
    await expect(form).not.toBeInViewport()
    // The page's other parts ask for nothing: scrolled to its footer, above which the form ends.
    await page.getByRole('contentinfo').evaluate((footer) => footer.scrollIntoView())
    await page.waitForLoadState('networkidle')
    expect(late).toEqual([])
    expect(await form.getAttribute('data-enhanced')).toBeNull()

    await comeNear(form)
    await expect.poll(() => late.length).toBeGreaterThan(0)
    await waitForEnhanced(form)
  })
}

test('a page without a form fetches no script once it has hydrated, scrolled to its end (waits for the scripts: what they fetch afterwards is counted)', async ({
  page,
}) => {
  const late = await lateScripts(page, '/about')
  await hydrated(page)
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  expect(late).toEqual([])
})

test('what is typed, ticked and chosen while the form’s code is on its way is kept when it arrives, and the form is sent', async ({
  page,
  request,
}) => {
  const arrived = deferred()
  const late = await lateScripts(page, quoteForm.path, arrived.promise)
  const fields = formOf(page, quoteForm.submit)
  await fields.scrollIntoViewIfNeeded()
  await expect.poll(() => late.length, codeRequested).toBeGreaterThan(0)
  const marker = uniqueName('Near')
  await tickAndAttachEverything(fields)
  await quoteForm.fill(fields, marker)
  const answers = await answersIn(fields)
  expect(await fields.getAttribute('data-enhanced')).toBeNull()
  arrived.resolve()

  await waitForEnhanced(fields)
  expect(await answersIn(fields)).toEqual(answers)
  await fields.getByRole('button', { name: quoteForm.submit }).click()
  await expect(sentConfirmation(page)).toBeVisible()
  const { stored } = await storedOnce(request, quoteForm, marker)
  expect(stored).toMatchObject(storedTicksAndFiles(quoteForm, answers))
})

test('a form sent while its code is on its way goes through the server and is stored once', async ({
  page,
  request,
}) => {
  const late = await lateScripts(page, contactForm.path, new Promise(() => {}))
  const fields = formOf(page, contactForm.submit)
  await fields.scrollIntoViewIfNeeded()
  await expect.poll(() => late.length, codeRequested).toBeGreaterThan(0)
  const marker = uniqueName('Server')
  await contactForm.fill(fields, marker)
  expect(await fields.getAttribute('data-enhanced')).toBeNull()
  await fields.getByRole('button', { name: contactForm.submit }).click()

  await expect(
    page.getByRole('heading', { level: 1, name: contactForm.confirmation }),
  ).toBeVisible()
  const { reference } = await storedOnce(request, contactForm, marker)
  await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible()
})

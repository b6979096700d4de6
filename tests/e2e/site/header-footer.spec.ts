import { expect, test, type Page } from '@playwright/test'

import { productSlugs } from '../../helpers/public-pages'
import { beforeScripts, delayScripts, expectNotEnhanced, waitForEnhanced } from '../before-scripts'

const viewAll = 'View All Products & Services'

const productsMenu = (page: Page) => page.locator('.products-menu')
const productsTrigger = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Products & Services', exact: true })
const mobileToggle = (page: Page) => page.getByRole('banner').locator('summary')

for (const mode of beforeScripts) {
  test.describe(`header, ${mode.name}`, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled })
    test.beforeEach(async ({ page }) => {
      if (mode.scriptDelayMs) await delayScripts(page, mode.scriptDelayMs)
    })

    test.describe('desktop', () => {
      test.use({ viewport: { width: 1280, height: 800 } })

      test('the products menu opens on hover, closes 150 ms after the pointer leaves, and its product links navigate', async ({
        page,
      }) => {
        await page.goto('/about', { waitUntil: 'domcontentloaded' })
        const menu = page.locator('#products-menu')
        await expect(menu).toBeHidden()
        await expectNotEnhanced(productsMenu(page))
        await productsTrigger(page).hover()
        await expect(menu).toBeVisible()
        await expect(menu.getByRole('link', { name: viewAll })).toHaveAttribute(
          'href',
          '/products-services',
        )
        for (const slug of productSlugs) {
          await expect(menu.locator(`a[href="/products/${slug}"]`)).toHaveCount(1)
        }

        // Taken before the move: the close delay starts later, never earlier, than this.
        const leftAt = Date.now()
        await page.mouse.move(5, 700)
        await expect(menu).toBeHidden()
        expect(Date.now() - leftAt).toBeGreaterThanOrEqual(150)

        // Back within 150 ms, it stays open.
        await productsTrigger(page).hover()
        await page.mouse.move(5, 700)
        await productsTrigger(page).hover()
        await page.waitForTimeout(300)
        await expect(menu).toBeVisible()

        await expectNotEnhanced(productsMenu(page))
        await menu.locator('a[href="/products/fintech"]').click()
        await expect(page).toHaveURL(/\/products\/fintech$/)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // A whole page: the menu is closed on it, the pointer still over the header.
        await expect(menu).toBeHidden()
      })

      test('the products menu opens on keyboard focus and a product link in it is followed with Enter', async ({
        page,
      }) => {
        await page.goto('/about', { waitUntil: 'domcontentloaded' })
        const menu = page.locator('#products-menu')
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'About' })
          .focus()
        await expectNotEnhanced(productsMenu(page))
        await page.keyboard.press('Tab')
        await expect(productsTrigger(page)).toBeFocused()
        await expect(menu).toBeVisible()
        await page.keyboard.press('Tab') // the toggle button
        await page.keyboard.press('Tab')
        await expect(menu.getByRole('link', { name: viewAll })).toBeFocused()
        await page.keyboard.press('Tab')
        const first = menu.getByRole('listitem').first().getByRole('link')
        await expect(first).toBeFocused()
        const href = await first.getAttribute('href')
        await expectNotEnhanced(productsMenu(page))
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(new RegExp(`${href}$`))
      })

      test('has the header links and both buttons', async ({ page }) => {
        await page.goto('/', { waitUntil: 'domcontentloaded' })
        const header = page.getByRole('banner')
        for (const [name, href] of [
          ['Home', '/'],
          ['About', '/about'],
          ['Careers', '/careers'],
          ['Get Quote', '/get-quote'],
          ['Partner With Us', '/partnership'],
        ]) {
          await expect(header.getByRole('link', { name, exact: true }).first()).toHaveAttribute(
            'href',
            href,
          )
        }
        await expect(
          header.getByRole('link', { name: 'About', exact: true }).first(),
        ).not.toHaveAttribute('aria-current', 'page')
        await page.goto('/about', { waitUntil: 'domcontentloaded' })
        await expect(
          header.getByRole('link', { name: 'About', exact: true }).first(),
        ).toHaveAttribute('aria-current', 'page')
      })
    })

    test.describe('mobile menu', () => {
      test.use({ viewport: { width: 390, height: 844 } })

      test('opens, closes, shows the same links and navigates', async ({ page }) => {
        await page.goto('/', { waitUntil: 'domcontentloaded' })
        const toggle = mobileToggle(page)
        const menu = page.locator('#mobile-menu')
        await expect(toggle).toBeVisible()
        await expect(menu).toBeHidden()
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
        await expect(toggle).toHaveAccessibleName('Open menu')
        await expectNotEnhanced(page.locator('header details'))
        await toggle.click()
        await expect(menu).toBeVisible()
        await expect(toggle).toHaveAccessibleName('Close menu')
        for (const href of [
          '/',
          '/about',
          '/products-services',
          '/careers',
          '/get-quote',
          '/partnership',
        ]) {
          await expect(menu.locator(`a[href="${href}"]`)).toHaveCount(1)
        }
        await expect(menu.locator('a[href^="/products/"]')).toHaveCount(11)
        await toggle.click()
        await expect(menu).toBeHidden()

        await toggle.click()
        await expectNotEnhanced(page.locator('header details'))
        await menu.getByRole('link', { name: 'About' }).click()
        await expect(page).toHaveURL(/\/about$/)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.locator('#mobile-menu')).toBeHidden()
      })

      test('opens from the keyboard', async ({ page }) => {
        await page.goto('/', { waitUntil: 'domcontentloaded' })
        await mobileToggle(page).focus()
        await expectNotEnhanced(page.locator('header details'))
        await page.keyboard.press('Enter')
        await expect(page.locator('#mobile-menu')).toBeVisible()
        await page.keyboard.press('Enter')
        await expect(page.locator('#mobile-menu')).toBeHidden()
      })
    })
  })
}

test.describe('header, once its scripts have run', () => {
  test.describe('desktop', () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test('Escape closes the products menu and leaves focus on its link (waits for the scripts: Escape is their enhancement)', async ({
      page,
    }) => {
      await page.goto('/about')
      await waitForEnhanced(productsMenu(page))
      const menu = page.locator('#products-menu')
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About' })
        .focus()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(menu.getByRole('link', { name: viewAll })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(productsTrigger(page)).toBeFocused()
      // Focus leaving and coming back opens it again.
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(menu).toBeVisible()
    })

    test('the toggle button opens and closes the menu and says which it does (waits for the scripts: the toggle is their enhancement)', async ({
      page,
    }) => {
      await page.goto('/about')
      await waitForEnhanced(productsMenu(page))
      await page.mouse.move(5, 700)
      const toggle = page.getByRole('button', { name: 'Show products' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.click()
      await expect(page.locator('#products-menu')).toBeVisible()
      const hideToggle = page.getByRole('button', { name: 'Hide products' })
      await expect(hideToggle).toHaveAttribute('aria-expanded', 'true')
      await hideToggle.click()
      await expect(page.locator('#products-menu')).toBeHidden()
      await expect(page.getByRole('button', { name: 'Show products' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    })
  })

  test.describe('mobile menu', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('closes on Escape from its toggle or from inside it, focus back on the toggle (waits for the scripts: Escape is their enhancement)', async ({
      page,
    }) => {
      await page.goto('/')
      await waitForEnhanced(page.locator('header details'))
      const menu = page.locator('#mobile-menu')
      const toggle = mobileToggle(page)
      await toggle.click()
      await expect(menu).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(toggle).toBeFocused()

      await page.keyboard.press('Enter')
      await expect(menu).toBeVisible()
      await menu.getByRole('link', { name: 'About' }).focus()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(toggle).toBeFocused()
    })
  })
})

test.describe('mobile layout', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('no page scrolls sideways at 390 px', async ({ page }) => {
    for (const path of ['/', '/careers', '/products/ai', '/regions/central-africa', '/get-quote']) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBe(0)
    }
  })
})

test.describe('footer', () => {
  test('links the products, lists the ten markets and shows the contact block', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const slug of ['vas', 'fintech', 'marketplace', 'enterprise', 'ai', '5g']) {
      await expect(footer.locator(`a[href="/products/${slug}"]`)).toHaveCount(1)
    }
    for (const market of [
      'Nigeria',
      'Ghana',
      'Kenya',
      'Chad',
      'Cameroon',
      'Congo Brazzaville',
      'Tanzania',
      'DR Congo',
      'Uganda',
      'Rwanda',
    ]) {
      await expect(footer.getByText(market, { exact: true })).toHaveCount(1)
    }
    await expect(footer.getByText('Hyderabad', { exact: false })).toBeVisible()
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
    await footer.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  })

  test('/products/5g from the footer lands on the OTT page', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').locator('a[href="/products/5g"]').click()
    await expect(page).toHaveURL(/\/products\/ott$/)
  })
})

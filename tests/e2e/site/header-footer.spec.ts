import { expect, test } from '@playwright/test'

import { productSlugs } from '../../helpers/public-pages'
import { gotoHydrated } from '../hydrated'

const viewAll = 'View All Products & Services'

test.describe('header products menu (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('opens on hover and closes 150 ms after the pointer leaves (waits for the scripts: the behaviour under test is their enhancement)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menu = page.locator('#products-menu')
    await expect(menu).toBeHidden()
    await nav.getByRole('link', { name: 'Products & Services', exact: true }).hover()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: viewAll })).toHaveAttribute(
      'href',
      '/products-services',
    )
    for (const slug of productSlugs) {
      await expect(menu.locator(`a[href="/products/${slug}"]`)).toHaveCount(1)
    }

    // Taken before the move: the page's close timer starts later, never earlier, than this.
    const leftAt = Date.now()
    await page.mouse.move(5, 700)
    await expect(menu).toBeHidden()
    expect(Date.now() - leftAt).toBeGreaterThanOrEqual(150)
  })

  test('stays open when the pointer comes back within 150 ms (waits for the scripts: the behaviour under test is their enhancement)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about')
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products & Services', exact: true })
    const menu = page.locator('#products-menu')
    await trigger.hover()
    await page.mouse.move(5, 700)
    await trigger.hover()
    await page.waitForTimeout(300)
    await expect(menu).toBeVisible()
  })

  test('closes when a product link is clicked (waits for the scripts: the behaviour under test is their enhancement)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about')
    const menu = page.locator('#products-menu')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products & Services', exact: true })
      .hover()
    await menu.locator('a[href="/products/fintech"]').click()
    await expect(page).toHaveURL(/\/products\/fintech$/)
    await expect(menu).toBeHidden()
  })

  test('opens on keyboard focus, is reachable by Tab and closes on Escape (waits for the scripts: the behaviour under test is their enhancement)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about')
    const menu = page.locator('#products-menu')
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products & Services', exact: true })
    // Tab from the link before it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .focus()
    await page.keyboard.press('Tab')
    await expect(trigger).toBeFocused()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab') // the toggle button
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: viewAll })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('the toggle button opens and closes the menu on click (waits for the scripts: the behaviour under test is their enhancement)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about')
    const toggle = page.getByRole('button', { name: 'Show products' })
    await toggle.click()
    await expect(page.locator('#products-menu')).toBeVisible()
    const hideToggle = page.getByRole('button', { name: 'Hide products' })
    await expect(hideToggle).toHaveAttribute('aria-expanded', 'true')
    await hideToggle.click()
    await expect(page.locator('#products-menu')).toBeHidden()
  })

  test('has the header links and both buttons (waits for the scripts: the behaviour under test is their enhancement)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
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
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('toggles open and closed and shows the same links (waits for the scripts: the behaviour under test is their enhancement)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await toggle.click()
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
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
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
  })

  test('closes on Escape from its toggle or from inside it, and focus returns to the toggle (waits for the scripts: the behaviour under test is their enhancement)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const menu = page.locator('#mobile-menu')
    const toggle = page.getByRole('button', { name: 'Open menu' })
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
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

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

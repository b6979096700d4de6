import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { sendContactMessage, signInAt } from './helpers'

type Shift = { value: number; moved: string[] }

/**
 * Records the layout shifts from the moment the page has arrived whole (two frames after the
 * document is parsed: before that, a slow network paints it as it comes): a control that moves as
 * the admin's scripts start takes the click meant for it somewhere else. The processor is slowed
 * as a mid-range phone's, where the admin's start spreads over several frames.
 */
async function recordShifts(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    type LayoutShift = PerformanceEntry & {
      value: number
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    const shifts: Shift[] = []
    Object.assign(window, { layoutShifts: shifts })
    let arrivedWhole = Infinity
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => requestAnimationFrame(() => (arrivedWhole = performance.now()))),
    )
    const described = ({ node, previousRect: from, currentRect: to }: LayoutShift['sources'][0]) =>
      `${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : node?.nodeName} ` +
      `from ${from.x},${from.y} ${from.width}×${from.height} to ${to.x},${to.y} ${to.width}×${to.height}`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.startTime >= arrivedWhole)
          shifts.push({ value: entry.value, moved: entry.sources.map(described) })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * The shifts until the admin has started: the sidebar is marked settled two frames after Payload
 * has marked it ready (SidebarStartsClosed), and the page's own effects are done a second on.
 */
async function shiftsOnceStarted(page: Page): Promise<Shift[]> {
  await expect(page.locator('.template-default[data-sidebar-settled]')).toHaveCount(1)
  await page.waitForTimeout(1_000)
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts)
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('nothing on the Overview, a submissions list, a submission or the users list moves as the admin starts', async ({
      admin,
      page,
      request,
    }) => {
      const name = `Steady${randomUUID().slice(0, 6)}`
      const id = await sendContactMessage(request, admin, name)
      await recordShifts(page)
      for (const path of [
        '/admin',
        `/admin/collections/contact-submissions?search=${name}`,
        `/admin/collections/contact-submissions/${id}`,
        '/admin/collections/users',
      ]) {
        await signInAt(page, admin, path)
        expect(await shiftsOnceStarted(page), path).toEqual([])
      }
    })
  })
}

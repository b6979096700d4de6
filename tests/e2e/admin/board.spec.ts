import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'
import { authorization, salespersonWithQuote, signInAt } from './helpers'

for (const { width, javaScriptEnabled } of [
  { width: 1280, javaScriptEnabled: false },
  { width: 390, javaScriptEnabled: false },
  { width: 1280, javaScriptEnabled: true },
]) {
  test(`a salesperson moves a lead across the board ${javaScriptEnabled ? 'by dragging it' : 'without scripts'}, says why when it is lost, and each move is on its timeline (${width} px)`, async ({
    admin,
    browser,
    request,
  }, testInfo) => {
    const name = `Kofi Board ${randomUUID().slice(0, 4)}`
    const { account: kofi, reference } = await salespersonWithQuote(
      request,
      admin,
      name,
      `Board${randomUUID().slice(0, 6)}`,
    )
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width, height: 900 },
    })
    const page = await context.newPage()
    try {
      await signInAt(page, kofi, '/admin/board?type=quote-requests')
      await expect(
        page.getByRole('heading', { name: /^Board: Quote requests/, level: 1 }),
      ).toBeVisible()
      const column = (status: string) => page.locator(`.board__column[data-status="${status}"]`)
      const card = page.locator('.board__card', { hasText: reference })
      await expect(column('new').locator('.board__card', { hasText: reference })).toBeVisible()
      await expect(card).toContainText('First answer')
      await expect(card).toContainText(name)
      await page.screenshot({
        path: testInfo.outputPath(`board-${width}-${javaScriptEnabled ? 'js' : 'nojs'}.png`),
      })

      if (javaScriptEnabled) {
        // Dragging needs the scripts: the card becomes draggable once they have run.
        await expect(card).toHaveAttribute('draggable', 'true')
        await card.dragTo(column('contacted'))
      } else {
        await card.getByLabel('Move to').selectOption('contacted')
        await card.getByRole('button', { name: 'Move' }).click()
      }
      await expect(page.getByRole('status')).toHaveText(`${reference} moved.`)
      await expect(page).toHaveURL(/\/admin\/board\?type=quote-requests/)
      await expect(
        column('contacted').locator('.board__card', { hasText: reference }),
      ).toBeVisible()
      await expect(column('new').locator('.board__card', { hasText: reference })).toHaveCount(0)

      // Closing the deal asks why first, the same way whether dragged or moved with its menu.
      const contacted = column('contacted').locator('.board__card', { hasText: reference })
      if (javaScriptEnabled) await contacted.dragTo(column('lost'))
      else {
        await contacted.getByLabel('Move to').selectOption('lost')
        await contacted.getByRole('button', { name: 'Move' }).click()
      }
      const question = page.getByRole('alertdialog')
      await expect(question).toContainText('Why was this deal lost?')
      await question.getByLabel('Reason').selectOption('No budget')
      await question.getByRole('button', { name: 'Yes, move to Lost' }).click()
      await expect(page.getByRole('status')).toHaveText(`${reference} moved.`)
      await expect(column('lost').locator('.board__card', { hasText: reference })).toBeVisible()

      await page
        .locator('.board__card', { hasText: reference })
        .getByRole('link', { name: reference })
        .click()
      const moves = page.locator('.timeline__entry--status')
      await expect(moves.first()).toContainText('Lost')
      await expect(moves.nth(1)).toContainText('Contacted')
      await expect(moves.first()).toContainText(name)
      await expect(page.getByLabel('Why won or lost')).toHaveValue('No budget')
    } finally {
      await context.close()
      await request.delete(`/api/users?where[email][equals]=${kofi.email}`, {
        headers: authorization(admin),
      })
    }
  })
}

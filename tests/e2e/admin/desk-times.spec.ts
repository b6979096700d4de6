import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'
import { authorization, newAccount, sendQuoteRequest, signInAt } from './helpers'

for (const width of [390, 1280]) {
  test(`a lead's page shows its clock at the top and every time in the reader's zone, named (${width} px)`, async ({
    admin,
    browser,
    request,
  }, testInfo) => {
    // A salesperson who works from Nairobi (GMT+3), where the site's zone is Lagos (GMT+1).
    const account = newAccount(['sales'])
    const created = await request.post('/api/users', {
      headers: authorization(admin),
      data: {
        ...account,
        name: 'Wanjiku',
        roles: ['sales'],
        timeZone: 'Africa/Nairobi',
        _verified: true,
      },
    })
    expect(created.status()).toBe(201)
    const company = `Clock${randomUUID().slice(0, 6)}`
    const id = await sendQuoteRequest(request, admin, company)

    const page = await browser.newPage({ viewport: { width, height: 900 } })
    await signInAt(page, account, `/admin/collections/quote-requests/${id}`)
    const clock = page.getByRole('region', { name: 'Response clock' })
    await expect(clock.getByTestId('response-clock')).toHaveText(/^(Answer due in|Overdue by) \d/)
    await expect(clock).toContainText('(Nairobi, Kenya)')
    await expect(clock.locator('time')).toHaveText(
      /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT\+3 \(Nairobi, Kenya\)$/,
    )
    // Above the visitor's answers and the account lists: first in the sidebar after the status.
    const clockTop = (await clock.boundingBox())!.y
    const timelineTop = (await page.getByRole('region', { name: 'Timeline' }).boundingBox())!.y
    if (width >= 1024) expect(clockTop).toBeLessThan(timelineTop)
    await expect(page.getByText('Times in Nairobi, Kenya time, your zone.')).toBeVisible()
    // The header's last change and creation too, not in the browser's zone (UTC here); a phone's
    // header has room for the buttons only.
    const header = page.locator('.document-times')
    if (width >= 1024) {
      await expect(header).toContainText(/Last Modified:\s*\d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT\+3/)
      await expect(header).toContainText(/Created:\s*\d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT\+3/)
    } else {
      await expect(header).toBeHidden()
    }
    await expect(page.locator('.doc-controls__value-wrap').first()).toBeHidden()

    // The status history reads in the same zone as the timeline, whatever the browser's.
    await page.getByRole('button', { name: 'Contacted' }).click()
    await expect(page.getByText('Status updated successfully')).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Status history' }).getByRole('listitem').first(),
    ).toContainText(/GMT\+3$/)
    await page.screenshot({ path: testInfo.outputPath(`lead-clock-${width}.png`), fullPage: true })
    await page.close()
  })
}

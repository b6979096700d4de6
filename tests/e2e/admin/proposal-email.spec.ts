import { randomUUID } from 'node:crypto'
import path from 'node:path'

import type { Browser, Page } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import { deliverToTeamMailbox, emailTo } from '../mailbox'
import { expect, test } from './fixtures'
import { salespersonWithQuote, signInAt } from './helpers'

const screenshots = path.join(process.cwd(), 'docs/screenshots')

const signature = (name: string) => `${name}\nSales, Accra\n+233 20 123 4567`

/** A salesperson owning a new quote, with their signature written on their own account. */
async function salespersonWithSignature(
  page: Page,
  admin: Parameters<typeof salespersonWithQuote>[1],
) {
  const name = `Kofi Asante ${randomUUID().slice(0, 4)}`
  const company = `ProposalTelecom${randomUUID().slice(0, 6)}`
  const lead = await salespersonWithQuote(page.request, admin, name, company)
  const login = await page.request.post('/api/users/login', { data: lead.account })
  const { token } = (await login.json()) as { token: string }
  const saved = await page.request.patch(`/api/users/${lead.userId}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { signatures: { english: signature(name) } },
  })
  expect(saved.status()).toBe(200)
  return { ...lead, name, visitorEmail: `${company.toLowerCase()}@example.com` }
}

const proposalFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdf() })

async function newPage(browser: Browser, width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 844 : 900 },
    javaScriptEnabled,
  })
  return context.newPage()
}

for (const width of [1280, 390]) {
  test(`at ${width} px a salesperson sends a proposal PDF with a CC and their signature, and the timeline shows the thread with the visitor's answer`, async ({
    admin,
    browser,
  }) => {
    const page = await newPage(browser, width)
    const { account, id, reference, name, visitorEmail } = await salespersonWithSignature(
      page,
      admin,
    )
    const proposal = `Proposal-${randomUUID().slice(0, 6)}.pdf`
    await signInAt(page, account, `/admin/collections/quote-requests/${id}`)
    const email = page.getByRole('group', { name: 'Reply to the visitor' })
    await email.getByLabel('Subject').fill('Our proposal')
    await email
      .getByLabel('CC', { exact: true })
      .fill('ama@operator.example, finance@operator.example')
    await email.getByLabel('Message').fill('Please find our proposal attached.')
    // A line in bold, from the editor's toolbar, after the text.
    await email.getByLabel('Message').press('Control+End')
    await email.getByLabel('Message').press('Enter')
    await email.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('Prices valid until 31 January.')
    await email.getByLabel('Upload files').setInputFiles(proposalFile(proposal))
    await email.getByRole('button', { name: 'Send e-mail' }).click()

    const timeline = page.getByRole('region', { name: 'Timeline' })
    const thread = timeline.getByRole('list', {
      name: `E-mail thread: Our proposal [${reference}]`,
    })
    await expect(thread).toBeVisible()
    await expect(thread).toContainText('ama@operator.example, finance@operator.example')
    await expect(thread.getByRole('link', { name: proposal })).toBeVisible()
    await expect(thread).toContainText('Sales, Accra')

    // The visitor receives HTML with its plain-text part, the copies, the signature and the PDF.
    const sent = await emailTo(visitorEmail, `Our proposal [${reference}]`)
    expect(sent.cc).toBe('ama@operator.example, finance@operator.example')
    expect(sent.html).toContain(
      '<p>Please find our proposal attached.</p><p><b><strong>Prices valid until 31 January.</strong></b></p>',
    )
    expect(sent.html).toContain(`${name}<br />Sales, Accra<br />+233 20 123 4567`)
    expect(sent.text).toContain(
      `Please find our proposal attached.\n\nPrices valid until 31 January.\n\n${name}\nSales, Accra`,
    )
    expect(sent.attachments?.map((file) => file.filename)).toEqual([proposal])
    expect(sent.attachments?.[0].content.equals(pdf())).toBe(true)

    // The visitor answers; the answer joins the thread, after the proposal.
    await deliverToTeamMailbox(
      [
        `From: Visitor <${visitorEmail}>`,
        'To: sales@example.com',
        `Subject: Re: ${sent.subject}`,
        `Message-ID: <${randomUUID()}@visitor.test>`,
        `In-Reply-To: ${sent.messageId}`,
        `References: ${sent.messageId}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Thank you, we will read it this week.',
        '',
      ].join('\r\n'),
    )
    await expect
      .poll(
        async () => {
          await page.reload()
          return thread.getByRole('listitem').filter({ hasText: 'E-mail received' }).count()
        },
        { timeout: 20_000 },
      )
      .toBe(1)
    const messages = thread.locator(':scope > li')
    await expect(messages).toHaveCount(2)
    await expect(messages.nth(0)).toContainText('E-mail sent')
    await expect(messages.nth(1)).toContainText('Thank you, we will read it this week.')
    const box = await thread.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    await thread
      .locator('xpath=..')
      .screenshot({ path: path.join(screenshots, `proposal-thread-${width}.png`) })

    if (width === 1280) {
      // The e-mail as a mail client shows it.
      const mailView = await newPage(browser, 800)
      await mailView.setContent(
        `<div style="font-family: Arial, sans-serif; padding: 16px"><p style="color:#555">From: ${sent.from.replace(/</g, '&lt;')}<br>To: ${sent.to}<br>CC: ${sent.cc}<br>Subject: ${sent.subject}<br>Attached: ${proposal}</p><hr>${sent.html}</div>`,
      )
      await mailView.screenshot({
        path: path.join(screenshots, 'proposal-email-received.png'),
        fullPage: true,
      })
      await mailView.context().close()
    }
    await page.context().close()
  })
}

test('without JavaScript, a refused e-mail keeps what was typed, and the corrected one is sent with its PDF', async ({
  admin,
  browser,
}) => {
  const page = await newPage(browser, 390, false)
  const { account, id, reference, visitorEmail } = await salespersonWithSignature(page, admin)
  const proposal = `Proposal-${randomUUID().slice(0, 6)}.pdf`
  await signInAt(page, account, `/admin/collections/quote-requests/${id}`)
  const email = page.getByRole('group', { name: 'Reply to the visitor' })
  await email.getByLabel('Subject').fill('Our proposal, no scripts')
  await email.getByLabel('CC', { exact: true }).fill('ama@operator.example, not an address')
  await email.getByLabel('Message').fill('Dear visitor,\n\nOur proposal is attached.')
  await email.getByLabel('Upload files').setInputFiles(proposalFile(proposal))
  await email.getByRole('button', { name: 'Send e-mail' }).click()

  await expect(email.getByRole('alert')).toContainText(
    'CC and BCC take at most 10 e-mail addresses',
  )
  // The field the refusal is about is the one marked, not the message.
  await expect(email.getByLabel('CC', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(email.getByLabel('Message')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(email.getByLabel('Subject')).toHaveValue('Our proposal, no scripts')
  await expect(email.getByLabel('Message')).toHaveValue(
    'Dear visitor,\n\nOur proposal is attached.',
  )
  await expect(email.getByLabel('CC', { exact: true })).toHaveValue(
    'ama@operator.example, not an address',
  )

  await email.getByLabel('CC', { exact: true }).fill('ama@operator.example')
  await email.getByLabel('Upload files').setInputFiles(proposalFile(proposal))
  await email.getByRole('button', { name: 'Send e-mail' }).click()
  await expect(email.getByRole('status')).toHaveText('E-mail sent')
  await expect(email.getByLabel('Message')).toHaveValue('')
  const thread = page
    .getByRole('region', { name: 'Timeline' })
    .getByRole('list', { name: `E-mail thread: Our proposal, no scripts [${reference}]` })
  await expect(thread.getByRole('link', { name: proposal })).toBeVisible()
  const sent = await emailTo(visitorEmail, `Our proposal, no scripts [${reference}]`)
  expect(sent.cc).toBe('ama@operator.example')
  expect(sent.html).toContain('<p>Dear visitor,</p><p>Our proposal is attached.</p>')
  expect(sent.attachments?.map((file) => file.filename)).toEqual([proposal])
  await page.context().close()
})

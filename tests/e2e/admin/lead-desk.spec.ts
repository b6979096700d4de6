import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import type { APIRequestContext, Page } from '@playwright/test'

import { fillFrenchQuote, frenchQuoteForm, referenceOf, sentConfirmation } from '../forms/fills'
import { moveServerClockPast } from '../clock'
import { deliverToTeamMailbox, emailTo } from '../mailbox'
import { expect, test } from './fixtures'
import { authorization, createUser, sendQuoteRequest, signInAt, type AdminSession } from './helpers'

/** Picks an option of one of the admin's select or relationship fields, typing to find it. */
async function choose(page: Page, field: string, option: string) {
  const control = page.locator(`#field-${field} .rs__control`)
  await control.click()
  await control.locator('input').fill(option)
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function storedQuote(request: APIRequestContext, admin: AdminSession, company: string) {
  const response = await request.get(
    `/api/quote-requests?depth=0&where[companyName][equals]=${encodeURIComponent(company)}`,
    { headers: authorization(admin) },
  )
  const { docs } = (await response.json()) as { docs: { id: number; owner: number | null }[] }
  return docs[0]
}

async function deleteUsers(request: APIRequestContext, admin: AdminSession, emails: string[]) {
  const query = emails.map((email, index) => `where[email][in][${index}]=${email}`).join('&')
  await request.delete(`/api/users?${query}`, { headers: authorization(admin) })
}

async function deleteRulesNamed(request: APIRequestContext, admin: AdminSession, name: string) {
  await request.delete(`/api/routing-rules?where[name][equals]=${encodeURIComponent(name)}`, {
    headers: authorization(admin),
  })
}

test('an admin routes quotes from Ghana to Kofi, who owns the next one as it arrives, is e-mailed, and finds it in My leads', async ({
  admin,
  browser,
  page,
  request,
}, testInfo) => {
  const kofiName = `Kofi Mensah ${randomUUID().slice(0, 4)}`
  const kofi = await createUser(request, admin, ['sales'], kofiName)
  const ama = await createUser(request, admin, ['sales'], `Ama Owusu ${randomUUID().slice(0, 4)}`)
  const ruleName = `Quote requests from Ghana ${randomUUID().slice(0, 4)}`
  try {
    // 1. The admin adds the rule in the admin.
    await signInAt(page, admin, '/admin/collections/routing-rules/create')
    await page.getByLabel('Name').fill(ruleName)
    await choose(page, 'submissionTypes', 'Quote requests')
    await choose(page, 'countries', 'Ghana')
    await choose(page, 'assignee', kofiName)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Routing rule created successfully')).toBeVisible()

    // 2. A visitor sends a quote from Ghana, in French.
    const visitor = await browser.newPage()
    const company = `Ghana Telecom ${randomUUID().slice(0, 6)}`
    const visitorEmail = `awa-${randomUUID().slice(0, 8)}@example.com`
    await visitor.goto('/fr/get-quote')
    const form = frenchQuoteForm(visitor)
    await fillFrenchQuote(form, company, visitorEmail, false, {
      label: 'Ghana (+233)',
      code: '+233',
      number: '20 123 4567',
    })
    await form.getByRole('button', { name: 'Demander un devis' }).click()
    await expect(sentConfirmation(visitor)).toBeVisible()
    const sentAt = Date.now()
    await visitor.close()

    // Kofi owns it within 2 s, and the mail server holds his e-mail with its reference.
    await expect
      .poll(async () => (await storedQuote(request, admin, company))?.owner, { timeout: 2000 })
      .toBeDefined()
    const lead = await storedQuote(request, admin, company)
    expect(Date.now() - sentAt).toBeLessThan(2000)
    const kofiId = (
      (await (
        await request.get(`/api/users?depth=0&where[email][equals]=${kofi.email}`, {
          headers: authorization(admin),
        })
      ).json()) as { docs: { id: number }[] }
    ).docs[0].id
    expect(lead.owner).toBe(kofiId)
    const reference = referenceOf('QR', lead.id)
    const email = await emailTo(kofi.email, `${reference}: a quote request for you`)
    expect(email.text).toContain(`/admin/collections/quote-requests/${lead.id}`)

    // 3. Kofi lands on his leads and opens it.
    const kofiPage = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await signInAt(kofiPage, kofi, '/admin')
    const myLeads = kofiPage.getByRole('region', { name: 'My leads' })
    await expect(myLeads.getByRole('link', { name: reference })).toBeVisible()
    await expect(myLeads).toContainText(company)
    // Its arrival reads in the site's zone with its offset, as on the lead's page.
    await expect(myLeads.locator('tbody time').first()).toHaveText(
      /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} GMT/,
    )
    await kofiPage.screenshot({ path: testInfo.outputPath('my-leads.png'), fullPage: true })
    await myLeads.getByRole('link', { name: reference }).click()
    await expect(kofiPage.locator('#field-owner')).toContainText(kofiName)
    // The visitor's phone and e-mail are one tap away.
    await expect(kofiPage.getByRole('link', { name: '+233201234567' })).toHaveAttribute(
      'href',
      'tel:+233201234567',
    )
    await expect(kofiPage.getByRole('link', { name: visitorEmail })).toHaveAttribute(
      'href',
      `mailto:${visitorEmail}`,
    )

    // Its timeline tells how it arrived and was assigned; a note with @Ama e-mails Ama.
    const timeline = kofiPage.getByRole('region', { name: 'Timeline' })
    await expect(timeline.getByText(`Assigned to ${kofiName}`)).toBeVisible()
    await expect(timeline.getByText(`Routing rule "${ruleName}"`)).toBeVisible()
    await timeline.getByText('What the visitor sent').click()
    await expect(timeline.getByText(`Company Name: ${company}`)).toBeVisible()
    await timeline
      .getByRole('textbox', { name: 'Write the note' })
      .fill('@Ama can you join the call on Monday?')
    await timeline.getByRole('button', { name: 'Add to timeline' }).click()
    await expect(timeline.getByText('@Ama can you join the call on Monday?')).toBeVisible()
    await expect(timeline.getByRole('textbox', { name: 'Write the note' })).toHaveValue('')
    const mention = await emailTo(ama.email, `mentioned you on ${reference}`)
    expect(mention.text).toContain(`/admin/collections/quote-requests/${lead.id}`)

    // A name that is no one is refused, and what was typed stays.
    await timeline.getByRole('textbox', { name: 'Write the note' }).fill('Ask @Nobody first')
    await timeline.getByRole('button', { name: 'Add to timeline' }).click()
    await expect(timeline.getByRole('alert')).toHaveText('No colleague is called @Nobody.')
    await expect(timeline.getByRole('textbox', { name: 'Write the note' })).toHaveValue(
      'Ask @Nobody first',
    )

    // He takes the French template and writes his own words where it leaves the cursor, before
    // its sign-off; the visitor receives it with the reference, his name once.
    const reply = timeline.getByRole('group', { name: 'Reply to the visitor' })
    await reply
      .getByLabel('Start from a template')
      .selectOption({ label: 'Demande de devis : première réponse (French)' })
    await expect(reply.getByLabel('Subject')).toHaveValue('Votre demande de devis ({reference})')
    await expect(reply.getByLabel('Message')).toContainText('Bien cordialement,{sender}')
    await kofiPage.keyboard.type('Je vous joins notre grille tarifaire.')
    await expect(reply.getByText('will be filed on this timeline')).toBeVisible()
    await reply.getByRole('button', { name: 'Send e-mail' }).click()
    await expect(
      timeline.getByRole('list', { name: `E-mail thread: Votre demande de devis (${reference})` }),
    ).toBeVisible()
    await expect(reply.getByLabel('Message')).toHaveText('')
    // Ready for the next e-mail: no template chosen.
    await expect(reply.getByLabel('Start from a template')).toHaveValue('')
    const answer = await emailTo(visitorEmail, `Votre demande de devis (${reference})`)
    expect(answer.subject).toBe(`Votre demande de devis (${reference})`)
    expect(answer.text).toMatch(
      new RegExp(
        `^Bonjour Awa Diallo,[\\s\\S]*\\n\\nJe vous joins notre grille tarifaire\\.\\n\\nBien cordialement,\\n${kofiName}\\s*$`,
      ),
    )

    // 4. The visitor answers; the site files it from the team mailbox, and Kofi is told.
    const plan = {
      name: `plan-reseau-${randomUUID().slice(0, 6)}.pdf`,
      bytes: Buffer.from('%PDF-1.4\n% a network plan\n%%EOF\n'),
    }
    await deliverToTeamMailbox(
      [
        `From: Awa Diallo <${visitorEmail}>`,
        'To: ventes@example.com',
        `Subject: Re: ${answer.subject}`,
        `Message-ID: <${randomUUID()}@visitor.test>`,
        `In-Reply-To: ${answer.messageId}`,
        `References: ${answer.messageId}`,
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="answer"',
        '',
        '--answer',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        'Merci, lundi 10 h me convient très bien.',
        '--answer',
        `Content-Type: application/pdf; name="${plan.name}"`,
        `Content-Disposition: attachment; filename="${plan.name}"`,
        'Content-Transfer-Encoding: base64',
        '',
        plan.bytes.toString('base64'),
        '--answer--',
        '',
      ].join('\r\n'),
    )
    await emailTo(kofi.email, `${reference}: ${visitorEmail} answered`)
    await kofiPage.reload()
    await expect(timeline.getByText('Merci, lundi 10 h me convient très bien.')).toBeVisible()
    await expect(timeline.getByText(`Re: ${answer.subject}`)).toBeVisible()
    // Its attachment is kept with it, a download for those who work the lead.
    const attachment = timeline.getByRole('link', { name: plan.name })
    await expect(attachment).toBeVisible()
    const [download] = await Promise.all([kofiPage.waitForEvent('download'), attachment.click()])
    expect(download.suggestedFilename()).toBe(plan.name)
    expect(await readFile((await download.path())!)).toEqual(plan.bytes)
    await kofiPage.screenshot({ path: testInfo.outputPath('lead-page.png'), fullPage: true })
    await kofiPage.close()
  } finally {
    await deleteRulesNamed(request, admin, ruleName)
    await deleteUsers(request, admin, [kofi.email, ama.email])
  }
})

test('an admin sees the unassigned leads first, and each count opens its list', async ({
  admin,
  page,
  request,
}) => {
  const company = `Nobody's ${randomUUID().slice(0, 6)}`
  const response = await request.post('/api/forms/quote', {
    headers: { 'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.1` },
    data: {
      companyName: company,
      contactName: 'Ada Okafor',
      email: `ada.${randomUUID().slice(0, 6)}@example.com`,
      country: 'KE',
      phone: '+254 712 345 678',
      serviceType: 'custom',
      projectDescription: 'USSD banking for two operators in Kenya.',
      timeline: 'short',
      budget: 'discuss',
      terms: true,
      submissionKey: randomUUID(),
    },
  })
  expect(response.status()).toBe(201)
  await signInAt(page, admin, '/admin')
  const queue = page.getByRole('region', { name: 'Unassigned leads' })
  const firstPanel = page.locator('.overview .panel').first()
  await expect(firstPanel).toHaveAttribute('aria-labelledby', 'unassigned-title')
  await queue.getByRole('link', { name: /Quote requests/ }).click()
  await expect(page).toHaveURL(/where%5Bowner%5D%5Bexists%5D=false|where\[owner\]\[exists\]=false/)
  await expect(page.locator('tbody tr', { hasText: company })).toBeVisible()
})

test('a lead left alone reminds its owner at half the target and tells the team lead at the target, and the Overview counts it as waiting', async ({
  admin,
  page,
  request,
}, testInfo) => {
  const suffix = randomUUID().slice(0, 4)
  const yaa = await createUser(request, admin, ['sales'], `Yaa Asantewaa ${suffix}`)
  const esi = await createUser(request, admin, ['sales'], `Esi Quaye ${suffix}`)
  const idOf = async (email: string) =>
    (
      (await (
        await request.get(`/api/users?depth=0&where[email][equals]=${email}`, {
          headers: authorization(admin),
        })
      ).json()) as { docs: { id: number }[] }
    ).docs[0].id
  // A desk that works round the clock, so that business time is the clock's time.
  const team = await request.post('/api/teams', {
    headers: authorization(admin),
    data: {
      name: `Round the clock ${suffix}`,
      // Yaa is first in turn, so she takes the lead; Esi is the member flagged as team lead.
      members: [await idOf(yaa.email), await idOf(esi.email)],
      leads: [await idOf(esi.email)],
      timeZone: 'UTC',
      workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      opensAt: '00:00',
      closesAt: '23:59',
    },
  })
  expect(team.status()).toBe(201)
  const teamId = ((await team.json()) as { doc: { id: number } }).doc.id
  const ruleName = `Quotes from Ghana to the desk ${suffix}`
  const rule = await request.post('/api/routing-rules', {
    headers: authorization(admin),
    data: { name: ruleName, submissionTypes: ['quote-requests'], countries: ['GH'], team: teamId },
  })
  expect(rule.status()).toBe(201)
  try {
    const company = `Left alone ${suffix}`
    const sent = await request.post('/api/forms/quote', {
      headers: { 'X-Forwarded-For': `10.8.${Math.floor(Math.random() * 250)}.1` },
      data: {
        companyName: company,
        contactName: 'Ada Okafor',
        email: `ada.${randomUUID().slice(0, 6)}@example.com`,
        country: 'GH',
        phone: '+233 20 123 4567',
        serviceType: 'vas',
        projectDescription: 'USSD menus for two operators.',
        timeline: 'short',
        budget: 'discuss',
        terms: true,
        submissionKey: randomUUID(),
      },
    })
    expect(sent.status()).toBe(201)
    const { reference } = (await sent.json()) as { reference: string }
    const lead = (
      (await (
        await request.get(
          `/api/quote-requests?depth=0&where[companyName][equals]=${encodeURIComponent(company)}`,
          { headers: authorization(admin) },
        )
      ).json()) as { docs: { reminderDueAt: string; responseDueAt: string; owner: number }[] }
    ).docs[0]
    expect(lead.owner).toBe(await idOf(yaa.email))

    // These e-mails take two runs of the job queue (the clock's sweep queues them, a later run
    // sends them), 10 jobs a run every 3 s, behind whatever the jump of hours made due at once.
    const clockDriven = { timeout: 45_000 }
    test.setTimeout(150_000)
    await moveServerClockPast(request, new Date(lead.reminderDueAt))
    const reminder = await emailTo(
      yaa.email,
      `Reminder: ${reference} is waiting for its first response`,
      clockDriven,
    )
    expect(reminder.text).toContain('has had no reply, call or message yet')

    await moveServerClockPast(request, new Date(lead.responseDueAt))
    await emailTo(
      esi.email,
      `${reference} has waited past its target for a first response`,
      clockDriven,
    )

    await signInAt(page, admin, '/admin')
    const late = page.getByRole('region', { name: 'Waiting past their target' })
    await expect(late.getByTestId('late-quote-requests')).not.toHaveText('0')
    await page.screenshot({ path: testInfo.outputPath('overview-clock.png'), fullPage: true })
    await late.getByRole('link', { name: /Quote requests/ }).click()
    await expect(page.locator('tbody tr', { hasText: company })).toBeVisible()
  } finally {
    await deleteRulesNamed(request, admin, ruleName)
    await request.delete(`/api/teams/${teamId}`, { headers: authorization(admin) })
    await deleteUsers(request, admin, [yaa.email, esi.email])
  }
})

for (const javaScriptEnabled of [false, true]) {
  test(`a row's owner is chosen and assigned from the list ${javaScriptEnabled ? "with the admin's scripts" : 'without JavaScript'}, the list kept as it was`, async ({
    admin,
    browser,
    request,
  }) => {
    const amaName = `Ama Owusu ${randomUUID().slice(0, 4)}`
    const ama = await createUser(request, admin, ['sales'], amaName)
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    try {
      const company = `RowOwner${randomUUID().slice(0, 6)}`
      const id = await sendQuoteRequest(request, admin, company)
      const reference = `QR-${String(id).padStart(6, '0')}`
      await signInAt(
        page,
        admin,
        `/admin/collections/quote-requests?search=${encodeURIComponent(company)}`,
      )
      const owner = page.getByLabel(`Owner of ${reference}`)
      await expect(owner).toHaveValue('')
      await owner.selectOption({ label: amaName })
      await page
        .locator('tbody tr', { hasText: company })
        .getByRole('button', { name: 'Assign' })
        .click()
      await expect(page.getByRole('status').filter({ hasText: 'Owner updated' })).toBeVisible()
      await expect(page.getByLabel(`Owner of ${reference}`)).not.toHaveValue('')
      await expect(page.getByLabel(`Owner of ${reference}`).locator('option:checked')).toHaveText(
        amaName,
      )
      expect(new URL(page.url()).searchParams.get('search')).toBe(company)
      await emailTo(ama.email, `${reference}: a quote request for you`)
    } finally {
      await context.close()
      await deleteUsers(request, admin, [ama.email])
    }
  })
}

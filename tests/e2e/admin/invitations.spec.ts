import { randomUUID } from 'node:crypto'

import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { queryE2eDatabase } from '../database'
import { emailTo } from '../mailbox'
import { e2eBaseUrl } from '../settings'
import { expect, test } from './fixtures'
import { authorization, signInToOverview, type AdminSession } from './helpers'

/** The invitation's subject, in English: it names who invited and the company. */
const invitationSubject = /invites you to the .+ website admin$/

/** An admin invites an editor over REST, as the users list's invitation form does: no password. */
async function inviteEditor(request: APIRequestContext, admin: AdminSession) {
  const email = `e2e-invitee-${randomUUID().slice(0, 8)}@example.com`
  const response = await request.post('/api/users', {
    headers: authorization(admin),
    data: { email, name: 'Kofi Boateng', roles: ['editor'] },
  })
  expect(response.status()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { email, id: doc.id }
}

/** The link of the newest invitation e-mailed to the address: on the site's own address. */
async function invitationLink(email: string) {
  const { text } = await emailTo(email, invitationSubject)
  const link = /(\S+\/admin\/invitation\/[\w-]+)/.exec(text)?.[1]
  expect(link, text).toBeDefined()
  expect(link!.startsWith(`${e2eBaseUrl}/admin/invitation/`)).toBe(true)
  return link!
}

/** The invitee, in a browser of their own: never signed in before. */
async function inviteePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eBaseUrl })
  return context.newPage()
}

async function fillPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Set my password' }).click()
}

test('an admin invites an editor from the users list, who chooses a password from the e-mailed link and is signed in', async ({
  admin,
  browser,
  page,
}) => {
  const email = `e2e-invitee-${randomUUID().slice(0, 8)}@example.com`
  await signInToOverview(page, admin)
  await page.goto('/admin/collections/users')
  await page.getByText('Invite a user').click()
  await page.getByLabel('Name', { exact: true }).fill('Ama Mensah')
  await page.getByLabel('Work e-mail').fill(email)
  await page.getByRole('checkbox', { name: 'Editor' }).check()
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible()
  await page.goto(`/admin/collections/users?search=${encodeURIComponent(email)}`)
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Pending')

  const { text } = await emailTo(email, invitationSubject)
  expect(text).toContain('as editor.')
  const invitee = await inviteePage(browser)
  const link = await invitationLink(email)
  await invitee.goto(link)
  await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  await expect(invitee.getByText(email)).toBeVisible()
  const password = `pw-${randomUUID()}`
  await fillPassword(invitee, password)
  // Signed in at once, on the Overview.
  await expect(invitee).toHaveURL(/\/admin$/)
  await expect(invitee.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()

  // The link works once.
  await invitee.goto(link)
  await expect(
    invitee.getByRole('heading', { name: 'This invitation has already been used' }),
  ).toBeVisible()
  await expect(invitee.getByLabel('New password', { exact: true })).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Accepted')
  await invitee.context().close()
})

for (const width of [390, 1280]) {
  test(`a colleague invited in French gets the e-mail, the page and the admin in French (${width} px)`, async ({
    admin,
    browser,
    page,
  }, testInfo) => {
    const email = `e2e-francophone-${randomUUID().slice(0, 8)}@example.com`
    await signInToOverview(page, admin)
    await page.goto('/admin/collections/users')
    await page.getByText('Invite a user').click()
    await page.getByLabel('Name', { exact: true }).fill('Awa Diop')
    await page.getByLabel('Work e-mail').fill(email)
    await page.getByLabel('Language').selectOption('fr')
    await page.getByLabel('Time zone').selectOption('Africa/Dakar')
    await page.getByRole('checkbox', { name: 'Sales' }).check()
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible()

    const { text, subject } = await emailTo(email, /vous invite dans l’administration du site de /)
    expect(subject).toMatch(/^.+ vous invite dans l’administration du site de .+$/)
    expect(text).toContain('Bonjour Awa Diop,')
    expect(text).toContain('avec le rôle commercial.')
    const link = /(\S+\/admin\/invitation\/[\w-]+)/.exec(text)![1]

    const context = await browser.newContext({
      baseURL: e2eBaseUrl,
      viewport: { width, height: 900 },
    })
    const invitee = await context.newPage()
    await invitee.goto(link)
    await expect(
      invitee.getByRole('heading', { name: 'Choisissez votre mot de passe' }),
    ).toBeVisible()
    const password = `pw-${randomUUID()}`
    await invitee.getByLabel('Nouveau mot de passe', { exact: true }).fill(password)
    await invitee.getByLabel('Confirmer le mot de passe').fill(password)
    await invitee.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()

    // Signed in, and the admin speaks French from its first page: Payload's words and ours.
    await expect(invitee.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible()
    await expect(invitee.locator('html')).toHaveAttribute('lang', 'fr')
    if (width >= 1024) {
      await expect(invitee.getByRole('button', { name: 'Suivi des demandes' })).toBeVisible()
    }
    // The Overview's own panels too: a salesperson's desk, the counters and the activity.
    await expect(invitee.getByRole('heading', { name: 'Mes demandes' })).toBeVisible()
    await expect(invitee.getByRole('heading', { name: 'Demandes sans responsable' })).toBeVisible()
    await expect(invitee.getByRole('heading', { name: 'Activité récente' })).toBeVisible()
    await expect(invitee.locator('.counter__label').first()).toHaveText(
      /^(Demandes de devis|Messages de contact|Candidatures de partenariat|Demandes de rapport de marché)$/,
    )
    await expect(invitee.getByText(/Recent Activity|My leads|Unassigned leads/)).toHaveCount(0)
    await invitee.screenshot({ path: testInfo.outputPath(`admin-in-french-${width}.png`) })

    // Their account says so, with their zone; the next sign-in keeps the language.
    await invitee.goto('/admin/account')
    await expect(
      invitee.getByText('Africa/Dakar').or(invitee.getByText('Dakar, Sénégal')).first(),
    ).toBeVisible()
    await context.clearCookies()
    const again = await context.request.post('/api/users/login', { data: { email, password } })
    expect(again.headers()['set-cookie']).toContain('payload-lng=fr')
    await context.close()
  })
}

test('an admin sends an invitation again from the user page, and the older link stops working', async ({
  admin,
  browser,
  page,
  request,
}) => {
  const { email, id } = await inviteEditor(request, admin)
  const firstLink = await invitationLink(email)

  await signInToOverview(page, admin)
  await page.goto(`/admin/collections/users/${id}`)
  await page.getByRole('button', { name: 'Send the invitation again' }).click()
  await expect(page.getByText(`Invitation sent again to ${email}.`)).toBeVisible()
  await expect.poll(() => invitationLink(email)).not.toBe(firstLink)
  const secondLink = await invitationLink(email)

  const invitee = await inviteePage(browser)
  await invitee.goto(firstLink)
  await expect(
    invitee.getByRole('heading', { name: 'This invitation link is not valid' }),
  ).toBeVisible()
  await expect(invitee.getByText('Ask an admin to send you a new invitation')).toBeVisible()
  await invitee.goto(secondLink)
  await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  await invitee.context().close()
})

test('an expired invitation link is refused with a message, also when its form is sent', async ({
  admin,
  browser,
  request,
}) => {
  const { email } = await inviteEditor(request, admin)
  const link = await invitationLink(email)
  const invitee = await inviteePage(browser)
  // The page opened while the link still worked; it expires before the form is sent.
  await invitee.goto(link)
  await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  const expired = await queryE2eDatabase(
    `UPDATE "users" SET "invitation_expires_at" = now() - interval '1 minute' WHERE "email" = $1`,
    [email],
  )
  expect(expired).toBe(1)

  const password = `pw-${randomUUID()}`
  await fillPassword(invitee, password)
  await expect(invitee.getByRole('heading', { name: 'This invitation has expired' })).toBeVisible()
  await expect(invitee.getByText('Ask an admin to send you a new invitation')).toBeVisible()
  const signIn = await request.post('/api/users/login', { data: { email, password } })
  expect(signIn.status()).toBe(401)

  await invitee.goto(link)
  await expect(invitee.getByRole('heading', { name: 'This invitation has expired' })).toBeVisible()
  await invitee.context().close()
})

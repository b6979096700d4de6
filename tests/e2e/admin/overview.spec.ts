import { randomUUID } from 'node:crypto'

import { expect, test } from './fixtures'

import { createUser, sendContactMessage, signIn, signInToOverview } from './helpers'

const counters = [
  'contact-submissions',
  'career-applications',
  'partnership-applications',
  'quote-requests',
]

test('an admin signs in to the Overview and its four counters are numbers', async ({
  admin,
  page,
}) => {
  await signIn(page, admin)
  await expect(page.getByText('Signed in successfully')).toBeVisible()
  await expect(page.getByText('Welcome to the admin dashboard.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByText('Welcome back')).toContainText(admin.email)
  for (const slug of counters) {
    await expect(page.getByTestId(`${slug}-total`)).toHaveText(/^\d+$/)
    await expect(page.getByTestId(`${slug}-new`)).toHaveText(/^\d+$/)
  }
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible()
})

test('the Overview greets a staff member by name, and by e-mail when they have none', async ({
  admin,
  page,
  request,
}) => {
  const name = `Ada Obi ${randomUUID().slice(0, 4)}`
  const editor = await createUser(request, admin, ['editor'], name)
  await signInToOverview(page, editor)
  await expect(page.getByTestId('overview-greeting')).toHaveText(name)
  await expect(page.getByText('Welcome back')).not.toContainText(editor.email)

  await page.context().clearCookies()
  const unnamed = await createUser(request, admin, ['editor'])
  await signInToOverview(page, unnamed)
  await expect(page.getByTestId('overview-greeting')).toHaveText(unnamed.email)
})

test('the contact counter rises by one after a new message', async ({ admin, page, request }) => {
  await signIn(page, admin)
  const total = page.getByTestId('contact-submissions-total')
  const before = Number(await total.textContent())
  const name = `Counter${randomUUID().slice(0, 6)}`
  await sendContactMessage(request, admin, name)
  await page.reload()
  await expect(total).toHaveText(String(before + 1))
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible()
})

test('Sign Out ends the session and goes to the home page', async ({ admin, page }) => {
  await signIn(page, admin)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('an account without a role is denied and sent to the home page', async ({
  admin,
  page,
  request,
}) => {
  const { email, password } = await createUser(request, admin, [])
  await signIn(page, { email, password })
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText("You don't have admin privileges.").first()).toBeVisible()
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 15_000 })
})

test('a recruiter sees career applications but not contact messages', async ({
  admin,
  page,
  request,
}) => {
  const { email, password } = await createUser(request, admin, ['recruiter'])
  await signInToOverview(page, { email, password })
  await expect(page.getByTestId('career-applications-total')).toHaveText(/^\d+$/)
  await expect(page.getByTestId('contact-submissions-total')).toHaveCount(0)
  const nav = page.getByRole('navigation').first()
  await expect(nav.getByRole('link', { name: 'Career applications' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Job postings' })).toBeVisible()
  for (const hidden of ['Contact messages', 'Quote requests', 'Products', 'Media', 'Users']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  }

  await page.goto('/admin/collections/contact-submissions')
  await expect(page.getByRole('heading', { name: 'Contact messages' })).toHaveCount(0)
  await expect(page.locator('tbody tr')).toHaveCount(0)
  const login = await request.post('/api/users/login', { data: { email, password } })
  const { token } = (await login.json()) as { token: string }
  const messages = await request.get('/api/contact-submissions', {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(messages.status()).toBe(403)
})

test('an editor sees the content, not the submissions', async ({ admin, page, request }) => {
  const { email, password } = await createUser(request, admin, ['editor'])
  await signInToOverview(page, { email, password })
  await expect(page.getByTestId('contact-submissions-total')).toHaveCount(0)
  await expect(page.getByText("Use the menu to edit the site's content.")).toBeVisible()
  const nav = page.getByRole('navigation').first()
  for (const shown of ['Products', 'Regions', 'Timeline', 'Media', 'Site settings']) {
    await expect(nav.getByRole('link', { name: shown, exact: true })).toBeVisible()
  }
  for (const hidden of ['Contact messages', 'Career applications', 'Job postings', 'Users']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  }
})

test('a failed sign-in says why', async ({ admin, page }) => {
  await signIn(page, { email: admin.email, password: 'not-the-password' })
  await expect(page.getByText(/Authentication Error/)).toBeVisible()
})

test('a salesperson sees the four kinds of lead on the Overview and in the menu, and no content or job application', async ({
  admin,
  page,
  request,
}) => {
  const name = `Lead${randomUUID().slice(0, 6)}`
  const id = await sendContactMessage(request, admin, name)
  const salesperson = await createUser(request, admin, ['sales'])
  await signInToOverview(page, salesperson)
  for (const slug of [
    'contact-submissions',
    'quote-requests',
    'partnership-applications',
    'market-report-requests',
  ]) {
    await expect(page.getByTestId(`${slug}-total`)).toHaveText(/^\d+$/)
  }
  await expect(page.getByTestId('career-applications-total')).toHaveCount(0)
  const menu = page.getByRole('navigation').first()
  await expect(menu.getByRole('link', { name: 'Quote requests' })).toBeVisible()
  for (const hidden of ['Products', 'Job postings', 'Career applications', 'Users']) {
    await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  }

  await page.goto(`/admin/collections/contact-submissions/${id}`)
  await page.getByRole('button', { name: 'Contacted' }).click()
  await expect(page.getByText('Status updated successfully')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText(
    salesperson.email,
  )
})

import { randomUUID } from 'node:crypto'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { pdf } from '../../helpers/documents'
import { validQuote } from '../../helpers/form-values'

export type Account = { email: string; password: string }

/** An admin account's REST session: the token of one sign-in, reused for every call. */
export type AdminSession = Account & { token: string }

export const authorization = (session: AdminSession) => ({ Authorization: `JWT ${session.token}` })

/** Signs in through the admin's login form. */
export async function signIn(page: Page, { email, password }: Account) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

/** Signs in and waits for the Overview, the page every staff member lands on. */
export async function signInToOverview(page: Page, account: Account) {
  await signIn(page, account)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
}

/**
 * Signs in over REST in the page's own cookie jar (Payload's session cookie, as the login form
 * sets it) and opens `path`: for tests of what staff do once signed in. The login form itself is
 * under test in overview.spec.ts and invitations.spec.ts.
 */
export async function signInAt(
  page: Page,
  account: Account,
  path: string,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
) {
  const response = await page.request.post('/api/users/login', { data: account })
  expect(response.ok(), `signing in as ${account.email}`).toBe(true)
  await page.goto(path, { waitUntil })
}

export async function logIn(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/users/login', { data: account })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

export const newAccount = (roles: string[]): Account => ({
  email: `e2e-${roles.join('-') || 'norole'}-${randomUUID().slice(0, 8)}@example.com`,
  password: `pw-${randomUUID()}`,
})

/** A verified account with the given roles (and name, if given), made by an admin through REST. */
export async function createUser(
  request: APIRequestContext,
  admin: AdminSession,
  roles: string[],
  name?: string,
) {
  const account = newAccount(roles)
  const response = await request.post('/api/users', {
    headers: authorization(admin),
    data: { ...account, name, roles, _verified: true },
  })
  expect(response.status()).toBe(201)
  return account
}

/**
 * A salesperson (with the given name) who owns a new quote request from `company`: their account,
 * their id and the quote's id and reference.
 */
export async function salespersonWithQuote(
  request: APIRequestContext,
  admin: AdminSession,
  name: string,
  company: string,
) {
  const account = await createUser(request, admin, ['sales'], name)
  const login = await request.post('/api/users/login', { data: account })
  const { user } = (await login.json()) as { user: { id: number } }
  const id = await sendQuoteRequest(request, admin, company)
  const assigned = await request.patch(`/api/quote-requests/${id}`, {
    headers: authorization(admin),
    data: { owner: user.id },
  })
  expect(assigned.status()).toBe(200)
  return { account, userId: user.id, id, reference: `QR-${String(id).padStart(6, '0')}` }
}

/**
 * A visitor's network address of its own per message: the forms endpoint limits submissions per
 * address, and these tests send more messages than one visitor may.
 */
export const visitorAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`

/**
 * A contact message as a visitor sends it, through the home page form's endpoint; answers with the
 * stored message's id, as the admin reads it.
 */
export async function sendContactMessage(
  request: APIRequestContext,
  admin: AdminSession,
  firstName: string,
) {
  const response = await request.post('/api/forms/contact', {
    headers: { 'X-Forwarded-For': visitorAddress() },
    data: {
      firstName,
      lastName: 'Visitor',
      email: `${firstName.toLowerCase()}@example.com`,
      companyOperator: 'MTN Nigeria',
      serviceInterest: 'vas',
      message: 'We would like to launch VAS in two markets next quarter.',
      privacy: true,
      submissionKey: randomUUID(),
    },
  })
  expect(response.status()).toBe(201)
  return storedId(request, admin, 'contact-submissions', { firstName })
}

/** A quote request as a visitor sends it from /get-quote; answers with the stored request's id. */
export async function sendQuoteRequest(
  request: APIRequestContext,
  admin: AdminSession,
  companyName: string,
) {
  const response = await request.post('/api/forms/quote', {
    headers: { 'X-Forwarded-For': visitorAddress() },
    data: { ...validQuote(companyName), email: `${companyName.toLowerCase()}@example.com` },
  })
  expect(response.status()).toBe(201)
  return storedId(request, admin, 'quote-requests', { companyName })
}

/** The id of the one submission whose field holds the value, as the admin reads it. */
async function storedId(
  request: APIRequestContext,
  admin: AdminSession,
  slug: string,
  match: Record<string, string>,
) {
  const [[field, value]] = Object.entries(match)
  const stored = await request.get(
    `/api/${slug}?depth=0&where[${field}][equals]=${encodeURIComponent(value)}`,
    { headers: authorization(admin) },
  )
  const { docs } = (await stored.json()) as { docs: { id: number }[] }
  expect(docs).toHaveLength(1)
  return docs[0].id
}

/**
 * A job application with a résumé and a cover letter, sent through the /apply form's endpoint: to
 * the open posting titled `position`, if there is one.
 */
export async function sendJobApplication(
  request: APIRequestContext,
  admin: AdminSession,
  firstName: string,
  { coverLetter = true, position = 'Senior Backend Engineer' } = {},
) {
  const values = {
    firstName,
    lastName: 'Applicant',
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '+234 801 234 5678',
    location: 'Lagos, Nigeria',
    position,
    experience: '6-10',
    availability: '1-month',
    summary: 'Ten years building billing and VAS platforms for operators.',
    skills: 'Node.js, PostgreSQL, USSD',
    motivation: 'I want to bring digital services to more subscribers.',
    terms: true,
    updates: false,
    submissionKey: randomUUID(),
  }
  const file = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdf() })
  const response = await request.post('/api/forms/job-application', {
    headers: { 'X-Forwarded-For': visitorAddress() },
    multipart: {
      values: JSON.stringify(values),
      resume: file(`${firstName}-CV.pdf`),
      ...(coverLetter && { coverLetter: file(`${firstName}-cover-letter.pdf`) }),
    },
  })
  expect(response.status()).toBe(201)
  return storedId(request, admin, 'career-applications', { firstName })
}

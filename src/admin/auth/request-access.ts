import { createHash, randomUUID } from 'node:crypto'

import { ValidationError, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { mailboxOf } from '@/lib/mailbox'
import { maxLength, optionalText } from '@/submissions/form/schema-rules'

import { inTransaction } from '@/server/database/transaction'
import { queueEmails, sendInBackground, type EmailInput, type QueuedEmail } from '@/server/email'
import { siteUrl } from '@/server/env'
import { minPasswordLength, passwordTooShort } from './password-policy'
import { clientAddress, consumeRateLimit } from '@/server/rate-limit'

export const signUpSuccess = {
  message: 'Sign up successful',
  detail: 'Please check your email to confirm your account.',
}

const requestSchema = z.object({
  // Like the forms' text: trimmed, and never a NUL or half a surrogate pair, which cannot be stored.
  name: optionalText(maxLength.short),
  email: z.email('Please enter a valid email address').max(320),
  password: z.string().min(minPasswordLength, passwordTooShort).max(200),
})

const tooManyRequests = (retryAfterSeconds: number) =>
  Response.json(
    { message: 'Too many sign-up attempts. Please try again later.' },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  )

const verificationEmail = (to: string, token: string): EmailInput => ({
  to,
  subject: 'Confirm your e-mail address',
  text: [
    'Hello,',
    `Someone asked for a staff account on ${siteUrl()} with this e-mail address. If it was you, confirm the address by opening this link:`,
    `${siteUrl()}/admin/users/verify/${token}`,
    'An admin then gives your account its role. If you did not ask for an account, ignore this e-mail: nothing happens without the link.',
  ].join('\n\n'),
})

const alreadyRegisteredEmail = (to: string): EmailInput => ({
  to,
  subject: 'Someone asked for an account with your e-mail address',
  text: [
    'Hello,',
    `Someone asked for a new staff account on ${siteUrl()} with this e-mail address, which already has an account.`,
    `If it was you, sign in at ${siteUrl()}/admin, or choose a new password at ${siteUrl()}/admin/forgot. If it was not, ignore this e-mail: nothing has changed.`,
  ].join('\n\n'),
})

/** Thrown to roll back the rehearsal of an account's creation. */
class Rehearsal extends Error {}

/**
 * For an address that already has an account: does the work of creating one (the same
 * validation queries, Payload's password hash, the INSERTs) for a throwaway address, then rolls it
 * back. The time an answer takes must not tell whether the address is known, and only the same
 * work takes the same time on a loaded machine too: a hash alone left the database's share out.
 */
async function rehearseNewAccount(req: PayloadRequest, data: z.output<typeof requestSchema>) {
  try {
    await inTransaction(req.payload, async (transactionReq) => {
      await req.payload.create({
        collection: 'users',
        data: {
          email: `rehearsal-${randomUUID()}@example.invalid`,
          password: data.password,
          name: data.name,
          roles: [],
        },
        disableVerificationEmail: true,
        req: transactionReq,
      })
      throw new Rehearsal()
    })
  } catch (error) {
    if (!(error instanceof Rehearsal)) throw error
  }
}

const isRefusedEmail = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'email')

const invalidEmail = () =>
  Response.json({ message: 'Please enter a valid email address' }, { status: 400 })

const addressTaken = async (req: PayloadRequest, email: string) =>
  (
    await req.payload.count({
      collection: 'users',
      where: { email: { equals: email.toLowerCase() } },
      overrideAccess: true,
    })
  ).totalDocs > 0

/**
 * Creates the account and queues its verification e-mail in one transaction; for an address that
 * already has an account, rehearses the creation and queues a notice to it instead. Both paths
 * look the address up, create an account and queue one e-mail, so neither the answer nor its
 * timing tells who has an account.
 */
async function register(
  req: PayloadRequest,
  data: z.output<typeof requestSchema>,
): Promise<QueuedEmail[] | 'invalid email'> {
  const { payload } = req
  if (await addressTaken(req, data.email)) {
    await rehearseNewAccount(req, data)
    return queueEmails(req, [alreadyRegisteredEmail(data.email)])
  }
  try {
    return await inTransaction(payload, async (transactionReq) => {
      const user = await payload.create({
        collection: 'users',
        data: { email: data.email, password: data.password, name: data.name, roles: [] },
        disableVerificationEmail: true,
        showHiddenFields: true,
        req: transactionReq,
      })
      const token = (user as { _verificationToken?: string })._verificationToken
      return queueEmails(transactionReq, token ? [verificationEmail(user.email, token)] : [])
    })
  } catch (error) {
    if (!isRefusedEmail(error)) throw error
    // Refused as malformed by Payload's stricter check than ours, or taken since the look-up (the
    // same address asked for twice at once): the second is answered as a known address.
    if (!(await addressTaken(req, data.email))) return 'invalid email'
    return queueEmails(req, [alreadyRegisteredEmail(data.email)])
  }
}

/**
 * POST /api/users/request-access: the login screen's sign-up. Creates an account without a role
 * (so without any access until an admin grants one) and sends the verification e-mail. The
 * answer is the same whether or not the address already has an account, so the form cannot be
 * used to find out who works here. Limited per client and per address, so that nobody can use
 * it to send mail to an address over and over; the e-mail is queued, so a mail server that is
 * down delays it without failing the request.
 */
export const requestAccessEndpoint: Endpoint = {
  path: '/request-access',
  method: 'post',
  handler: async (req) => {
    const { payload } = req
    const perClient = await consumeRateLimit('signUp', clientAddress(req.headers))
    if (!perClient.allowed) return tooManyRequests(perClient.retryAfterSeconds)
    const parsed = requestSchema.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) {
      return Response.json({ message: parsed.error.issues[0].message }, { status: 400 })
    }
    // The very first account becomes an admin (see first-admin.ts); it never comes from here.
    const { totalDocs: accounts } = await payload.count({ collection: 'users' })
    if (accounts === 0) {
      return Response.json(
        { message: 'The first admin account has to be created before anyone can sign up.' },
        { status: 403 },
      )
    }
    const address = createHash('sha256').update(mailboxOf(parsed.data.email)).digest('hex')
    const perAddress = await consumeRateLimit('signUpAddress', address)
    if (!perAddress.allowed) return tooManyRequests(perAddress.retryAfterSeconds)

    const emails = await register(req, parsed.data)
    if (emails === 'invalid email') return invalidEmail()
    sendInBackground(payload, emails)
    return Response.json(signUpSuccess, { status: 200 })
  },
}

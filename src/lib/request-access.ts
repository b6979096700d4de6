import type { Endpoint } from 'payload'
import { z } from 'zod'

import { maxLength, optionalText } from '@/forms/schema-fields'

import { clientAddress, consumeRateLimit } from './rate-limit'

export const signUpSuccess = {
  message: 'Sign up successful',
  detail: 'Please check your email to confirm your account.',
}

const requestSchema = z.object({
  // Like the forms' text: trimmed, and never a NUL or half a surrogate pair, which cannot be stored.
  name: optionalText(maxLength.short),
  email: z.email('Please enter a valid email address').max(320),
  password: z.string().min(12, 'Use a password of at least 12 characters').max(200),
})

/**
 * POST /api/users/request-access: the login screen's sign-up. Creates an account without a role
 * (so without any access until an admin grants one) and sends the verification e-mail. The
 * answer is the same whether or not the address already has an account, so the form cannot be
 * used to find out who works here; requests are rate-limited per client.
 */
export const requestAccessEndpoint: Endpoint = {
  path: '/request-access',
  method: 'post',
  handler: async (req) => {
    const { payload } = req
    const limit = await consumeRateLimit(payload, 'signUp', clientAddress(req.headers))
    if (!limit.allowed) {
      return Response.json(
        { message: 'Too many sign-up attempts. Please try again later.' },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }
    const parsed = requestSchema.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) {
      return Response.json({ message: parsed.error.issues[0].message }, { status: 400 })
    }
    const { email, password, name } = parsed.data
    const { totalDocs: existing } = await payload.count({
      collection: 'users',
      where: { email: { equals: email.toLowerCase() } },
    })
    // The very first account becomes an admin (see first-admin.ts); it never comes from here.
    const { totalDocs: accounts } = await payload.count({ collection: 'users' })
    if (accounts === 0) {
      return Response.json(
        { message: 'The first admin account has to be created before anyone can sign up.' },
        { status: 403 },
      )
    }
    if (existing === 0) {
      await payload.create({ collection: 'users', data: { email, password, name, roles: [] } })
    }
    return Response.json(signUpSuccess, { status: 200 })
  },
}

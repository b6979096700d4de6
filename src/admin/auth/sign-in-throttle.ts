import { createHash } from 'node:crypto'

import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import {
  clientAddress,
  consumeRateLimit,
  refundRateLimit,
  type RateLimitBucket,
} from '@/server/rate-limit'

/**
 * Slows down password guessing without letting a stranger lock anyone out. Payload's own lock
 * (five failures lock the account for everyone) is off: instead attempts are counted per client
 * and per (client, account), in PostgreSQL like the form limits, and a successful sign-in gives
 * its attempt back. Guessing from one network stays slow; the real user, from anywhere else,
 * still signs in. Password-reset e-mails are counted the same way, per client and per address.
 */

const hashed = (text: string) => createHash('sha256').update(text).digest('hex')

const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

function signInKeys(req: PayloadRequest, email: string) {
  const client = clientAddress(req.headers)
  return [
    { bucket: 'signIn', key: client },
    { bucket: 'signInAccount', key: `${client}:${hashed(email)}` },
  ] satisfies { bucket: RateLimitBucket; key: string }[]
}

const minutesUntil = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

async function countAttempt(
  counters: { bucket: RateLimitBucket; key: string }[],
  message: (wait: string) => string,
) {
  const results = await Promise.all(
    counters.map(({ bucket, key }) => consumeRateLimit(bucket, key)),
  )
  const refused = results.find((result) => !result.allowed)
  if (refused && !refused.allowed) {
    throw new APIError(message(minutesUntil(refused.retryAfterSeconds)), 429, null, true)
  }
}

export const throttleSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation === 'login') {
    await countAttempt(
      signInKeys(req, emailOf(args.data)),
      (wait) =>
        `Authentication Error: too many failed sign-ins from your network. Please try again in ${wait}.`,
    )
  }
  return args
}

/**
 * Counts a password reset request, per client and per address, and refuses it (429) past the
 * limits: in the request itself, whose reset is done after its answer (password-reset.ts).
 */
export async function countPasswordResetRequest(req: PayloadRequest, email: string) {
  await countAttempt(
    [
      { bucket: 'passwordReset', key: clientAddress(req.headers) },
      { bucket: 'passwordResetAddress', key: hashed(email.trim().toLowerCase()) },
    ],
    (wait) => `Too many password reset requests. Please try again in ${wait}.`,
  )
}

/** The right password: this attempt was not a guess, so it does not count. */
export const forgiveSuccessfulSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return user
  await Promise.all(
    signInKeys(req, String(user.email ?? '')).map(({ bucket, key }) =>
      refundRateLimit(bucket, key),
    ),
  )
  return user
}

import { createHash, pbkdf2, randomBytes } from 'node:crypto'

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

/**
 * Payload's password hash (pbkdf2-sha256-v1: 600,000 iterations, 32 bytes), which a sign-in to an
 * existing account computes whatever the password.
 */
const passwordHash = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/**
 * A sign-in to an address with no account costs the same password hashing as one to an account:
 * without it, Payload answers an unknown address at once and a wrong password a quarter of a second
 * later, which tells a stranger which addresses have accounts.
 */
export const hashForUnknownAddresses: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const email = emailOf(args.data)
  const password = (args.data as { password?: unknown } | undefined)?.password
  if (!email || typeof password !== 'string' || password.trim() === '') return args
  const account = await req.payload.db.findOne({
    collection: collection.slug,
    req,
    where: { email: { equals: email } },
  })
  if (account) return args
  await new Promise((hashed) =>
    pbkdf2(
      password,
      randomBytes(32).toString('hex'),
      passwordHash.iterations,
      passwordHash.keyLength,
      passwordHash.digest,
      hashed,
    ),
  )
  return args
}

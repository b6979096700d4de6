import { createHash } from 'node:crypto'

import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { clientAddressHeader } from '@/server/client-address'

import { databasePoolOptions, resilientPg } from './database/pool'

/**
 * Per-client limits for public writes. Counters live in PostgreSQL (table rate_limits.counters,
 * created by a migration) so that every app instance shares them. Points per window are
 * configurable through RATE_LIMIT_<BUCKET>_POINTS, e.g. RATE_LIMIT_FORMS_POINTS=20.
 */
const buckets = {
  forms: { points: 10, durationSeconds: 10 * 60 },
  /** Confirmation e-mails per recipient address (by hash) and day. */
  confirmations: { points: 3, durationSeconds: 24 * 60 * 60 },
  /** Sign-up requests per client, and per address (by hash) and day. */
  signUp: { points: 5, durationSeconds: 60 * 60 },
  signUpAddress: { points: 3, durationSeconds: 24 * 60 * 60 },
  /** Failed sign-ins per client, and per client and account (src/admin/auth/sign-in-throttle.ts). */
  signIn: { points: 20, durationSeconds: 15 * 60 },
  signInAccount: { points: 5, durationSeconds: 15 * 60 },
  /** Password-reset e-mails per client, and per address (by hash) and day. */
  passwordReset: { points: 5, durationSeconds: 60 * 60 },
  passwordResetAddress: { points: 3, durationSeconds: 24 * 60 * 60 },
} as const

export type RateLimitBucket = keyof typeof buckets

export type RateLimitResult =
  { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

const limiters = new Map<RateLimitBucket, RateLimiterPostgres>()

let counterConnections: Pool | undefined

/**
 * The counters' own few connections, never Payload's pool: a confirmation, a sign-in or a reset
 * is counted while its transaction holds one of Payload's connections, and asking the same pool
 * for a second one deadlocks it under load (every connection held by a transaction that waits
 * for another). Counting is one statement at a time, so this pool never waits on Payload's.
 * Its commits do not wait for the log to reach the disk (`synchronous_commit=off`): a crash may
 * forget the last fraction of a second's counts, and in exchange every submission, sign-in and
 * reset stops waiting for a disk flush it does not need (and, on a busy client's counter row,
 * for the flushes of those queued before it).
 */
function counterPool(): Pool {
  counterConnections ??= new resilientPg.Pool({
    ...databasePoolOptions(),
    max: 4,
    options: '-c synchronous_commit=off',
  }) as Pool
  return counterConnections
}

function configuredPoints(bucket: RateLimitBucket): number {
  const fromEnvironment = Number(process.env[`RATE_LIMIT_${bucket.toUpperCase()}_POINTS`])
  return Number.isInteger(fromEnvironment) && fromEnvironment > 0
    ? fromEnvironment
    : buckets[bucket].points
}

function limiterFor(bucket: RateLimitBucket): RateLimiterPostgres {
  let limiter = limiters.get(bucket)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: counterPool(),
      storeType: 'pool',
      schemaName: 'rate_limits',
      tableName: 'counters',
      tableCreated: true,
      keyPrefix: bucket,
      points: configuredPoints(bucket),
      duration: buckets[bucket].durationSeconds,
    })
    limiters.set(bucket, limiter)
  }
  return limiter
}

/**
 * The counter's key: the client key itself, or its hash when it would not fit the table's
 * varchar(255) key column (an X-Forwarded-For header can hold anything a client puts there).
 */
const counterKey = (clientKey: string) =>
  clientKey.length <= 200 ? clientKey : createHash('sha256').update(clientKey).digest('hex')

/** Counts one request of `clientKey` (e.g. an IP address) against the bucket's limit. */
export async function consumeRateLimit(
  bucket: RateLimitBucket,
  clientKey: string,
): Promise<RateLimitResult> {
  try {
    const result = await limiterFor(bucket).consume(counterKey(clientKey))
    return { allowed: true, remaining: result.remainingPoints }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) }
    }
    throw rejection
  }
}

/**
 * The client's address, as the production front (src/server/front.ts) set it from the connection
 * or the trusted proxies. Nothing a client writes is trusted: without the front (`next dev`)
 * every client counts as one.
 */
export function clientAddress(headers: Headers): string {
  if (process.env.CLIENT_ADDRESS_FROM_FRONT !== 'true') return 'unknown'
  return headers.get(clientAddressHeader) || 'unknown'
}

/** Gives back one counted request, e.g. a sign-in attempt that turned out to be the right one. */
export async function refundRateLimit(bucket: RateLimitBucket, clientKey: string): Promise<void> {
  await limiterFor(bucket).reward(counterKey(clientKey), 1)
}

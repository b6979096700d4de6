/**
 * What a failed database call means. Chiefly: a database that cannot be reached (down,
 * restarting, refusing connections, pool starved) told from every other failure, so that callers
 * can answer "try again in a moment" (HTTP 503) instead of reporting a bug (HTTP 500).
 */

/** Thrown by our own code when a write cannot be confirmed because the database went away. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

/** Socket errors of node-postgres while connecting or talking to the server. */
const socketErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

/** PostgreSQL SQLSTATEs that mean the server is going away, starting up or out of connections. */
const serverUnavailableCodes = new Set([
  '57P01', // admin_shutdown: the server is stopping and ends every session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '53300', // too_many_connections
])

/** Messages node-postgres, pg-pool and Payload give without a code (Payload re-wraps some). */
const unavailableMessages = [
  // Payload re-throws a failed BEGIN as a new Error without its cause (e.g. "Failed query:
  // begin"): a BEGIN fails only when no working connection could be had.
  /cannot begin transaction/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
  /terminating connection due to administrator command/i,
  /\b(ECONNREFUSED|ECONNRESET)\b/,
]

function isUnavailableItself(error: object): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined
  if (code && (socketErrorCodes.has(code) || serverUnavailableCodes.has(code))) return true
  // Class 08: connection exceptions (08000, 08003, 08006, 08001, 08004, ...).
  if (code && /^08[0-9A-Z]{3}$/.test(code)) return true
  const message = error instanceof Error ? error.message : undefined
  return !!message && unavailableMessages.some((pattern) => pattern.test(message))
}

/**
 * True when `error`, or any error it wraps (`cause`, an AggregateError's `errors`), says the
 * database is unreachable. Drizzle wraps driver errors in `cause`; Payload re-throws some with
 * the driver's message in its own.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false
  if (isUnavailableItself(error)) return true
  if ('cause' in error && isDatabaseUnavailable(error.cause, depth + 1)) return true
  if (error instanceof AggregateError) {
    return error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  }
  return false
}

/** The innermost message of an error chain: the driver's own words, for a one-line log. */
export function rootMessage(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return String(error)
  if (depth < 5 && error.cause instanceof Error) return rootMessage(error.cause, depth + 1)
  return error.message.split('\n')[0]
}

/**
 * True when `error` or an error it wraps is PostgreSQL's foreign_key_violation (23503): a row
 * named another that no longer exists, e.g. an account deleted while a cached copy still held it.
 */
export function isForeignKeyViolation(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false
  if ('code' in error && error.code === '23503') return true
  return 'cause' in error && isForeignKeyViolation(error.cause, depth + 1)
}

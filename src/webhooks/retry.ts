/** How long deliveries are retried, and how long an endpoint may fail before it is turned off. */
export const retryWindowMs = 3 * 24 * 60 * 60 * 1000
/** The wait after a first failed attempt; it doubles after each one, up to `maxRetryDelayMs`. */
const firstRetryDelayMs = 30_000
const maxRetryDelayMs = 6 * 60 * 60 * 1000

/** The wait before the next attempt after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) =>
  Math.min(firstRetryDelayMs * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs)

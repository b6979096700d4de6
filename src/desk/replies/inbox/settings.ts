import { ConfigurationError } from '@/server/env'

/** The team mailbox the visitors' answers arrive in, polled for them (poll.ts). */
export type InboxSettings = {
  host: string
  port: number
  secure: boolean
  user: string
  password: string
  pollSeconds: number
  /** Where a filed answer is moved. */
  filedFolder: string
  /** Where a message naming a lead from an unknown sender is moved, its entry held on the lead. */
  heldFolder: string
  /** Where a message whose filing failed is moved, unread, for someone to look at. */
  notFiledFolder: string
}

const required = ['IMAP_HOST', 'IMAP_PORT', 'IMAP_USER', 'IMAP_PASSWORD', 'IMAP_TLS'] as const

/**
 * The mailbox from the environment, or null when IMAP_HOST is not set: replies still go out, and
 * the answers stay in the team mailbox. Set but incomplete or malformed is the operator's mistake,
 * said in one line at start-up rather than at the first poll.
 */
export function inboxSettings(
  env: Record<string, string | undefined> = process.env,
): InboxSettings | null {
  if (!env.IMAP_HOST) return null
  const missing = required.filter((name) => !env[name])
  if (missing.length > 0) {
    throw new ConfigurationError(
      `IMAP_HOST is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not: set all five to file the visitors' answers, or none.`,
    )
  }
  const port = Number(env.IMAP_PORT)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new ConfigurationError(`IMAP_PORT must be a port number, not "${env.IMAP_PORT}".`)
  }
  if (env.IMAP_TLS !== 'true' && env.IMAP_TLS !== 'false') {
    throw new ConfigurationError(`IMAP_TLS must be true or false, not "${env.IMAP_TLS}".`)
  }
  const pollSeconds = Number(env.IMAP_POLL_SECONDS || 60)
  if (!Number.isFinite(pollSeconds) || pollSeconds < 1) {
    throw new ConfigurationError(
      `IMAP_POLL_SECONDS must be a number of seconds, not "${env.IMAP_POLL_SECONDS}".`,
    )
  }
  return {
    host: env.IMAP_HOST,
    port,
    secure: env.IMAP_TLS === 'true',
    user: env.IMAP_USER!,
    password: env.IMAP_PASSWORD!,
    pollSeconds,
    filedFolder: env.IMAP_FILED_FOLDER || 'Filed',
    heldFolder: env.IMAP_HELD_FOLDER || 'Held',
    notFiledFolder: env.IMAP_NOT_FILED_FOLDER || 'Not filed',
  }
}

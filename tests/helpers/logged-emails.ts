import type { Payload } from 'payload'
import { expect, vi } from 'vitest'

/**
 * Runs `send` as in development and waits for the `count` e-mails it sends: without a mail server,
 * the log-only adapter writes each one to the log, whole in development, which is where these are
 * read from.
 */
export async function loggedEmails(
  payload: Payload,
  send: () => Promise<unknown>,
  count = 1,
): Promise<string[]> {
  const info = vi.spyOn(payload.logger, 'info')
  vi.stubEnv('NODE_ENV', 'development')
  try {
    await send()
    const emails = () =>
      info.mock.calls
        .map(([line]) => line)
        .filter(
          (line): line is string => typeof line === 'string' && line.startsWith('E-mail not sent'),
        )
    await vi.waitFor(() => expect(emails()).toHaveLength(count), { timeout: 5000 })
    return emails()
  } finally {
    vi.unstubAllEnvs()
    info.mockRestore()
  }
}

/** The e-mails logged while `work` ran (it sends them before it returns), whole. */
export async function emailsLoggedDuring(payload: Payload, work: () => Promise<unknown>) {
  const info = vi.spyOn(payload.logger, 'info')
  vi.stubEnv('NODE_ENV', 'development')
  try {
    await work()
    return info.mock.calls
      .map(([line]) => line)
      .filter(
        (line): line is string => typeof line === 'string' && line.startsWith('E-mail not sent'),
      )
  } finally {
    vi.unstubAllEnvs()
    info.mockRestore()
  }
}

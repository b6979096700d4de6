/** SMTP settings from the environment, or undefined to have Payload write e-mails to the log. */
export function smtpTransportOptions() {
  const host = process.env.SMTP_HOST
  if (!host) return undefined
  return {
    host,
    port: Number(process.env.SMTP_PORT || 587),
    secure: process.env.SMTP_SECURE === 'true',
    auth: process.env.SMTP_USER
      ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD }
      : undefined,
    // Bounded well under the direct-send window (notifications.ts): a hung mail server fails the
    // send, and the queued job retries it later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
}

/**
 * Base of the back-off between attempts to send a failed e-mail: the wait doubles with each
 * attempt, so at the default 30 s the attempts span hours of a mail server's outage.
 * EMAIL_RETRY_DELAY_SECONDS changes it, e.g. for tests.
 */
export function emailRetryDelayMs(): number {
  const seconds = Number(process.env.EMAIL_RETRY_DELAY_SECONDS)
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 30) * 1000
}

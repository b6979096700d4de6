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
  }
}

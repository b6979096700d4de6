/** The mailbox visitors' answers arrive in, from the environment; null without IMAP_HOST. */
export function imapSettings() {
  const host = process.env.IMAP_HOST
  if (!host) return null
  const seconds = Number(process.env.IMAP_POLL_SECONDS)
  return {
    host,
    port: Number(process.env.IMAP_PORT) || 993,
    secure: process.env.IMAP_TLS !== 'false',
    auth: { user: process.env.IMAP_USER ?? '', pass: process.env.IMAP_PASSWORD ?? '' },
    pollMs: (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000,
    filedFolder: process.env.IMAP_FILED_FOLDER || 'Filed',
  }
}

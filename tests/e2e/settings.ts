import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const e2ePort = Number(process.env.E2E_PORT || 3100)
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`

/** The admin the e2e server seeds through SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD. */
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-Admin-password-1' }

/**
 * The e2e server's mail server (server.ts), which accepts every message and keeps it, raw, as a
 * file of this folder (emptied when the server starts): what the specs read as the visitors'
 * inboxes (mailbox.ts).
 */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT || e2ePort + 25)
export const e2eMailDir = join(tmpdir(), `e2e-mail-${e2ePort}`)

/**
 * Where the e2e server writes the address of its fresh database (server.ts), for the few specs
 * that must set up what no request can, e.g. an invitation whose link has expired (database.ts).
 */
export const e2eDatabaseFile = join(tmpdir(), `e2e-database-${e2ePort}`)

/**
 * Where the e2e server writes how to reach its team mailbox (a Dovecot of its own, which the site
 * polls for the visitors' answers), for the specs that deliver an answer into it (mailbox.ts).
 */
export const e2eImapFile = join(tmpdir(), `e2e-imap-${e2ePort}.json`)

/**
 * The e2e tests' server: the production build (`npm start`'s server) on a fresh database that is dropped
 * when Playwright stops the server, sending its e-mails to a mail server of its own that keeps them
 * for the specs to read (mailbox.ts).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { SMTPServer } from 'smtp-server'

import { productionServerArgs, withProductionHeapOptions } from '../../scripts/server-options'
import { startImap } from '../helpers/imap'
import { clearRuntimeCache, sharedDistDir } from '../helpers/production-build'
import { createTestDatabase } from '../setup/test-database'
import {
  e2eAdmin,
  e2eDatabaseFile,
  e2eImapFile,
  e2eMailDir,
  e2ePort,
  e2eSmtpPort,
} from './settings'

/**
 * Accepts every message, from anyone to anyone, without TLS or a login, and writes each one raw
 * to its own file of e2eMailDir: written under a temporary name and then renamed, so that a
 * reader never sees half a message.
 */
function startMailServer() {
  rmSync(e2eMailDir, { recursive: true, force: true })
  mkdirSync(e2eMailDir, { recursive: true })
  let received = 0
  const mail = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Nodemailer does not keep its connections open: nothing for a stopping server to wait for.
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        const name = `${Date.now()}-${process.pid}-${++received}`
        try {
          writeFileSync(join(e2eMailDir, `${name}.tmp`), Buffer.concat(chunks))
          renameSync(join(e2eMailDir, `${name}.tmp`), join(e2eMailDir, `${name}.eml`))
          callback()
        } catch (error) {
          callback(error as Error)
        }
      })
    },
  })
  return new Promise<SMTPServer>((resolve, reject) => {
    mail.once('error', reject)
    mail.listen(e2eSmtpPort, '127.0.0.1', () => {
      mail.off('error', reject)
      mail.on('error', (error) => console.error('e2e mail server:', error))
      resolve(mail)
    })
  })
}

clearRuntimeCache()
const mail = await startMailServer()
const teamMailbox = await startImap()
writeFileSync(e2eImapFile, JSON.stringify(teamMailbox.account), { mode: 0o600 })
const database = await createTestDatabase()
writeFileSync(e2eDatabaseFile, database.url, { mode: 0o600 })
const server = spawn(process.execPath, productionServerArgs(sharedDistDir, e2ePort, '127.0.0.1'), {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: withProductionHeapOptions(process.env.NODE_OPTIONS),
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-test-secret',
    SITE_URL: `http://127.0.0.1:${e2ePort}`,
    SEED_ADMIN_EMAIL: e2eAdmin.email,
    SEED_ADMIN_PASSWORD: e2eAdmin.password,
    // Every spec sends its forms from 127.0.0.1, many times when a spec is repeated; the rate
    // limit itself is proven by the integration tests.
    RATE_LIMIT_FORMS_POINTS: '100000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(e2eSmtpPort),
    EMAIL_FROM: 'website@example.com',
    // The visitors' answers are filed from the team mailbox within 2 s.
    ...teamMailbox.env(2),
    // Scheduled changes come due when a spec moves the clock (clock.ts), then at the next tick.
    TEST_CLOCK: 'true',
    JOBS_TICK_SECONDS: '3',
    // The webhook spec's sink listens on 127.0.0.1, over plain http.
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  },
})

let stopping = false
async function stop(code: number) {
  if (stopping) return
  stopping = true
  if (server.exitCode === null) {
    const exited = once(server, 'exit')
    server.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  }
  await database.drop().catch((error) => console.error('could not drop the e2e database', error))
  rmSync(e2eDatabaseFile, { force: true })
  await new Promise<void>((resolve) => mail.close(() => resolve()))
  await teamMailbox.close()
  rmSync(e2eImapFile, { force: true })
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0))
server.on('exit', (code) => void stop(code ?? 0))

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { test as base, expect } from '@playwright/test'

import { startImap, type TestImap } from '../helpers/imap'

import { startAppServer, type AppServer } from './app-server'
import { startRestartableDatabase, type RestartableDatabase } from './database'
import { warmUp } from './load'
import { createMailServer, type MailServer } from './mail-server'
import { distDir } from './settings'

/**
 * Everything the suite runs: its own PostgreSQL, mail server, team mailbox (IMAP) and production
 * app server, which keeps its uploads in a folder of the suite's.
 */
type Stack = {
  app: AppServer
  database: RestartableDatabase
  mail: MailServer
  imap: TestImap
  uploadsDir: string
}

export const test = base.extend<{ appStaysUp: void }, { stack: Stack }>({
  stack: [
    // (Named `provide`, not Playwright's usual `use`, which linters take for React's hook.)
    async ({}, provide, workerInfo) => {
      const database = await startRestartableDatabase()
      const uploadsDir = mkdtempSync(path.join(tmpdir(), 'resilience-uploads-'))
      let mail: MailServer | undefined
      let imap: TestImap | undefined
      let app: AppServer | undefined
      try {
        mail = await createMailServer()
        await mail.listen()
        imap = await startImap()
        app = await startAppServer({
          distDir,
          databaseUrl: database.url,
          logFile: path.join(
            workerInfo.project.outputDir,
            `app-server-${workerInfo.workerIndex}.log`,
          ),
          env: {
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(mail.port),
            EMAIL_FROM: 'website@example.com',
            // The submitters are few addresses sending far more than a person would.
            RATE_LIMIT_FORMS_POINTS: '1000000',
            // Failed e-mails come due again within seconds, not minutes.
            EMAIL_RETRY_DELAY_SECONDS: '2',
            // The e-mail test moves the server's clock past the direct-send window instead of
            // waiting a minute for it (src/server/test-clock.ts).
            TEST_CLOCK: 'true',
            UPLOADS_DIR: uploadsDir,
            // The team mailbox, looked at every 2 s.
            ...imap.env(2),
          },
        })
        const started = app
        await warmUp(app.url).catch((error: Error) => {
          throw new Error(`${error.message}; the app server's log:\n${started.logTail(60)}`)
        })
        await provide({ app, database, mail, imap, uploadsDir })
      } finally {
        await app?.stop()
        await mail?.close()
        await imap?.close()
        await database.destroy()
        rmSync(uploadsDir, { recursive: true, force: true })
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  /**
   * After each test: the app server is still the one the suite started (it never had to be
   * restarted) and reported no uncaught exception; on failure its last log lines are attached.
   */
  appStaysUp: [
    async ({ stack }, provide, testInfo) => {
      await provide()
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('app server log (tail)', { body: stack.app.logTail(60) })
        console.log(`The app server's whole log: ${stack.app.logFile}`)
      }
      expect(stack.app.isRunning(), 'the app server is still running').toBe(true)
      expect(stack.app.crashes(), 'uncaught exceptions reported by the app server').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

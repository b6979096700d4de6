import config from '@payload-config'
import { _internal_jobSystemGlobals, getPayload, type Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

/** The app's real Payload, on the run's fresh database (migrated and seeded by onInit). */
export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

/**
 * Stops the jobs' autoRun cron for the calling test file, so that the e-mails its submissions
 * queue are sent only when a test sends them, never on the cron's own schedule.
 */
export function pauseJobAutoRun(): void {
  beforeAll(() => {
    _internal_jobSystemGlobals.shouldAutoRun = false
  })
  afterAll(() => {
    _internal_jobSystemGlobals.shouldAutoRun = true
  })
}
